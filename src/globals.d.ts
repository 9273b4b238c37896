/** Replaced at build time by waku.config.ts with the id of the build. */
declare const __BUILD_ID__: string;

/** The RSC toolchain's manifest of built assets (@vitejs/plugin-rsc). */
declare module 'virtual:vite-rsc/assets-manifest' {
  const manifest: { clientReferenceDeps: Record<string, { js: string[]; css: string[] }> };
  export default manifest;
}
