import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../../common/constants';
import { FAULT_SITE_LOG, FAULT_SITE_PORT, FAULT_UPSTREAM_PORT } from '../../playwright.config';
import { PASSWORD } from './auth-helpers';

/**
 * A client quotes an error (issue 33): an upstream 503 on an account page ends on the error screen
 * with a reference that is the answer's `x-request-id` and names exactly one JSON log line with the
 * upstream's status (the fault site's console is written to FAULT_SITE_LOG, scripts/serve.mjs).
 */
const SITE = `http://localhost:${FAULT_SITE_PORT}`;
const CONTROL = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}/__fault`;

/**
 * The JSON lines of the fault site's log that carry `id` (wrangler prefixes an error-level line
 * with «✘ [ERROR]»; deployed, Workers Logs parses the object itself).
 */
function linesOf(id: string): Record<string, unknown>[] {
  return (
    readFileSync(FAULT_SITE_LOG, 'utf8')
      .split('\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler colours its console.
      .map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''))
      .map((line) => line.slice(Math.max(0, line.indexOf('{"id":'))))
      .filter((line) => line.startsWith('{"id":') && line.includes(id))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.id === id)
  );
}

test('an upstream 503 on an account page: one reference in the page, the header and the log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Signed in through the form's action, not its page: nothing public is rendered (or cached) on
  // the fault site before upstream-faults.spec.ts meets its faults. A loaded host can spend the
  // fault site's short upstream bound on the sign-in itself: it is tried up to three times.
  let session: string | undefined;
  for (let attempt = 0; attempt < 3 && !session; attempt++) {
    const signedIn = await page.request.post(`${SITE}/api/auth/login`, {
      form: { phone: '79000000002', password: PASSWORD },
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    session = signedIn
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__Host-session='))?.value;
  }
  expect(session).toBeTruthy();
  await request.put(CONTROL, { data: { prefix: '/api/v1/client/', fault: 'status-503' } });
  try {
    const res = await page.goto(SITE + ROUTES.accountCars);
    expect(res?.status()).toBe(503);
    const id = (await res?.headerValue('x-request-id')) ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    await expect(page.locator('.error-screen__code')).toHaveText(`Код ошибки: 503 · ${id}`);
    // The log is written as the answer leaves: wait for the request's own line.
    await expect.poll(() => linesOf(id).some((line) => !('call' in line))).toBe(true);
    const lines = linesOf(id);
    const withUpstreamStatus = lines.filter((line) => 'call' in line && line.status === 503);
    expect(withUpstreamStatus).toHaveLength(1);
    expect(withUpstreamStatus[0]).toMatchObject({
      call: expect.stringMatching(/^GET \/api\/v1\/client\//),
      retry: true,
    });
    expect(lines.filter((line) => !('call' in line))).toEqual([
      expect.objectContaining({ method: 'GET', route: ROUTES.accountCars, status: 503, clientType: 'legalEntity' }),
    ]);
  } finally {
    await request.delete(CONTROL);
  }
});
