import { ACCOUNT_PAGES, accountPageOf } from '@common/pages';
import { loginPath, returnPath } from '@edge/guards/login-path';
import { guardRoute } from '@edge/guards/rules';
import { describe, expect, it } from 'vitest';

const person = { profile: { isLegalEntity: false } };
const company = { profile: { isLegalEntity: true } };

describe('route guards (spec section 6)', () => {
  it('sends guests from every account route to /login', () => {
    for (const path of ['/account', '/account/cars', '/account/cars/3', '/account/bills', '/account/profile']) {
      expect(guardRoute(path, null, false), path).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('lets guests open login and registration and public pages', () => {
    for (const path of ['/login', '/registration', '/', '/about', '/accounting']) {
      expect(guardRoute(path, null, false), path).toEqual({ kind: 'allow' });
    }
  });

  it('sends signed-in clients from /login and /registration to /account', () => {
    expect(guardRoute('/login', person, false)).toEqual({ kind: 'redirect', to: '/account' });
    expect(guardRoute('/registration', company, false)).toEqual({ kind: 'redirect', to: '/account' });
  });

  it('keeps bills for legal entities', () => {
    expect(guardRoute('/account/bills', company, false)).toEqual({ kind: 'allow' });
    expect(guardRoute('/account/bills', person, false)).toEqual({ kind: 'redirect', to: '/account' });
    expect(guardRoute('/account/cars', person, false)).toEqual({ kind: 'allow' });
  });

  it('hides login, registration and every account route when private routes are hidden', () => {
    for (const path of ['/login', '/registration', '/account', '/account/bills']) {
      expect(guardRoute(path, null, true), path).toEqual({ kind: 'notFound' });
      expect(guardRoute(path, company, true), path).toEqual({ kind: 'notFound' });
    }
    expect(guardRoute('/about', null, true)).toEqual({ kind: 'allow' });
  });

  it('a guest’s /login remembers the address asked for (path and query), and only a same-site one', () => {
    expect(guardRoute('/account/cars/2', null, false, '/account/cars/2?status=unpaid')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Faccount%2Fcars%2F2%3Fstatus%3Dunpaid',
    });
    expect(loginPath('//evil.example/x')).toBe('/login');
    expect(loginPath('https://evil.example/')).toBe('/login');
    expect(loginPath('/\\evil.example')).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
    expect(returnPath('/account/bills?page=2')).toBe('/account/bills?page=2');
    expect(returnPath('/login')).toBeUndefined();
    expect(returnPath(42)).toBeUndefined();
    expect(returnPath('/account\u0000')).toBeUndefined();
    expect(returnPath('/account\r\nSet-Cookie: x=1')).toBeUndefined();
  });

  it('every account page of the one list is guarded, and bills stay a legal entity’s', () => {
    for (const page of ACCOUNT_PAGES) {
      expect(accountPageOf(page.sample), page.sample).toBe(page);
      expect(guardRoute(page.sample, null, false).kind, page.sample).toBe('redirect');
      const asPerson = guardRoute(page.sample, person, false);
      expect(asPerson, page.sample).toEqual(
        page.legalEntityOnly ? { kind: 'redirect', to: '/account' } : { kind: 'allow' },
      );
    }
  });
});
