/** Digits only; a leading 8 becomes 7; ten digits get a 7 in front (ARCHITECTURE.md). */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits;
}

export const isMobilePhone = (normalized: string): boolean => /^79\d{9}$/.test(normalized);
