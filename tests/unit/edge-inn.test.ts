import { describe, expect, it } from 'vitest';
import { isValidInn } from '../../edge/auth/inn';
import { companyInput } from '../../edge/auth/schemas';

describe('INN check digits', () => {
  it('accepts valid 10- and 12-digit INNs', () => {
    for (const inn of ['7707083893', '500100732259', '7725140390']) expect(isValidInn(inn), inn).toBe(true);
  });

  it('rejects wrong check digits and wrong lengths', () => {
    for (const inn of ['7707083894', '500100732258', '12345', '77070838930', 'abcdefghij']) {
      expect(isValidInn(inn), inn).toBe(false);
    }
  });

  it('gives the registration form a Russian message', () => {
    const result = companyInput.safeParse({ inn: '7707083894', companyName: 'ООО «Вектор»' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Некорректный ИНН: не сходится контрольное число');
  });
});
