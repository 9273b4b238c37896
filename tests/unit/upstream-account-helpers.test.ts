import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plural } from '@common/with-upstream/plural';
import { isValidInn } from '@upstream/src/auth/inn';
import { hashPassword, verifyPassword } from '@upstream/src/auth/password';
import { retryText } from '@upstream/src/auth/rate-limit';
import { seal, unseal } from '@upstream/src/auth/seal';
import { formatPhone, isMobilePhone, isRussianPhone, normalizePhone } from '@upstream/src/http/phone';
import { roublesInWords } from '@upstream/src/pdf/amount-in-words';
import { describe, expect, it } from 'vitest';

describe('normalizePhone', () => {
  it.each([
    ['+7 (900) 000-00-01', '79000000001'],
    ['8 900 000 00 01', '79000000001'],
    ['9000000001', '79000000001'],
    ['79000000001', '79000000001'],
    ['+7-495-123-45-67', '74951234567'],
    ['+7 (912) 345-67-89', '79123456789'],
    ['8 912 345 67 89', '79123456789'],
    ['9123456789', '79123456789'],
    ['+7 495 120-45-45', '74951204545'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '12345', '+1 202 555 0100', '380501234567', '99000000001'])('refuses %s', (input) => {
    expect(isRussianPhone(normalizePhone(input))).toBe(false);
  });

  it('tells mobile numbers and formats them', () => {
    expect(isMobilePhone('79000000001')).toBe(true);
    expect(isMobilePhone('74951234567')).toBe(false);
    expect(isMobilePhone('79123456789')).toBe(true);
    expect(isMobilePhone('74951204545')).toBe(false);
    expect(isMobilePhone('7912345678')).toBe(false);
    expect(formatPhone('79000000001')).toBe('+7 (900) 000-00-01');
  });
});

describe('isValidInn', () => {
  it.each(['7707083893', '500100732259', '7725140390', '7703519280'])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });
  it.each(['7707083894', '500100732258', '123', '77070838931', 'abcdefghij', ''])('refuses %s', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('passwords', () => {
  it('hashes with PBKDF2 and a per-user salt', async () => {
    const a = await hashPassword('Demo-2026');
    const b = await hashPassword('Demo-2026');
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo-2026', a)).toBe(true);
    expect(await verifyPassword('demo-2026', a)).toBe(false);
    expect(await verifyPassword('Demo-2026', 'garbage')).toBe(false);
  });

  it('verifies the demo hashes written by upstream/seed/accounts.ts', async () => {
    const seed = readFileSync('upstream/seed/sql/0003_accounts_seed.sql', 'utf8');
    const hashes = [...seed.matchAll(/'(pbkdf2-sha256\$[^']+)'/g)].map((m) => m[1] ?? '');
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(await verifyPassword('Demo-2026', hash)).toBe(true);
  });
});

describe('sealed grace payload', () => {
  it('opens only with the refresh token it was sealed with', async () => {
    const sealed = await seal('{"access":"a"}', 'refresh-1');
    expect(await unseal(sealed, 'refresh-1')).toBe('{"access":"a"}');
    expect(await unseal(sealed, 'refresh-2')).toBeNull();
    expect(await unseal('broken', 'refresh-1')).toBeNull();
  });
});

describe('Russian wording', () => {
  it('pluralises', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural(n, ['секунду', 'секунды', 'секунд']))).toEqual([
      'секунду',
      'секунды',
      'секунд',
      'секунд',
      'секунду',
      'секунды',
      'секунд',
    ]);
    expect(retryText(45)).toBe('через 45 секунд');
    expect(retryText(41)).toBe('через 41 секунду');
    expect(retryText(700)).toBe('через 12 минут');
  });

  it.each([
    [12039313, 'Сто двадцать тысяч триста девяносто три рубля 13 копеек'],
    [100, 'Один рубль 00 копеек'],
    [2305_88, 'Две тысячи триста пять рублей 88 копеек'],
    [298000000, 'Два миллиона девятьсот восемьдесят тысяч рублей 00 копеек'],
    [1_121_01, 'Одна тысяча сто двадцать один рубль 01 копейка'],
    [11_12, 'Одиннадцать рублей 12 копеек'],
    [0, 'Ноль рублей 00 копеек'],
  ])('%i kopecks in words', (kop, words) => {
    expect(roublesInWords(kop)).toBe(words);
  });
});

describe('accounts seed', () => {
  it('is what upstream/seed/accounts.ts generates (deterministic and up to date)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-seed-'));
    const out = join(dir, 'seed.sql');
    const run = spawnSync(process.execPath, ['--experimental-strip-types', 'upstream/seed/accounts.ts', out], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync('upstream/seed/sql/0003_accounts_seed.sql', 'utf8'));
  });
});
