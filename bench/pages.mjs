// The one page list (common/pages.ts) for the bench: Node strips its types, and this hook lets
// its extensionless relative imports (`./constants`) resolve to the .ts files beside it.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || specifier.endsWith('.ts')) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

export const { ACCOUNT_PAGES, PUBLIC_PAGES } = await import('../common/pages.ts');
