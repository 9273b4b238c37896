/**
 * Phones in any common format (ARCHITECTURE.md): digits only, a leading 8 becomes 7, ten digits
 * get a 7 in front. `+7 (900) 000-00-01`, `8 900 000 00 01` and `9000000001` are all 79000000001.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits;
}

export const isRussianPhone = (digits: string) => /^7\d{10}$/.test(digits);
export const isMobilePhone = (digits: string) => /^79\d{9}$/.test(digits);

/** `+7 (900) 000-00-01` for display. */
export function formatPhone(digits: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : digits;
}
