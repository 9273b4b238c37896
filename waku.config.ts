import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { expandCustomMedia } from './common/breakpoints';
import { preloadListsWithoutLoaded } from './preload-lists.vite';
import { webApp } from './web-app.vite';

/**
 * Every build gets an id. The browser polls builds/latest.json and compares it with the id it was
 * built with (spec section 4: new versions are detected by polling).
 */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** Expands `@media (--tablet)` from common/breakpoints.ts: one source of truth for CSS and code. */
function breakpointMedia(): Plugin {
  return {
    name: 'leasing:breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id)) return null;
      return { code: expandCustomMedia(code), map: null };
    },
  };
}

/**
 * Each style sheet linked once per render instead of once per rendered component: vite-rsc's
 * generated `Resources` (one per server module that imports CSS) is wrapped by
 * src/server/css-links-once.tsx. Only the generated module's export line is touched; a change of
 * its shape fails the build instead of passing silently.
 */
function cssLinksOncePerRender(): Plugin {
  const wrapper = fileURLToPath(new URL('./src/server/css-links-once.tsx', import.meta.url));
  const exportLine = 'export const Resources = ';
  return {
    name: 'leasing:css-links-once',
    applyToEnvironment: (environment) => environment.name === 'rsc',
    transform(code, id) {
      if (!id.startsWith('\0virtual:vite-rsc/css?')) return null;
      if (!code.includes(exportLine)) this.error(`vite-rsc's Resources module changed shape (${id})`);
      return {
        code: `${code.replace(exportLine, 'const Resources__all = ')}
import { linkedOncePerRender as __linkedOncePerRender } from ${JSON.stringify(wrapper)};
export const Resources = __linkedOncePerRender(Resources__all);
`,
        map: null,
      };
    },
  };
}

/** Writes builds/latest.json and builds/meta/{id}.json next to the client assets. */
function buildManifest(): Plugin {
  return {
    name: 'leasing:build-manifest',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const meta = { id: buildId, timestamp: Date.now() };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: buildId }) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source: JSON.stringify(meta) });
    },
  };
}

/**
 * One style sheet for the whole site instead of one per component: on a phone a page linked 8–12
 * render-blocking sheets of 0.3–2.4 KB, and over HTTP/1.1 with 150 ms round trips they queued for
 * the browser's six connections behind each other (CSS done ≈ 1.9 s after the HTML). The site's
 * CSS is ≈ 6 KB gzip in all, so one immutable file per environment — the server components' sheet,
 * which vite-rsc links on every page when the rsc build does not split CSS, and the client
 * components' sheet — costs a first visit one round trip and every later page none.
 * vite-rsc links client CSS from the chunks a client reference imports, merged with the entry's,
 * so the client's single sheet is made the entry chunk's CSS before vite-rsc reads the bundle.
 */
function oneStyleSheet(): Plugin {
  return {
    name: 'leasing:one-style-sheet',
    apply: 'build',
    configEnvironment(name) {
      if (name === 'client' || name === 'rsc') return { build: { cssCodeSplit: false } };
    },
    generateBundle: {
      // After Vite's CSS plugin has written the one sheet, before vite-rsc reads the bundle.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const sheet = Object.values(bundle).find((o) => o.type === 'asset' && o.names.includes('style.css'));
        const entry = Object.values(bundle).find((o) => o.type === 'chunk' && o.isEntry && o.name === 'index');
        if (!sheet || entry?.type !== 'chunk' || !entry.viteMetadata) {
          this.error('the client build has no single style.css or no entry chunk named index');
        }
        entry.viteMetadata.importedCss.add(sheet.fileName);
      },
    },
  };
}

/**
 * Tiny modules every page loads would each be a file of their own (≈ 60–100 bytes gzip of
 * import/export glue apiece). These groups merge them — only modules that import nothing but each
 * other, so a group can never join an import cycle between chunks (which would let a client
 * component resolve before its module ran).
 */
const LEAF_GROUPS = [
  {
    name: 'shell-state',
    test: /[\\/](common[\\/](constants|car-lists|id)|src[\\/]lib[\\/](build-state|metrika|reveal-focus)|src[\\/]components[\\/](shell[\\/](navigation|toast)-store|ui[\\/]button-class|car-lists[\\/]list-events))\.ts$/,
  },
  { name: 'form-helpers', test: /[\\/]common[\\/](http|phone|forms[\\/](errors|answer))\.ts$/ },
];

export default defineConfig({
  vite: {
    // Path aliases (@common, @edge, @src) come from tsconfig.json: one table for TypeScript and Vite.
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    plugins: [
      breakpointMedia(),
      buildManifest(),
      webApp(buildId),
      cssLinksOncePerRender(),
      oneStyleSheet(),
      preloadListsWithoutLoaded(),
    ],
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: LEAF_GROUPS } } } } },
    },
  },
});
