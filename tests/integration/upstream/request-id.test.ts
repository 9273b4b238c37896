import { env } from 'cloudflare:test';
import { createApp } from '@upstream/src/app';
import { logLine } from '@upstream/src/http/request-id';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRateLimits } from './account-helpers';

/** The JSON lines a console spy received, one object a line. */
const jsonLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((args) => JSON.parse(String(args[0])));

describe('the upstream logs the request id the site gives it (x-request-id, decision 0021)', () => {
  beforeEach(() => resetRateLimits());
  afterEach(() => vi.restoreAllMocks());

  // No SMS gateway (no outbox, no SMSRU_API_ID): the send fails and the upstream logs why.
  const noGateway = { ...env, DEV_OUTBOX_ENABLED: 'false', SMSRU_API_ID: undefined };
  const sendCode = (headers: Record<string, string>, phone: string) =>
    createApp().request(
      '/api/v1/register/phone/send-code',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ phone }),
      },
      noGateway,
    );

  it('a log line of the request carries the id the site sent, and the answer names it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await sendCode({ 'x-request-id': '8c1f2a3b4d5e6f70' }, '79015550901');
    expect(res.headers.get('x-request-id')).toBe('8c1f2a3b4d5e6f70');
    expect(jsonLines(error)).toContainEqual(
      expect.objectContaining({ id: '8c1f2a3b4d5e6f70', event: 'sms', gateway: 'none', outcome: 'unconfigured' }),
    );
    const ray = await sendCode({ 'x-request-id': '8c1f2a3b4d5e6f70-DME' }, '79015550902');
    expect(ray.headers.get('x-request-id')).toBe('8c1f2a3b4d5e6f70-DME');
  });

  it('an id of another shape is never logged: its own ray id, else one generated', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const forged = await sendCode({ 'x-request-id': 'phone 79001234567 {"id":"x"}' }, '79015550903');
    const id = forged.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(jsonLines(error))).not.toContain('79001234567');
    expect(jsonLines(error).map((line) => line.id)).toContain(id);
    const withRay = await sendCode({ 'x-request-id': 'nope', 'cf-ray': '0123456789abcdef-AMS' }, '79015550904');
    expect(withRay.headers.get('x-request-id')).toBe('0123456789abcdef-AMS');
  });

  it('outside a request (the Cron) a line has no id', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    logLine('log', { event: 'prune' });
    expect(jsonLines(log)).toEqual([{ event: 'prune' }]);
  });
});
