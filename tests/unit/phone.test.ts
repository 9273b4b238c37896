import { formatPhone, isMobilePhone, maskPhone, normalizePhone } from '@common/phone';
import { describe, expect, it } from 'vitest';

describe('phone', () => {
  it('normalises any common format', () => {
    for (const input of ['+7 (900) 123-45-67', '8 900 123 45 67', '9001234567', '79001234567', '+7-900-123-45-67']) {
      expect(normalizePhone(input)).toBe('79001234567');
    }
    expect(isMobilePhone(normalizePhone('8 (495) 123-45-67'))).toBe(false);
    expect(isMobilePhone('79001234567')).toBe(true);
  });

  it('formats for display', () => {
    expect(formatPhone('79001234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhone('8 900 1234567')).toBe('+7 (900) 123-45-67');
    expect(formatPhone('123')).toBe('123');
  });

  it('masks while typing', () => {
    // What the field shows for what has been typed so far.
    const shown = {
      '': '',
      '9': '+7 (9',
      '8': '+7',
      '900': '+7 (900)',
      '9001': '+7 (900) 1',
      '9001234': '+7 (900) 123-4',
      '900123456': '+7 (900) 123-45-6',
      '+7 (900) 123-45-678': '+7 (900) 123-45-67',
      '89001234567': '+7 (900) 123-45-67',
    };
    for (const [typed, mask] of Object.entries(shown)) expect(maskPhone(typed), typed).toBe(mask);
  });
});
