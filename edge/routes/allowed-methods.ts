import { TrieRouter } from 'hono/router/trie-router';

/** The methods HTTP names: what a wrong-method answer's `Allow` may list. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods an app's registered routes take at a path, derived from the routes themselves
 * (middleware and catch-alls registered with `all`/`use` take none), so a route added anywhere
 * brings its methods along. HEAD goes with GET, as Hono answers it. Built on first use, when
 * every route is registered.
 */
export function allowedMethods(app: {
  routes: readonly { method: string; path: string }[];
}): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes) if (route.method !== 'ALL') router.add(route.method, route.path, route.method);
    }
    const found = router;
    return METHODS.filter((method) => found.match(method === 'HEAD' ? 'GET' : method, path)[0].length > 0);
  };
}

/** `GET, HEAD` for an `Allow` header. */
export const allowHeader = (methods: readonly string[]): string => methods.join(', ');
