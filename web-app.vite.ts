import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { webAppManifest } from './src/lib/web-app-manifest';

const SERVICE_WORKER = fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url));

/**
 * The files a first offline visit needs at least: the client entry, what it imports statically
 * and the style sheets. The rest (each page's islands) is kept as pages load them.
 */
function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunks.get(name);
    if (!chunk || files.has(name)) return;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  // The client entry only: Waku's HTML shell is an entry of this build too (`indexHtml`), but its
  // chunk is not served, and one missing file made the whole install-time list fail.
  for (const chunk of chunks.values()) if (chunk.isEntry && chunk.name === 'index') visit(chunk.fileName);
  for (const file of Object.values(bundle))
    if (file.type === 'asset' && file.fileName.endsWith('.css')) files.add(file.fileName);
  return [...files].map((name) => `/${name}`).sort();
}

/** src/sw/sw.ts as one classic script (every browser runs a classic service worker). */
async function serviceWorkerCode(buildId: string, shell: string[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify(buildId), __SHELL_FILES__: JSON.stringify(shell) },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: SERVICE_WORKER, formats: ['iife'], name: 'siteServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ('output' in out) {
      const chunk = out.output.find((o) => o.type === 'chunk');
      if (chunk?.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('the service worker build gave no script');
}

/**
 * The installable web app (decision 0031): /manifest.webmanifest from src/lib/web-app-manifest.ts,
 * and /sw.js, the service worker, bundled from src/sw/ with this build's id and shell files, so a
 * new build is a new service worker and its own caches.
 */
export function webApp(buildId: string): Plugin {
  return {
    name: 'leasing:web-app',
    apply: 'build',
    generateBundle: {
      // After Vite's CSS plugin has written the client's style sheet, so the list names it.
      order: 'post',
      async handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const code = await serviceWorkerCode(buildId, shellFiles(bundle));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
        this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(webAppManifest) });
      },
    },
  };
}
