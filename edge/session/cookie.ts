import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SiteContext } from '../context';
import { seal, unseal } from './seal';
import { type Session, type StoredProfile, storedSessionSchema, type Tokens, toStored, withDerived } from './types';

/** Sent as `__Host-session`: Secure, Path=/, no Domain, so no subdomain can plant or read it. */
export const SESSION_COOKIE = 'session';
const PURPOSE = 'session';
/** Without the upstream's own figure: its default refresh lifetime (30 days). */
export const DEFAULT_SESSION_SECONDS = 30 * 24 * 60 * 60;

export type SessionInput = Tokens & { profile: StoredProfile };

function lifetimeSeconds(session: SessionInput, now: number): number {
  if (!session.refreshExpiresAt) return DEFAULT_SESSION_SECONDS;
  return Math.max(60, Math.floor((session.refreshExpiresAt - now) / 1000));
}

export async function sealSession(session: SessionInput, secrets: readonly string[], now = Date.now()) {
  return seal(toStored(session), PURPOSE, secrets, lifetimeSeconds(session, now));
}

/** The session in a cookie value, or null (guest) for anything that does not open cleanly. */
export async function openSession(value: string | undefined, secrets: readonly string[]): Promise<Session | null> {
  const payload = await unseal(value, PURPOSE, secrets);
  if (!payload) return null;
  const parsed = storedSessionSchema.safeParse(payload);
  return parsed.success ? withDerived(parsed.data) : null;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE, 'host');
}

export async function writeSessionCookie(c: SiteContext, session: SessionInput): Promise<void> {
  const value = await sealSession(session, c.var.config.SESSION_SECRETS);
  setCookie(c, SESSION_COOKIE, value, {
    prefix: 'host',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: lifetimeSeconds(session, Date.now()),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { prefix: 'host', httpOnly: true, sameSite: 'Lax' });
}
