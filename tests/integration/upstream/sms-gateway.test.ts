import { env } from 'cloudflare:test';
import { createApp } from '@upstream/src/app';
import { smsRuSender } from '@upstream/src/sms/sms-ru';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRateLimits } from './account-helpers';

const PHONE = '79015550101';
const MESSAGE = { phone: PHONE, purpose: 'register', text: 'Код для регистрации: 123456.', code: '123456' };

/** What the double saw of each request: SMS.ru's form fields. */
interface Seen {
  method: string;
  path: string;
  form: Record<string, string>;
}

/**
 * A local double of SMS.ru's wire format (https://sms.ru/api/send): POST /sms/send with a form
 * body (api_id, to, msg, json=1), a JSON answer with the request's status and one per number.
 */
function smsRuDouble(answer: (form: Record<string, string>) => Response) {
  const seen: Seen[] = [];
  const app = new Hono();
  app.post('/sms/send', async (c) => {
    const form = Object.fromEntries([...(await c.req.formData()).entries()].map(([k, v]) => [k, String(v)])) as Record<
      string,
      string
    >;
    seen.push({ method: c.req.method, path: c.req.path, form });
    return answer(form);
  });
  const fetchDouble = ((input: RequestInfo | URL, init?: RequestInit) =>
    app.request(new Request(input, init))) as typeof fetch;
  return { seen, fetch: fetchDouble };
}

const accepted = (form: Record<string, string>) =>
  Response.json({
    status: 'OK',
    status_code: 100,
    sms: { [form.to ?? '']: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
    balance: 4122.56,
  });

/** The JSON lines a console spy received (decision 0021): one object a line. */
const jsonLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((args) => JSON.parse(String(args[0])));

const sender = (fetchImpl: typeof fetch, from?: string) =>
  smsRuSender({ apiId: 'test-api-id', baseUrl: 'https://sms.double', from, fetch: fetchImpl });

describe('SMS.ru adapter against a double of its wire format', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the documented form fields and takes «OK» for the number as sent', async () => {
    const double = smsRuDouble(accepted);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await sender(double.fetch, 'DriveLeasing').send(MESSAGE)).toEqual({ ok: true });
    expect(jsonLines(log)).toEqual([
      {
        event: 'sms',
        gateway: 'sms.ru',
        outcome: 'sent',
        purpose: 'register',
        durationMs: expect.any(Number),
        status: 200,
        gatewayStatus: 100,
        smsId: '000000-10000000',
      },
    ]);
    expect(double.seen).toEqual([
      {
        method: 'POST',
        path: '/sms/send',
        form: { api_id: 'test-api-id', to: PHONE, msg: MESSAGE.text, json: '1', from: 'DriveLeasing' },
      },
    ]);
  });

  it('a refused request (bad api_id 200, no money 201) is the gateway unavailable', async () => {
    const double = smsRuDouble(() =>
      Response.json({ status: 'ERROR', status_code: 201, status_text: 'Не хватает средств' }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sender(double.fetch).send(MESSAGE)).toEqual({ ok: false, reason: 'unavailable' });
    expect(jsonLines(log)).toMatchObject([{ event: 'sms', outcome: 'refused', status: 200, gatewayStatus: 201 }]);
  });

  it('a refused number (207) is the number, not the gateway', async () => {
    const double = smsRuDouble((form) =>
      Response.json({
        status: 'OK',
        status_code: 100,
        sms: { [form.to ?? '']: { status: 'ERROR', status_code: 207, status_text: 'Нельзя отправлять' } },
      }),
    );
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sender(double.fetch).send(MESSAGE)).toEqual({ ok: false, reason: 'number' });
    expect(jsonLines(log)).toMatchObject([{ event: 'sms', outcome: 'number', gatewayStatus: 207 }]);
  });

  it('an HTTP 502, an answer that is not its JSON, or no connection is the gateway unavailable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = smsRuDouble(() => new Response('Bad Gateway', { status: 502 }));
    const html = smsRuDouble(() => new Response('<html>maintenance</html>', { status: 200 }));
    const refused = (() => Promise.reject(new TypeError('connection refused'))) as typeof fetch;
    for (const f of [down.fetch, html.fetch, refused]) {
      expect(await sender(f).send(MESSAGE)).toEqual({ ok: false, reason: 'unavailable' });
    }
    expect(jsonLines(log).map((line) => [line.outcome, line.status])).toEqual([
      ['malformed', 502],
      ['malformed', 200],
      ['unreachable', undefined],
    ]);
    // No log line carries the code, the text, the phone or the api_id.
    for (const args of log.mock.calls) expect(args.join(' ')).not.toMatch(/123456|79015550101|регистрации|test-api-id/);
  });
});

