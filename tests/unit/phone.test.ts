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
    expect(maskPhone('')).toBe('');
    expect(maskPhone('9')).toBe('+7 (9');
    expect(maskPhone('8')).toBe('+7');
    expect(maskPhone('900')).toBe('+7 (900)');
    expect(maskPhone('9001')).toBe('+7 (900) 1');
    expect(maskPhone('9001234')).toBe('+7 (900) 123-4');
    expect(maskPhone('900123456')).toBe('+7 (900) 123-45-6');
    expect(maskPhone('+7 (900) 123-45-678')).toBe('+7 (900) 123-45-67');
    expect(maskPhone('89001234567')).toBe('+7 (900) 123-45-67');
  });
});
