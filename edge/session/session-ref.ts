import { sha256Hex } from '../hex-digest';
import type { Session } from './types';

/**
 * A session's non-secret name for the browser's offline copies (common/session-ref.ts): the same
 * for the whole life of one sign-in (the profile and the refresh token's end, which rotation keeps),
 * different for another sign-in or client. Mixed with the newest cookie key, so nobody outside can
 * compute it from a client id, and it reveals nothing of the tokens.
 */
export async function sessionRef(session: Session, secret: string): Promise<string> {
  const digest = await sha256Hex(`session-ref\n${secret}\n${session.profile.id}\n${session.refreshExpiresAt ?? ''}`);
  return digest.slice(0, 32);
}
