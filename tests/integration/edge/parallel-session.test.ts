import { env, SELF } from 'cloudflare:test';
import { openSession, sealSession } from '@edge/session/cookie';
import { describe, expect, it } from 'vitest';
import { SITE_HOST } from './worker';

/**
 * What a browser does (issue 37): a page, its QR image, prefetches and a second tab of one signed-in
 * visitor at once. Each request here is a workerd request of its own (SELF), and the site reaches
 * the upstream through a service binding, as deployed: a request that awaited I/O another request
 * started would be cancelled by workerd («Worker's code had hung»), a 500 with no reference.
 */
const SITE = `http://${SITE_HOST}`;
const SECRETS = [String(env.SESSION_SECRETS)];
const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin' };

async function signIn(phone: string): Promise<string> {
  const res = await SELF.fetch(`${SITE}/api/auth/login`, {
    method: 'POST',
    headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, password: 'Demo-2026' }),
    redirect: 'manual',
  });
  const line = res.headers.getSetCookie().find((l) => l.startsWith('__Host-session='));
  if (res.status !== 303 || !line) throw new Error(`sign-in failed: ${res.status}`);
  return line.split(';')[0] ?? '';
}

/** The same session with its access token expired: the next requests must refresh it. */
async function expired(cookie: string): Promise<string> {
  const session = await openSession(cookie.slice('__Host-session='.length), SECRETS);
  if (!session) throw new Error('no session');
  return `__Host-session=${await sealSession({ ...session, tokenExpiresAt: Date.now() - 1000 }, SECRETS)}`;
}

const sessionOf = (cookie: string) =>
  SELF.fetch(`${SITE}/api/session`, { headers: { ...sameSite, 'x-requested-with': 'fetch', cookie } });

async function statusesAndBodies(responses: Promise<Response>[]) {
  const answers = await Promise.all(responses);
  return Promise.all(answers.map(async (res) => ({ res, body: (await res.json()) as { authenticated?: boolean } })));
}

describe('requests of one session at once', () => {
  for (const count of [2, 6, 20]) {
    it(`${count} at once, the first of the session's 2-second slot among them: every one 200, signed in`, async () => {
      // A fresh sign-in has never been revalidated: these requests open its first slot together.
      const cookie = await signIn('79000000002');
      const answers = await statusesAndBodies(Array.from({ length: count }, () => sessionOf(cookie)));
      expect(answers.map(({ res }) => res.status)).toEqual(Array(count).fill(200));
      expect(answers.every(({ body }) => body.authenticated === true)).toBe(true);
    });
  }

  it('6 at once with an expired access token: each refreshes, every one 200 with the same new session', async () => {
    const cookie = await expired(await signIn('79000000001'));
    const answers = await statusesAndBodies(Array.from({ length: 6 }, () => sessionOf(cookie)));
    expect(answers.map(({ res }) => res.status)).toEqual(Array(6).fill(200));
    expect(answers.every(({ body }) => body.authenticated === true)).toBe(true);
    // The back office's grace window answers every redemption of the spent refresh token with the
    // same successor, so whichever cookie the browser keeps last is the same session.
    const tokens = await Promise.all(
      answers.map(async ({ res }) => {
        const line = res.headers.getSetCookie().find((l) => l.startsWith('__Host-session=')) ?? '';
        return (await openSession(line.split(';')[0]?.slice('__Host-session='.length) ?? '', SECRETS))?.refreshToken;
      }),
    );
    expect(tokens.every((t) => typeof t === 'string')).toBe(true);
    expect(new Set(tokens).size).toBe(1);
  });

  it('a contract page, its QR image and the account pages at once: no answer is a 5xx', async () => {
    const cookie = await signIn('79000000002');
    const paths = ['/account', '/account/cars/3', '/api/account/contracts/3/payment-qr.png', '/account/profile'];
    const answers = await Promise.all(
      [...paths, ...paths, ...paths].map((path) =>
        SELF.fetch(`${SITE}${path}`, { headers: { ...sameSite, accept: 'text/html', cookie }, redirect: 'manual' }),
      ),
    );
    const statuses = await Promise.all(
      answers.map(async (res) => {
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
