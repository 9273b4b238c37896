import { openSession, type SessionInput, sealSession } from '@edge/session/cookie';
import { sealKeys } from '@edge/session/keys';
import { seal } from '@edge/session/seal';
import { isExpired } from '@edge/session/types';
import { CompactEncrypt } from 'jose';
import { describe, expect, it } from 'vitest';

const OLD = 'old-secret-0123456789abcdef0123456789';
const NEW = 'new-secret-abcdef0123456789abcdef0123';

const demo: SessionInput = {
  accessToken: 'a'.repeat(43),
  refreshToken: 'r'.repeat(43),
  tokenExpiresAt: Date.now() + 3_600_000,
  profile: {
    id: 2,
    name: 'Смирнова Елена Викторовна',
    firstName: 'Елена',
    lastName: 'Смирнова',
    middleName: 'Викторовна',
    phone: '79000000002',
    inn: '7725140390',
    companyName: 'ООО «ТрансЛогистик»',
    address: '117556, г. Москва, Варшавское ш., д. 125, стр. 1, офис 304',
    userType: { slug: 'legalEntity' },
  },
};

describe('session cookie crypto', () => {
  it('round-trips the session and derives isLegalEntity', async () => {
    const value = await sealSession(demo, [NEW]);
    const session = await openSession(value, [NEW]);
    expect(session?.accessToken).toBe(demo.accessToken);
    expect(session?.refreshToken).toBe(demo.refreshToken);
    expect(session?.tokenExpiresAt).toBe(demo.tokenExpiresAt);
    expect(session?.profile).toEqual({ ...demo.profile, isLegalEntity: true });
    const individual = await openSession(
      await sealSession({ ...demo, profile: { ...demo.profile, userType: { slug: 'individual' } } }, [NEW]),
      [NEW],
    );
    expect(individual?.profile.isLegalEntity).toBe(false);
  });

  it('is a JWE with dir + A256GCM that does not show the tokens', async () => {
    const value = await sealSession(demo, [NEW]);
    const header = JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toMatchObject({ alg: 'dir', enc: 'A256GCM' });
    expect(value.split('.')).toHaveLength(5);
    expect(value).not.toContain(demo.accessToken);
  });

  it('stays well under 4 KB, even with every profile field at its longest', async () => {
    const typical = await sealSession(demo, [NEW]);
    expect(typical.length).toBeLessThan(1600);
    const longest = await sealSession(
      {
        ...demo,
        profile: {
          ...demo.profile,
          name: 'Ж'.repeat(182),
          firstName: 'Ж'.repeat(60),
          lastName: 'Ж'.repeat(60),
          middleName: 'Ж'.repeat(60),
          inn: '500100732259',
          companyName: 'Ж'.repeat(200),
          address: 'Ж'.repeat(300),
        },
      },
      [NEW],
    );
    // Name, attributes and the cookie header itself must fit the browsers' 4096-byte limit.
    expect(`__Host-session=${longest}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`.length).toBeLessThan(
      4000,
    );
  });

  it('rotates keys: the newest seals, older ones still open, retired ones do not', async () => {
    const sealedWithOld = await sealSession(demo, [OLD]);
    expect(await openSession(sealedWithOld, [NEW, OLD])).not.toBeNull();
    expect(await openSession(sealedWithOld, [NEW])).toBeNull();
    const sealedAfterRotation = await sealSession(demo, [NEW, OLD]);
    const [newest] = await sealKeys([NEW]);
    const header = JSON.parse(Buffer.from(sealedAfterRotation.split('.')[0] ?? '', 'base64url').toString());
    expect(header.kid).toBe(newest?.kid);
  });

  it('treats tampered, garbage, foreign and expired values as a guest', async () => {
    const value = await sealSession(demo, [NEW]);
    const parts = value.split('.');
    const ciphertext = parts[3] ?? '';
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(await openSession([parts[0], parts[1], parts[2], flipped, parts[4]].join('.'), [NEW])).toBeNull();
    expect(await openSession(`${value}x`, [NEW])).toBeNull();
    expect(await openSession('not-a-jwe', [NEW])).toBeNull();
    expect(await openSession('', [NEW])).toBeNull();
    expect(await openSession(undefined, [NEW])).toBeNull();
    expect(await openSession('a.b.c.d.e', [NEW])).toBeNull();
    // Sealed for another purpose (a flash cookie) with the same key.
    expect(await openSession(await seal({ ...demo }, 'form', [NEW], 60), [NEW])).toBeNull();
    // Expired.
    expect(await openSession(await seal({ ...demo }, 'session', [NEW], -10), [NEW])).toBeNull();
    // Right key, wrong payload shape.
    expect(await openSession(await seal({ accessToken: 1 }, 'session', [NEW], 60), [NEW])).toBeNull();
    // Right key id, content encrypted without the claims a JWT needs.
    const [key] = await sealKeys([NEW]);
    const raw = await new CompactEncrypt(new TextEncoder().encode('{"pur":"session"'))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: key?.kid ?? '' })
      .encrypt(key?.key ?? new Uint8Array(32));
    expect(await openSession(raw, [NEW])).toBeNull();
  });

  it('is expired without an expiry or once the expiry has passed', () => {
    const now = 1_800_000_000_000;
    expect(isExpired(undefined, now)).toBe(true);
    expect(isExpired({ tokenExpiresAt: 0 }, now)).toBe(true);
    expect(isExpired({ tokenExpiresAt: now - 1 }, now)).toBe(true);
    expect(isExpired({ tokenExpiresAt: now + 3_600_000 }, now)).toBe(false);
  });
});
