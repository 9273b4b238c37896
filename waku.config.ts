import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { expandCustomMedia } from './common/breakpoints';

/**
 * Every build gets an id. The browser polls builds/latest.json and compares it with the id it was
 * built with (spec section 4: new versions are detected by polling).
 */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** Expands `@media (--tablet)` from src/lib/breakpoints.ts: one source of truth for CSS and code. */
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
 * Client chunks. Left alone, rolldown gives each small module every page loads its own file
 * (≈ 60–100 bytes gzip of import/export glue each); these groups put the always-loaded shell in
 * one file and the form system's core in another. Dependencies stay where rolldown puts them, so
 * pages without a form load no form code and pages without a schema no zod.
 */
const SHELL_MODULE =
  /[\\/](src[\\/](components[\\/](shell|ui)[\\/](AppLink|BuildWatcher|LoadingBar|ToastArea|RootErrorBoundary|navigation-store|toast-store|Button|Icon)|lib[\\/](build-state|metrika|reload-guard|preload-queue))|common[\\/](constants))\.tsx?$/;
const FORM_CORE_MODULE =
  /[\\/](src[\\/]components[\\/]forms[\\/](Form|TextField|PhoneField|FieldShell|SubmitButton|form-[\w-]+)|common[\\/](http|phone|forms[\\/]errors))\.tsx?$/;

export default defineConfig({
  vite: {
    // Path aliases (@common, @edge, @src) come from tsconfig.json: one table for TypeScript and Vite.
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    plugins: [breakpointMedia(), buildManifest()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: SHELL_MODULE, includeDependenciesRecursively: false },
                  { name: 'form-core', test: FORM_CORE_MODULE, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      },
    },
  },
});
