import { describe, expect, it } from 'vitest';
import { createSite, signInCookie } from './site';

const ARCHIVE = '/api/v1/client/bills/download-archive';

describe('the bills archive call (spec section 7)', () => {
  it('accepts XML, as the spec says of the QR and archive calls', async () => {
    const accepts: (string | null)[] = [];
    const site = createSite({}, (request) => {
      if (new URL(request.url).pathname === ARCHIVE) accepts.push(request.headers.get('accept'));
      return undefined;
    });
    // Bills are a legal entity's (spec section 6): a private person's PDF is a 404 without a call.
    const cookie = await signInCookie(site, '79000000002');
    await site.request('http://localhost/api/account/bills/1.pdf', { headers: { cookie } });
    expect(site.upstreamCalls).toContain(`POST ${ARCHIVE}`);
    expect(accepts).toEqual(['application/xml']);
  });
});
