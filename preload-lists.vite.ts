import type { Plugin } from 'vite';

/**
 * A dynamic import's preload list names only chunks the page has not loaded already. Vite lists
 * every chunk the imported module needs, including those the importing chunk itself imports
 * statically (React's runtime, the deferred-island helper) and those the app shell's chunk
 * (`_root`, the root layout's client components, on every page) imports: those are loaded before
 * the import can run, so their names are bytes every page's first JavaScript carries for nothing
 * (a deferred island's stub listed up to 16 files, issue 41).
 */
export function preloadListsWithoutLoaded(): Plugin {
  /** Each client chunk's static imports, transitively, by file name. */
  const loadedWith = new Map<string, Set<string>>();
  /** The app shell's chunk and its static imports: loaded on every page. */
  let everyPage = new Set<string>();
  return {
    name: 'leasing:preload-lists-without-loaded',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      environments: {
        client: {
          build: {
            modulePreload: {
              resolveDependencies: (_file, deps, { hostId }) => {
                const loaded = loadedWith.get(hostId);
                return deps.filter((dep) => !everyPage.has(dep) && !loaded?.has(dep));
              },
            },
          },
        },
      },
    }),
    // Before Vite's own generateBundle writes the lists (it runs after the plugins of normal order).
    generateBundle(_options, bundle) {
      loadedWith.clear();
      const imports = new Map<string, readonly string[]>();
      let shell: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        imports.set(output.fileName, output.imports);
        if (output.name === '_root') shell = output.fileName;
      }
      for (const file of imports.keys()) {
        const seen = new Set<string>();
        const stack = [...(imports.get(file) ?? [])];
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(imports.get(next) ?? []));
        }
        loadedWith.set(file, seen);
      }
      everyPage = shell ? new Set([shell, ...(loadedWith.get(shell) ?? [])]) : new Set();
    },
  };
}
