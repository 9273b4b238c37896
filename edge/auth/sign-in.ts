import type { SiteContext } from '../context';
import { writeSessionCookie } from '../session/cookie';
import type { Tokens } from '../session/types';
import { getProfile } from '../upstream/auth';
import { transportFor } from '../upstream/context';

/** Spec section 4: tokens stored, the profile loaded, the session cookie written. */
export async function startSession(c: SiteContext, tokens: Tokens): Promise<void> {
  const profile = await getProfile(transportFor(c, tokens.accessToken));
  await writeSessionCookie(c, { ...tokens, profile });
}
