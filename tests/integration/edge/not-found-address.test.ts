import { describe, expect, it } from 'vitest';
import { createSite } from './site';

describe('the address /404 (docs/decisions/0011-404-address.md)', () => {
  it('is the not-found screen with a real 404; another dotless path renders as before', async () => {
    const site = createSite();
    const page = { headers: { accept: 'text/html' } };
    const notFound = await site.request('http://localhost/404', page);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-type')).toContain('text/html');
    expect((await site.request('http://localhost/404-not', page)).status).toBe(200);
    expect((await site.request('http://localhost/some-page', page)).status).toBe(200);
  });
});