describe('send-code with the gateway in a deployment (no development outbox)', () => {
  const deployed = {
    ...env,
    DEV_OUTBOX_ENABLED: 'false',
    SMSRU_API_ID: 'test-api-id',
    SMSRU_API_URL: 'https://sms.double',
  };
  const app = createApp();
  const sendCode = (phone: string) =>
    app.request(
      '/api/v1/register/phone/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ phone }),
      },
      deployed,
    );
  const counts = async (phone: string) => ({
    codes: (
      await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ?1').bind(phone).first<{ n: number }>()
    )?.n,
    outbox: (
      await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE phone = ?1').bind(phone).first<{ n: number }>()
    )?.n,
    hits: (
      await env.DB.prepare(
        "SELECT COALESCE(SUM(hits), 0) AS n FROM auth_rate_limits WHERE key IN ('sms:phone:' || ?1, 'sms:ip:198.51.100.7', 'sms:site')",
      )
        .bind(phone)
        .first<{ n: number }>()
    )?.n,
  });

  beforeEach(() => resetRateLimits());
  afterEach(() => vi.restoreAllMocks());

  it('hands the code to SMS.ru, writes no outbox row and logs no code', async () => {
    const double = smsRuDouble(accepted);
    vi.spyOn(globalThis, 'fetch').mockImplementation(double.fetch);
    const logged = [vi.spyOn(console, 'log'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')];
    const res = await sendCode('79015550102');
    expect(res.status).toBe(200);
    expect(double.seen).toHaveLength(1);
    const code = double.seen[0]?.form.msg?.match(/\d{6}/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(await counts('79015550102')).toEqual({ codes: 1, outbox: 0, hits: 3 });
    for (const spy of logged) for (const args of spy.mock.calls) expect(args.join(' ')).not.toContain(code);
  });

  it('the gateway down: a clear Russian message, no code kept, the limit hits kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(smsRuDouble(() => new Response('', { status: 503 })).fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await sendCode('79015550103');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message:
        'Не удалось отправить SMS: сервис отправки сообщений временно недоступен. Попробуйте через несколько минут',
    });
    // The hits stay (a refused send cannot be retried without limit); no code stays, so no
    // 60-second cooldown either: the next try goes to the gateway at once, and counts.
    expect(await counts('79015550103')).toEqual({ codes: 0, outbox: 0, hits: 3 });
    const double = smsRuDouble(accepted);
    vi.spyOn(globalThis, 'fetch').mockImplementation(double.fetch);
    expect((await sendCode('79015550103')).status).toBe(200);
  });

  it("a number the gateway refuses is the phone field's error", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      smsRuDouble((form) =>
        Response.json({
          status: 'OK',
          status_code: 100,
          sms: { [form.to ?? '']: { status: 'ERROR', status_code: 202 } },
        }),
      ).fetch,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await sendCode('79015550104');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { phone: [expect.stringContaining('не удаётся отправить SMS')] },
    });
  });

  it('a refused number keeps its hits: it cannot be retried without limit', async () => {
    const refusedNumber = smsRuDouble((form) =>
      Response.json({
        status: 'OK',
        status_code: 100,
        sms: { [form.to ?? '']: { status: 'ERROR', status_code: 207 } },
      }),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(refusedNumber.fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendCode('79015550106')).status);
    // The phone's 5 codes an hour are spent by the refusals; the gateway was asked 5 times only.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
    expect(refusedNumber.seen).toHaveLength(5);
  });

  const restore = (phone: string, ip: string) =>
    app.request(
      '/api/v1/restore-password/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ phone }),
      },
      deployed,
    );
  const budgetSpent = async () =>
    (
      await env.DB.prepare("SELECT COALESCE(SUM(hits), 0) AS n FROM auth_rate_limits WHERE key = 'sms:site'").first<{
        n: number;
      }>()
    )?.n;

  it('a restore for an unknown phone answers as for a client, calls no gateway and spends no SMS budget', async () => {
    const double = smsRuDouble(accepted);
    vi.spyOn(globalThis, 'fetch').mockImplementation(double.fetch);
    const known = await restore('79000000001', '198.51.100.31');
    expect(known.status).toBe(200);
    expect(double.seen).toHaveLength(1);
    expect(await budgetSpent()).toBe(1);
    const answers = [];
    for (const [i, phone] of ['79015550171', '79015550172', '79015550173'].entries()) {
      const res = await restore(phone, `198.51.100.${40 + i}`);
      answers.push({ status: res.status, body: await res.json() });
    }
    const knownBody = await known.json();
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: knownBody });
    // No SMS, no budget: only the client's code counted against the day.
    expect(double.seen).toHaveLength(1);
    expect(await budgetSpent()).toBe(1);
    // The same work all the same: a stored code (so the cooldown holds), the phone's and the address's hits.
    expect((await restore('79015550171', '198.51.100.40')).status).toBe(429);
    expect(await counts('79015550171')).toMatchObject({ codes: 1, outbox: 0 });
  });

  it('with the day’s budget spent, an unknown phone is refused as a client’s would be', async () => {
    const double = smsRuDouble(accepted);
    vi.spyOn(globalThis, 'fetch').mockImplementation(double.fetch);
    const spent = { ...deployed, SMS_DAILY_BUDGET: '1' };
    const ask = (phone: string, ip: string) =>
      app.request(
        '/api/v1/restore-password/send-code',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ phone }),
        },
        spent,
      );
    const register = await app.request(
      '/api/v1/register/phone/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.51' },
        body: JSON.stringify({ phone: '79015550180' }),
      },
      spent,
    );
    expect(register.status).toBe(200);
    const client = await ask('79000000002', '198.51.100.52');
    const stranger = await ask('79015550181', '198.51.100.53');
    expect(client.status).toBe(429);
    expect(stranger.status).toBe(429);
    expect(((await stranger.json()) as { message: string }).message).toBe(
      ((await client.json()) as { message: string }).message,
    );
    expect(await budgetSpent()).toBe(1);
  });

  it('without SMSRU_API_ID a deployment sends nothing and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request(
      '/api/v1/register/phone/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '79015550105' }),
      },
      { ...env, DEV_OUTBOX_ENABLED: 'false' },
    );
    expect(res.status).toBe(500);
    expect(await counts('79015550105')).toMatchObject({ codes: 0, outbox: 0 });
  });
});
