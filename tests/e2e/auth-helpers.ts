/** Helpers of the sign-in and registration journeys. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

export const UPSTREAM = `http://localhost:${UPSTREAM_PORT}`;
export const PASSWORD = 'Demo-2026';

/** A phone nobody has registered yet (both projects run in one upstream database). */
export const freshPhone = () =>
  `79${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

let addresses = 0;
/**
 * A visitor address of its own for a test (`test.use({ extraHTTPHeaders: ownAddress })`): the SMS
 * limits count codes per address (10 an hour, a challenge past 3), and every test would otherwise
 * come from the same one. Locally workerd takes `CF-Connecting-IP` as sent; Cloudflare sets it.
 */
export const ownAddress = async (
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  {},
  use: (headers: Record<string, string>) => Promise<void>,
) => {
  addresses += 1;
  await use({ 'cf-connecting-ip': `198.18.${process.pid % 250}.${addresses % 250}` });
};

export async function smsCode(
  request: APIRequestContext,
  phone: string,
  purpose: 'register' | 'restore',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${UPSTREAM}/api/v1/dev/sms-outbox?phone=${phone}&limit=5`);
      const body = (await res.json()) as { items: { purpose: string; code: string }[] };
      code = body.items.find((item) => item.purpose === purpose)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Signs a client in through the form; `origin` names another site instance (the fault site). */
export async function signIn(page: Page, phone: string, password = PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Телефон').fill(phone);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Signs a client in with the sign-in form's own post, sent from the page's context (its cookies),
 * without rendering /login: on the fault site a guest page rendered before the public faults run
 * would be served from the page cache to them (tests/e2e/upstream-faults.spec.ts).
 */
export async function signInByPost(page: Page, phone: string, origin: string, password = PASSWORD) {
  const res = await page.request.post(`${origin}/api/auth/login`, {
    form: { phone: `7${phone}`, password },
    headers: { origin, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status(), 'sign-in').toBe(303);
  expect(res.headers().location, 'sign-in').toMatch(/\/account$/);
}

/** Where a project keeps a client's session cookie for the run (Playwright empties test-results first). */
const sessionFile = (phone: string) => {
  const project = test.info().project;
  return path.join(project.outputDir, '.sessions', `${project.name}-${phone}.json`);
};

/**
 * Opens `path` (an account page usually) signed in as a demo client. The suites outside the
 * sign-in journeys sign in by stored state: the first test of a project signs the client in
 * through the form and keeps its session cookie in a file; later tests start with that cookie. A
 * session ended upstream since (a test that revokes sessions, a password restore) sends the page
 * to /login: then it signs in through the form again. A test that signs out or ends sessions uses
 * `signIn`, a session of its own.
 */
export async function openSignedIn(page: Page, phone: string, target: string) {
  const file = sessionFile(phone);
  if (existsSync(file)) {
    await page.context().addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookie[]);
    const response = await page.goto(target);
    if (new URL(page.url()).pathname !== '/login') return response;
    await page.context().clearCookies({ name: '__Host-session' });
  }
  await signIn(page, phone);
  const session = await sessionCookie(page.context());
  if (session) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify([session]));
  }
  return page.goto(target);
}

/**
 * The sign-in form once its island has hydrated: before that, typing is a plain input with no
 * mask (the server accepts any phone format), so a test of the mask waits for this first.
 */
export async function loginFormReady(page: Page) {
  await expect(page.locator('form[data-enhanced]', { has: page.getByLabel('Телефон') })).toHaveCount(1);
}

export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === '__Host-session');
}

/** A new private client registered straight through the upstream (faster than the screens). */
export async function registerClient(request: APIRequestContext, password = 'Start-2026'): Promise<string> {
  const phone = freshPhone();
  const api = `${UPSTREAM}/api/v1/register/phone`;
  expect((await request.post(`${api}/send-code`, { data: { phone } })).status()).toBe(200);
  const code = await smsCode(request, phone, 'register');
  const checked = await request.post(`${api}/check-code`, { data: { phone, code } });
  const { verificationToken } = (await checked.json()) as { verificationToken: string };
  const registered = await request.post(api, {
    data: {
      phone,
      verificationToken,
      password,
      passwordConfirmation: password,
      lastName: 'Проверкина',
      firstName: 'Вера',
    },
  });
  expect(registered.status()).toBeLessThan(300);
  return phone;
}

/**
 * A demo client's session as a `cookie` header, for the request-level tests: the sign-in form's
 * own post, from a request context of its own (its cookie jar would otherwise send the session
 * with the test's guest requests too).
 */
export async function sessionCookieHeader(phone: string): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const context = await request.newContext({ baseURL });
  try {
    const res = await context.post('/api/auth/login', {
      form: { phone, password: PASSWORD },
      headers: { origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(res.status(), 'sign-in').toBe(303);
    const line = res
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__Host-session='));
    expect(line, 'the session cookie').toBeTruthy();
    return line?.value.split(';')[0] ?? '';
  } finally {
    await context.dispose();
  }
}
