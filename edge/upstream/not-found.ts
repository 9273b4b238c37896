import { UpstreamError } from '../errors';

/** Runs an upstream call whose 404 means "no such thing": null instead of an error screen. */
export async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) return null;
    throw err;
  }
}
