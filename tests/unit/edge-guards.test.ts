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
});
