import { type APIRequestContext, type APIResponse, expect, request as requests } from '@playwright/test';
import { PASSWORD } from './auth-helpers';
import { COMPANY, SITE } from './reaction-faults';
import { element, elements, textOf } from './server-html';

/**
 * A visitor of the fault site by HTTP, for reaction-matrix.http.spec.ts: a cookie jar of its own,
 * signed in by the sign-in form's post, and what a browser would read from an answer.
 */

/** What a browser sends with a page load or a link it follows: the edge answers it with HTML. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A visitor of its own (a cookie jar) signed in by the sign-in form's post. */
export function visitor(): Promise<APIRequestContext> {
  return requests.newContext({ baseURL: SITE, extraHTTPHeaders: NAVIGATION });
}
export async function signIn(api: APIRequestContext, phone = COMPANY) {
  const res = await api.post('/api/auth/login', {
    form: { phone: `7${phone}`, password: PASSWORD },
    headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status(), 'sign-in').toBe(303);
}
export const hasSession = async (api: APIRequestContext) =>
  (await api.storageState()).cookies.some((cookie) => cookie.name === '__Host-session');

/** Where the redirects ended: path and query. */
export const landed = (res: APIResponse) => {
  const url = new URL(res.url());
  return url.pathname + url.search;
};
export const heading = (html: string) => element(html, 'h1')?.text;
/** The toasts the server drew (a flash after a redirect); each may end with its error reference. */
export const toasts = (html: string) => elements(html, 'p', /class="toast__message"/).map((p) => p.text);
/** Every toast's text, one after another: a test looks for one within (a toast may add its reference). */
export const toastText = (html: string) => toasts(html).join(' | ');

/** The error screen of spec sections 2 and 8: the status and the upstream's message. */
export function expectErrorScreen(html: string, status: number, message: string, where: string) {
  if (status === 404) {
    expect(heading(html), where).toBe('Страница не найдена');
    return;
  }
  expect(heading(html), where).toBe('Что-то пошло не так');
  const screen = textOf(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').split('class="error-screen"')[1] ?? '');
  expect(screen, where).toContain(`Код ошибки: ${status}`);
  expect(screen, where).toContain(message);
}
