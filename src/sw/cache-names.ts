import { SESSION_REF_PATTERN } from '@common/session-ref';

/**
 * The service worker's caches (Cache Storage, not the HTTP cache): one of the build's shell,
 * replaced with each build, and at most one of a session's pages, named by the session's ref
 * (never a token). Names of other builds or sessions are deleted.
 */
const SHELL = 'shell-';
const PERSONAL = 'personal-';

export const shellCacheName = (buildId: string): string => `${SHELL}${buildId}`;

/** The cache of one session's pages, or null for a value that is no session ref. */
export const personalCacheName = (ref: string | null): string | null =>
  ref !== null && SESSION_REF_PATTERN.test(ref) ? `${PERSONAL}${ref}` : null;

export const isPersonalCache = (name: string): boolean => name.startsWith(PERSONAL);

/** Any cache of the service worker's (shell or personal). */
export const isOwnCache = (name: string): boolean => name.startsWith(SHELL) || isPersonalCache(name);

/** The personal caches that go when an answer names session `ref` (null: no session): all but its own. */
export function personalCachesToDelete(names: readonly string[], ref: string | null): string[] {
  const keep = personalCacheName(ref);
  return names.filter((name) => isPersonalCache(name) && name !== keep);
}

/** The shells of other builds, deleted when this build's service worker takes over. */
export const oldShells = (names: readonly string[], buildId: string): string[] =>
  names.filter((name) => name.startsWith(SHELL) && name !== shellCacheName(buildId));
