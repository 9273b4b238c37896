import * as z from 'zod/mini';
import { locationStore } from '../cache/location-store';
import { sha256Hex } from '../hex-digest';
import { sharedGet, sharedPut } from '../shared-state';

/**
 * Sessions known to be over before their cookie expires: signed out here, or refused by the
 * upstream (401) while a page rendered. A revoked session's cookie is worthless at once: the
 * session middleware treats it as a guest and says why.
 *
 * Where it is remembered, keyed by a SHA-256 of the refresh token (never the token itself), until
 * the session could have expired anyway: in the shared state (a Durable Object every isolate of
 * every location reads, edge/shared-state.ts, asked with each revalidation: within 2 s), and in
 * this isolate and the Workers Cache API of this location (a location store,
 * edge/cache/location-store.ts), which every request reads.
 */
const revoked = locationStore('revoked-sessions', z.string(), 10_000);
const MAX_SECONDS = 31 * 24 * 3600;

/** A session's key in every edge record: a SHA-256 of its refresh token, never the token. */
export const keyOf = (refreshToken: string): Promise<string> => sha256Hex(refreshToken);

/** Remembers a revoked session until `untilMs` (its refresh expiry; at most a month). */
export async function markRevoked(refreshToken: string, message: string, untilMs?: number, now = Date.now()) {
  const until = Math.min(untilMs ?? Number.POSITIVE_INFINITY, now + MAX_SECONDS * 1000);
  const key = await keyOf(refreshToken);
  await Promise.all([revoked.set(key, message, until, now), sharedPut(`revoked:${key}`, message, until, false)]);
}

/** The reason a session was revoked as far as this isolate and location know, or null. */
export async function revokedReason(refreshToken: string, now = Date.now()): Promise<string | null> {
  return (await revoked.get(await keyOf(refreshToken), now)) ?? null;
}

/**
 * The reason a session was revoked anywhere (the shared state every location writes), or null:
 * asked with the revalidation (edge/session/revalidation.ts), at most once per slot per session.
 */
export async function revokedAnywhere(refreshToken: string): Promise<string | null> {
  return (await sharedGet(`revoked:${await keyOf(refreshToken)}`)) ?? null;
}
