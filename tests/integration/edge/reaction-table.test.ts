import { env } from 'cloudflare:test';
import { unseal } from '@edge/session/seal';
import { describe, expect, it } from 'vitest';
import { FAULT_MESSAGE, type Fault, messageOf, SPEC_REACTIONS, statusOf } from '../../spec-reactions';
import { createSite, ORIGIN, signInCookie } from './site';

/**
 * Spec section 8 for the request kinds a worker test reaches without Waku: a plain form post, an
 * island's post, a download link and a script's call (the payment QR), each against every status
 * the upstream can fail with and a hang. The expectation is one table, written here from the spec
 * (not from edge/errors.ts): no request kind may differ from it. Pages and their client
 * navigations are the e2e's (tests/e2e/reaction-matrix.spec.ts).
 */
/**
 * The budget of a site whose upstream hangs: short, so a hang ends quickly. A status fault is
 * answered at once and needs no short budget: given 150 ms, a loaded machine spent it on the
 * healthy calls of the same request and the test met a timeout instead of its fault.
 */
const HANG_TIMEOUT_MS = 150;
const TIMEOUT_MS = 10_000;
const COMPANY = '79000000002';
const MESSAGE = FAULT_MESSAGE;

const TABLE = SPEC_REACTIONS;

/**
 * Signs in through a site with the ordinary upstream budget: the short one of the failing sites
 * is for the failure under test, and a loaded machine can spend it on a healthy sign-in. The
 * cookie is the same on every site of these tests (one set of keys, one upstream).
 */
const signedIn = () => signInCookie(createSite(), COMPANY);

/** The site with every upstream call under `prefix` failing with `fault` (the rest is the real upstream). */
function siteFailing(prefix: string, fault: Fault) {
  const budget = fault === 'hang' ? HANG_TIMEOUT_MS : TIMEOUT_MS;
  return createSite({ UPSTREAM_TIMEOUT_MS: String(budget) }, (request) => {
    if (!new URL(request.url).pathname.startsWith(prefix)) return undefined;
    if (fault === 'hang') {
      // Ends only when the site gives up (the request's own deadline).
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
      ) as unknown as Response;
    }
    return Response.json({ message: MESSAGE, errors: { id: ['Неверное значение'] } }, { status: fault });
  });
}

const cookies = (res: Response) => res.headers.getSetCookie().join('\n');
const sessionCleared = (res: Response) => /__Host-session=;[^\n]*Max-Age=0/i.test(cookies(res));
const toastFlashed = (res: Response) => /__Host-toast=[^;\n]+/.test(cookies(res));
/** The text of the toast a redirect carries to the next page (the flash cookie, decrypted). */
async function flashedToast(res: Response): Promise<string | undefined> {
  const line = res.headers.getSetCookie().find((l) => /^__Host-toast=[^;]/.test(l));
  const value = line?.split(';')[0]?.slice('__Host-toast='.length);
  if (!value) return undefined;
  const payload = (await unseal(value, 'toast', [String(env.SESSION_SECRETS)])) as {
    items?: { message: string }[];
  } | null;
  return payload?.items?.[0]?.message;
}

const sameSite = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };

