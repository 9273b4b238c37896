import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';

describe('password restore does not tell which phones are clients', () => {
  it('«send code» answers a client’s phone and an unknown one alike', async () => {
    const site = createSite();
    const send = (phone: string) =>
      site.request(`${ORIGIN}/api/auth/restore/send-code`, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ phone }),
      });
    const known = await send('+7 900 000-00-02');
    const unknown = await send('+7 999 123-45-67');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [await known.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true });
    // Both go on to the code step with the same cookies (flow and toast), only their contents sealed.
    const names = (res: Response) => res.headers.getSetCookie().map((line) => line.split('=')[0]);
    expect(names(known)).toEqual(names(unknown));
    expect(names(known).length).toBeGreaterThan(0);
  });
});
