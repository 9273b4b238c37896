/**
 * Russian phone numbers (ARCHITECTURE.md, upstream form rules): keep digits, a leading 8 becomes
 * 7, ten digits get a 7 in front; a mobile number is `^79\d{9}$`; shown as `+7 (XXX) XXX-XX-XX`.
 * Shared by the form schemas (client and edge) and the phone input's mask.
 */

/** `+7 (900) 000-00-01`, `8 900 000 00 01` and `9000000001` all become `79000000001`. */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10) digits = `7${digits}`;
  return digits;
}

export const isMobilePhone = (digits: string): boolean => /^79\d{9}$/.test(digits);

/** Any Russian number after normalising: 7 and ten digits (sign-in accepts landlines too). */
export const isRussianPhone = (digits: string): boolean => /^7\d{10}$/.test(digits);

/** `79000000001` → `+7 (900) 000-00-01`; anything else is returned as it is. */
export function formatPhone(value: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalizePhone(value));
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : value;
}

/**
 * The mask while typing: whatever was typed so far, laid out as `+7 (XXX) XXX-XX-XX`. A first
 * digit 7 or 8 is the country code (8 is the domestic prefix); any other first digit starts the
 * ten-digit number. Extra digits are dropped; an empty input stays empty.
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (!digits) return '';
  if (digits[0] === '7' || digits[0] === '8') digits = digits.slice(1);
  digits = digits.slice(0, 10);
  let out = '+7';
  if (digits.length > 0) out += ` (${digits.slice(0, 3)}`;
  if (digits.length >= 3) out += ')';
  if (digits.length > 3) out += ` ${digits.slice(3, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) out += `-${digits.slice(8, 10)}`;
  return out;
}
