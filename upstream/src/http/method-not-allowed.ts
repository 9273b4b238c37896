import type { Handler } from 'hono';

/**
 * Registered with `.all(path, …)` after a path's real handlers: a known path called with another
 * method answers 405 with an Allow header instead of falling through to 404.
 */
export const methodNotAllowed =
  (...allowed: string[]): Handler =>
  (c) => {
    const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
    return c.json({ message: 'Метод не поддерживается' }, 405, { Allow: allow.join(', ') });
  };
