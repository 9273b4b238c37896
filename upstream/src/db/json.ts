/** Parses a JSON column written by the seed or by this worker; a broken value reads as the fallback. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
