import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createSite, signInCookie } from './site';

describe('the schedule CSV of upstream text that starts a formula', () => {
  it('opens as text in Excel: a leading apostrophe, numbers untouched', async () => {
    await env.DB.prepare(`UPDATE client_contracts SET car_brand = ?, car_model = ? WHERE id = 2`)
      .bind('=HYPERLINK("http://evil.example";"Оплатить")', '+cmd')
      .run();
    const site = createSite();
    const cookie = await signInCookie(site, '79000000001');
    const res = await site.request('http://localhost/api/account/contracts/2/schedule.csv', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"";""Оплатить"") +cmd, 2025"`);
    expect(lines.slice(4).every((line) => line === '' || /^\d+;[^=+\-@]/.test(line))).toBe(true);
    expect(lines[4]).toBe('0;Аванс;15.08.2025;489800,00;489800,00;0,00;20;81633,33;1959200,00;Оплачен;15.08.2025');
  });
});
