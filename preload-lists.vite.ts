import type { Plugin } from 'vite';

/**
 * A dynamic import's preload list names only chunks its host has not loaded already. Vite lists
 * every chunk the imported module needs, including those the importing chunk itself imports
 * statically (React's runtime, the deferred-island helper): those are loaded before the import can
 * run, so their names are bytes every page's first JavaScript carries for nothing (a deferred
 * island's stub lists up to 16 files, issue 41).
 */
export function preloadListsWithoutLoaded(): Plugin {
  /** Each client chunk's static imports, transitively, by file name. */
  const loadedWith = new Map<string, Set<string>>();
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
                return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
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
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
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
    },
  };
}
