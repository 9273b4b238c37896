import { describe, expect, it } from 'vitest';
import { createSite } from './site';

describe('the www. host redirects to the site address (PUBLIC_SITE_URL)', () => {
  const site = createSite({ PUBLIC_SITE_URL: 'https://leasing.example' });
  const page = { headers: { accept: 'text/html' }, redirect: 'manual' as const };

  it('301 to the same path and query on the apex, before any rendering', async () => {
    const res = await site.request('https://www.leasing.example/catalog?brand=haval&page=2', page);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://leasing.example/catalog?brand=haval&page=2');
    expect(await res.text()).not.toContain('rendered');
    const home = await site.request('https://www.leasing.example/', page);
    expect(home.headers.get('location')).toBe('https://leasing.example/');
  });

  it('every method, an API path and a path that reads as another host stay on the site’s origin', async () => {
    const post = await site.request('https://www.leasing.example/api/forms/callback', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(post.status).toBe(301);
    expect(post.headers.get('location')).toBe('https://leasing.example/api/forms/callback');
    const sneaky = await site.request('https://www.leasing.example//evil.example/x', page);
    expect(new URL(sneaky.headers.get('location') ?? '').origin).toBe('https://leasing.example');
  });

  it('the apex, another subdomain and a www. site address are left alone', async () => {
    expect((await site.request('https://leasing.example/catalog', page)).status).toBe(200);
    expect((await site.request('https://api.leasing.example/catalog', page)).status).toBe(200);
    const wwwSite = createSite({ PUBLIC_SITE_URL: 'https://www.leasing.example' });
    expect((await wwwSite.request('https://www.leasing.example/catalog', page)).status).toBe(200);
  });
});
