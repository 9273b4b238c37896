/**
 * Phone numbers as the back office stores them: 11 digits starting with 7 (ARCHITECTURE.md).
 * Digits only; a leading 8 becomes 7; ten digits get a 7 in front. Any common format is accepted:
 * +7 (900) 000-00-01, 8 900 000 00 01, 9000000001.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits;
}

/** Any Russian number after normalising. */
export const isRussianPhone = (normalized: string): boolean => /^7\d{10}$/.test(normalized);

/** Russian mobile numbers: the only ones an SMS code can be sent to. */
export const isMobilePhone = (normalized: string): boolean => /^79\d{9}$/.test(normalized);

/** The message of a number that is not a mobile one (the site's forms use the same words). */
export const MOBILE_PHONE_MESSAGE = 'Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX';

/** +7 (XXX) XXX-XX-XX, used in SMS texts and documents. */
export function formatPhone(phone: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : phone;
}
