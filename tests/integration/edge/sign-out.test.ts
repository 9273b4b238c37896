import { env } from 'cloudflare:test';
import type { SiteBindings } from '@edge/context';
import { openSession } from '@edge/session/cookie';
import { keyOf } from '@edge/session/revocations';
import { retrySignOuts, SIGNED_OUT_MESSAGE } from '@edge/session/sign-out';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';
import { createSite, formHeaders, ORIGIN, signInCookie } from './site';

/**
 * «Выйти» is final the moment it is asked for, whatever the back office answers (issue 37): the
 * session is revoked in the shared state first, so a copy of the cookie is refused on every
 * instance; a sign-out the back office did not take waits in the sidecar's queue for the Cron.
 */
const SECRETS = [String(env.SESSION_SECRETS)];
const namespaces = env as unknown as {
  SHARED_STATE: DurableObjectNamespace<import('@state/shared-state').SharedState>;
  SIGN_OUTS: DurableObjectNamespace<import('@state/sign-out-queue').SignOutQueue>;
};
const queue = () => namespaces.SIGN_OUTS.get(namespaces.SIGN_OUTS.idFromName('sign-outs'));
const sharedRecord = (key: string) => namespaces.SHARED_STATE.get(namespaces.SHARED_STATE.idFromName(key));

/** A site whose back office refuses every sign-out while `state.down` (503), else the real one. */
function siteWithSignOutOutage() {
  const state = { down: true };
  const site = createSite({}, (request) => {
    const { pathname } = new URL(request.url);
    const signOut =
      (pathname === '/api/v1/auth/logout' && request.method === 'POST') ||
      (pathname === '/oauth/token' && request.method === 'DELETE');
    return state.down && signOut ? Response.json({ message: 'Сервис недоступен' }, { status: 503 }) : undefined;
  });
  return { site, state };
}

async function signedIn(site: ReturnType<typeof createSite>, phone: string) {
  const cookie = await signInCookie(site, phone);
  const session = await openSession(cookie.slice('__Host-session='.length), SECRETS);
  if (!session) throw new Error('no session');
  return { cookie, session };
}

/** Whether the back office still knows an access token (GET auth/token-info). */
async function upstreamKnows(accessToken: string): Promise<boolean> {
  const res = await createUpstreamApp().fetch(
    new Request('http://upstream.internal/api/v1/auth/token-info', {
      headers: { authorization: `Bearer ${accessToken}` },
    }),
    env,
  );
  await res.body?.cancel();
  return res.status === 200;
}

describe('sign-out with a failing back office', () => {
  it('ends the session at once, revoked in the shared state, and queues the back office’s part', async () => {
    const { site, state } = siteWithSignOutOutage();
    const { cookie, session } = await signedIn(site, '79000000001');
    const waiting = await queue().size();

    const res = await site.request(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().join()).toMatch(/__Host-session=;/);
    // Every instance reads the shared state with its 2-second revalidation.
    expect(await sharedRecord(`revoked:${await keyOf(session.refreshToken)}`).get()).toBe(SIGNED_OUT_MESSAGE);
    // The back office did not take it: it still knows the token, and the queue holds it.
    expect(await upstreamKnows(session.accessToken)).toBe(true);
    expect(await queue().size()).toBe(waiting + 1);

    // A copy of the cookie is a guest, here and on a fresh instance.
    for (const instance of [site, createSite()]) {
      const copy = await instance.request(`${ORIGIN}/api/session`, { headers: { cookie } });
      expect(await copy.json()).toEqual({ authenticated: false });
    }

    // The Cron while the back office is still down: tried, kept, and not tried again at once.
    const down = await retrySignOuts(site.env as unknown as SiteBindings);
    expect(down.tried).toBeGreaterThanOrEqual(1);
    expect(down.done).toBe(0);
    expect(await queue().size()).toBe(waiting + 1);
    expect((await retrySignOuts(site.env as unknown as SiteBindings)).tried).toBe(0);
    expect(await upstreamKnows(session.accessToken)).toBe(true);
    state.down = false;
  });

  it('the Cron signs a queued session out of the back office once it answers, and forgets it', async () => {
    const { site, state } = siteWithSignOutOutage();
    const { cookie, session } = await signedIn(site, '79000000002');
    await site.request(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { ...formHeaders(), cookie } });
    const waiting = await queue().size();
    expect(waiting).toBeGreaterThanOrEqual(1);
    state.down = false;
    const back = await retrySignOuts(site.env as unknown as SiteBindings);
    expect(back.done).toBeGreaterThanOrEqual(1);
    expect(await upstreamKnows(session.accessToken)).toBe(false);
    expect(await queue().size()).toBe(waiting - back.done);
  });

  it('a copy of a cookie signed out at another location is refused here by the shared state alone', async () => {
    const site = createSite();
    const { cookie, session } = await signedIn(site, '79000000001');
    // Another location's sign-out: only the shared state knows (not this isolate, not this location).
    const digest = await keyOf(session.refreshToken);
    await sharedRecord(`revoked:${digest}`).put(SIGNED_OUT_MESSAGE, Date.now() + 60_000, false);
    const res = await createSite().request(`${ORIGIN}/api/session`, { headers: { cookie } });
    expect(await res.json()).toEqual({ authenticated: false });
    expect(res.headers.getSetCookie().join()).toMatch(/__Host-session=;.*Max-Age=0/);
  });
});