describe('one reaction table for every request kind (spec section 8)', () => {
  it.each(TABLE)(
    '%s: the island post, the plain form post, the download and the script call agree',
    async (fault, outcome) => {
      // The profile's «end other sessions»: its upstream call lists the sessions.
      const form = siteFailing('/api/v1/auth/profile/tokens', fault);
      const cookie = await signedIn();
      const status = statusOf(fault);
      const message = messageOf(fault);

      const island = await form.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
        method: 'POST',
        headers: { ...sameSite, cookie, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: '{}',
      });
      expect(island.status).toBe(status);
      const answer = (await island.json()) as { ok: boolean; toast: boolean; redirect?: string; message?: string };
      expect(answer.ok).toBe(false);
      expect(answer.redirect).toBe(outcome === 'signIn' ? '/login' : undefined);
      // A form keeps a refusal in place; an outage, a 429/500 and a sign-in are toasts.
      expect(answer.toast).toBe(outcome === 'signIn' || outcome === 'toast' || (outcome === 'page' && status >= 500));
      if (outcome !== 'signIn') expect(answer.message).toBe(message);
      expect(sessionCleared(island)).toBe(outcome === 'signIn');

      const plain = await form.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
        method: 'POST',
        headers: { ...sameSite, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe(outcome === 'signIn' ? '/login' : '/account/profile');
      expect(sessionCleared(plain)).toBe(outcome === 'signIn');
      expect(toastFlashed(plain)).toBe(outcome === 'signIn' || outcome === 'toast' || status >= 500);
      // The toast names the request's reference, as the download's and the error screen do (0021).
      if (outcome === 'toast' || (outcome === 'page' && status >= 500)) {
        const sentence = /[.!?…]$/.test(message) ? message : `${message}.`;
        expect(await flashedToast(plain)).toBe(`${sentence} Код ошибки: ${plain.headers.get('x-request-id')}`);
      }
      // Toast and sign-in screen; a 401 means the session ended elsewhere, said without jargon.
      if (outcome === 'signIn') {
        expect(await flashedToast(plain)).toBe(
          fault === 401 ? 'Сеанс завершён на другом устройстве — войдите снова' : MESSAGE,
        );
      }

      // A download link (the browser navigates) and a script's call, failing on the contract.
      const files = siteFailing('/api/v1/client/', fault);
      const fileCookie = await signedIn();
      const download = await files.request(`${ORIGIN}/api/account/contracts/3/schedule.csv`, {
        headers: { cookie: fileCookie, accept: 'text/html', referer: `${ORIGIN}/account/cars/3?status=unpaid` },
      });
      expect(sessionCleared(download)).toBe(outcome === 'signIn');
      if (outcome === 'signIn') {
        expect(download.status).toBe(303);
        expect(download.headers.get('location')).toBe('/login?next=%2Faccount%2Fcars%2F3%3Fstatus%3Dunpaid');
        expect(toastFlashed(download)).toBe(true);
      } else if (outcome === 'toast') {
        expect(download.status).toBe(303);
        expect(download.headers.get('location')).toBe('/account/cars/3?status=unpaid');
        // The toast carries the answer's reference a client reads to support (edge/observability).
        expect(await flashedToast(download)).toBe(`${message}. Код ошибки: ${download.headers.get('x-request-id')}`);
      } else {
        // The error page with the upstream's status (the stand-in renderer draws it); a link has no
        // form, so a 422 is its error page too.
        expect(download.status).toBe(status);
        expect(download.headers.get('content-type')).toMatch(/^text\/html/);
        expect(download.headers.get('content-disposition')).toBeNull();
      }

      const script = await files.request(`${ORIGIN}/api/account/contracts/3/payment-qr.svg`, {
        headers: { cookie: fileCookie, accept: 'image/svg+xml' },
      });
      expect(script.status).toBe(status);
      expect(script.headers.get('cache-control')).toBe('no-store');
      expect(sessionCleared(script)).toBe(outcome === 'signIn');
    },
  );

  it('a guest gets the same outcome on every /api/account route: a link or form to /login with the reason, a script 401', async () => {
    const site = createSite();
    const links = [
      '/api/account/bills/1.pdf',
      '/api/account/contracts/3/schedule.csv',
      '/api/account/contracts/3/schedule.ics',
    ];
    for (const path of links) {
      const res = await site.request(`${ORIGIN}${path}`, {
        headers: { accept: 'text/html', referer: `${ORIGIN}/account/bills?page=2` },
      });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe('/login?next=%2Faccount%2Fbills%3Fpage%3D2');
      expect(await flashedToast(res), path).toBe('Войдите в личный кабинет');
    }
    for (const path of ['/api/account/password', '/api/account/sessions/revoke-others', '/api/account/bills/archive']) {
      const plain = await site.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(plain.status, path).toBe(303);
      expect(plain.headers.get('location'), path).toBe('/login');
      const island = await site.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { ...sameSite, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: '{}',
      });
      expect(island.status, path).toBe(401);
      expect(await island.json(), path).toMatchObject({ ok: false, toast: true, redirect: '/login' });
    }
    const image = await site.request(`${ORIGIN}/api/account/contracts/3/payment-qr.svg`, {
      headers: { accept: 'image/svg+xml' },
    });
    expect(image.status).toBe(401);
    expect(await image.json()).toEqual({ message: 'Войдите в личный кабинет' });
  });

  it('a private person’s bill PDF is 404, never the sign-in page', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000001');
    const res = await site.request(`${ORIGIN}/api/account/bills/1.pdf`, { headers: { cookie, accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('a private person’s post to the bills archive is 404 and the session stays (issue 30)', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000001');
    const res = await site.request(`${ORIGIN}/api/account/bills/archive`, {
      method: 'POST',
      headers: { ...sameSite, cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'ids=1',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Счёт не найден' });
    expect(sessionCleared(res)).toBe(false);
    expect(site.upstreamCalls).not.toContain('POST /api/v1/client/bills/download-archive');
    const session = await site.request(`${ORIGIN}/api/session`, { headers: { cookie, 'x-requested-with': 'fetch' } });
    expect(((await session.json()) as { authenticated: boolean }).authenticated).toBe(true);
  });

  it('a session ended elsewhere is told in plain words, never «токен»', async () => {
    const site = createSite({}, (request) =>
      new URL(request.url).pathname.startsWith('/api/v1/auth/profile/tokens')
        ? Response.json({ message: 'Недействительный токен доступа' }, { status: 401 })
        : undefined,
    );
    const cookie = await signInCookie(site, COMPANY);
    const res = await site.request(`${ORIGIN}/api/account/sessions/revoke-others`, {
      method: 'POST',
      headers: { ...sameSite, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(sessionCleared(res)).toBe(true);
    expect(await flashedToast(res)).toBe('Сеанс завершён на другом устройстве — войдите снова');
  });
});
