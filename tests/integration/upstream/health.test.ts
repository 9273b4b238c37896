import { env, SELF } from 'cloudflare:test';
import { createApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';

describe('upstream worker', () => {
  it('answers unknown paths with a JSON 404 in Russian', async () => {
    const res = await SELF.fetch('https://upstream.test/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Не найдено' });
  });

  it('names where SMS codes go at GET /: the outbox, SMS.ru, or none without SMSRU_API_ID (registration by SMS off)', async () => {
    const root = async (overrides: Record<string, unknown>) =>
      (await (await createApp().request('/', {}, { ...env, ...overrides })).json()) as { sms: string };
    expect((await root({})).sms).toBe('outbox');
    expect((await root({ DEV_OUTBOX_ENABLED: 'false', SMSRU_API_ID: undefined })).sms).toBe('none');
    expect((await root({ DEV_OUTBOX_ENABLED: 'false', SMSRU_API_ID: '' })).sms).toBe('none');
    expect((await root({ DEV_OUTBOX_ENABLED: 'false', SMSRU_API_ID: 'key' })).sms).toBe('sms.ru');
  });
});
