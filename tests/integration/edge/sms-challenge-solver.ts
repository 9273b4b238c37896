import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { createSite } from './site';

/**
 * What the `altcha` widget does in the browser: fetch the site's challenge, find the counter,
 * and give the form its base64 payload.
 */
export async function solvedChallenge(
  site: ReturnType<typeof createSite>,
  flow: 'restore' | 'registration' = 'restore',
): Promise<string> {
  const res = await site.request(`http://localhost/api/auth/${flow}/challenge`);
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
