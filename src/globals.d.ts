/** Replaced at build time by waku.config.ts with the id of the build. */
declare const __BUILD_ID__: string;
