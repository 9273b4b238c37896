import { describe, expect, it } from 'vitest';
import { call, expireAccessTokens, INDIVIDUAL, type Json, json, LEGAL, login, PREFIXES } from './account-helpers';

const PROFILE_KEYS = [
  'address',
  'companyName',
  'firstName',
  'id',
  'inn',
  'lastName',
  'middleName',
  'name',
  'phone',
  'userType',
];
/** The fields of a driver, sorted. */
const DRIVER_KEYS = [
  'birthDate',
  'firstName',
  'id',
  'lastName',
  'licenseIssuedAt',
  'licenseNumber',
  'middleName',
  'name',
  'phone',
];

describe.each(PREFIXES)('%s/auth', (prefix) => {
  it('returns the profile with exactly the fields of the spec', async () => {
    const individual = await login(INDIVIDUAL);
    const p = await json(await call(`${prefix}/auth/profile`, { token: individual.access_token }));
    expect(Object.keys(p).sort()).toEqual(PROFILE_KEYS);
    expect(p).toMatchObject({
      name: 'Иванов Алексей Петрович',
      firstName: 'Алексей',
      lastName: 'Иванов',
      middleName: 'Петрович',
      phone: INDIVIDUAL,
      companyName: null,
      userType: { slug: 'individual', name: 'Физическое лицо' },
    });

    const legal = await login(LEGAL);
    const l = await json(await call(`${prefix}/auth/profile`, { token: legal.access_token }));
    expect(Object.keys(l).sort()).toEqual(PROFILE_KEYS);
    expect(l).toMatchObject({
      phone: LEGAL,
      inn: '7725140390',
      companyName: 'ООО «ТрансЛогистик»',
      userType: { slug: 'legalEntity', name: 'Юридическое лицо' },
    });
  });

  it('answers 401 with a Russian message without a token, with a bad one and with an expired one', async () => {
    for (const path of ['/auth/profile', '/auth/permissions', '/auth/profile/tokens', '/auth/profile/drivers']) {
      const none = await call(`${prefix}${path}`);
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ message: 'Требуется авторизация' });
      const bad = await call(`${prefix}${path}`, { token: 'not-a-real-token' });
      expect(bad.status).toBe(401);
      expect((await json(bad)).message).toBe('Недействительный токен доступа');
    }
    const t = await login(LEGAL);
    await expireAccessTokens();
    expect((await call(`${prefix}/auth/profile`, { token: t.access_token })).status).toBe(401);
  });

  it('lists permissions by client type', async () => {
    const legal = await json<{ roles: string[]; permissions: string[] }>(
      await call(`${prefix}/auth/permissions`, { token: (await login(LEGAL)).access_token }),
    );
    expect(legal.roles).toEqual(['client', 'legalEntity']);
    expect(legal.permissions).toContain('bills.view');
    const individual = await json<{ roles: string[]; permissions: string[] }>(
      await call(`${prefix}/auth/permissions`, { token: (await login(INDIVIDUAL)).access_token }),
    );
    expect(individual.roles).toEqual(['client', 'individual']);
    expect(individual.permissions).toContain('contracts.view');
    expect(individual.permissions).not.toContain('bills.view');
  });

  it('describes the access token, expired ones included', async () => {
    const t = await login(LEGAL);
    const info = await json(await call(`${prefix}/auth/token-info`, { token: t.access_token }));
    expect(info).toMatchObject({ clientId: 'web', userId: 2, scopes: ['*'], expired: false });
    // Whole seconds left: 3600 right after sign-in, one less if the clock ticked over meanwhile.
    expect(info.expiresIn).toBeGreaterThanOrEqual(3599);
    expect(info.expiresIn).toBeLessThanOrEqual(3600);
    expect(typeof info.expiresAt).toBe('string');
    await expireAccessTokens();
    const expired = await json(await call(`${prefix}/auth/token-info`, { token: t.access_token }));
    expect(expired).toMatchObject({ expired: true, expiresIn: 0 });
    expect((await call(`${prefix}/auth/token-info`)).status).toBe(401);
  });

  it('lists sign-in sessions and deletes one; another client cannot delete it', async () => {
    const a = await login(LEGAL);
    const b = await login(LEGAL);
    const list = await json<{ items: Json[] }>(await call(`${prefix}/auth/profile/tokens`, { token: a.access_token }));
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    const current = list.items.find((t) => t.current === true);
    const other = list.items.find((t) => t.current === false);
    expect(current).toMatchObject({ clientId: 'web', scopes: ['*'] });
    expect(Object.keys(current ?? {}).sort()).toEqual(
      ['clientId', 'createdAt', 'current', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scopes'].sort(),
    );

    const stranger = await login(INDIVIDUAL);
    const foreign = await call(`${prefix}/auth/profile/tokens/${String(other?.id)}`, {
      method: 'DELETE',
      token: stranger.access_token,
    });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).message).toBe('Токен не найден');

    // Sign out every other session of the user (b's among them).
    for (const t of list.items.filter((i) => i.current === false)) {
      const del = await call(`${prefix}/auth/profile/tokens/${String(t.id)}`, {
        method: 'DELETE',
        token: a.access_token,
      });
      expect(del.status).toBe(200);
    }
    expect((await call(`${prefix}/auth/profile`, { token: b.access_token })).status).toBe(401);
    expect((await call(`${prefix}/auth/profile`, { token: a.access_token })).status).toBe(200);
    expect((await call(`${prefix}/auth/profile/tokens/nope`, { method: 'DELETE', token: a.access_token })).status).toBe(
      404,
    );
  });

  it("lists the client's drivers and deletes only their own", async () => {
    const legal = await login(LEGAL);
    const individual = await login(INDIVIDUAL);
    const drivers = await json<{ items: Json[] }>(
      await call(`${prefix}/auth/profile/drivers`, { token: legal.access_token }),
    );
    expect(drivers.items.length).toBeGreaterThanOrEqual(2);
    const first = drivers.items[0] as Json;
    expect(Object.keys(first).sort()).toEqual(DRIVER_KEYS);
    const foreign = await call(`${prefix}/auth/profile/drivers/${String(first.id)}`, {
      method: 'DELETE',
      token: individual.access_token,
    });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).message).toBe('Водитель не найден');
    const own = await call(`${prefix}/auth/profile/drivers/${String(first.id)}`, {
      method: 'DELETE',
      token: legal.access_token,
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ message: 'Водитель удалён' });
    const after = await json<{ items: Json[] }>(
      await call(`${prefix}/auth/profile/drivers`, { token: legal.access_token }),
    );
    expect(after.items.map((d) => d.id)).not.toContain(first.id);
    expect(
      (await call(`${prefix}/auth/profile/drivers/abc`, { method: 'DELETE', token: legal.access_token })).status,
    ).toBe(404);
  });

  it('answers 405 for unsupported methods on known paths', async () => {
    const t = await login(LEGAL);
    expect((await call(`${prefix}/auth/profile`, { method: 'POST', token: t.access_token })).status).toBe(405);
    expect((await call(`${prefix}/auth/logout`, { method: 'GET', token: t.access_token })).status).toBe(405);
    const res = await call(`${prefix}/auth/permissions`, { method: 'DELETE', token: t.access_token });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ message: 'Метод не поддерживается' });
  });
});
