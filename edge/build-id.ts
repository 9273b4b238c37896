/**
 * The id of this build (waku.config.ts defines it at build time). Outside a build (the workerd
 * integration tests) it is `dev`.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
