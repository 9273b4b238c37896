/**
 * Phone numbers as the back office stores them: 11 digits starting with 7.
 * Any common format is accepted: +7 (900) 000-00-01, 8 900 000 00 01, 9000000001.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return /^7\d{10}$/.test(digits) ? digits : null;
}

/** Russian mobile numbers: the only ones an SMS code can be sent to. */
export function isMobilePhone(phone: string): boolean {
  return /^79\d{9}$/.test(phone);
}

/** +7 (XXX) XXX-XX-XX, used in SMS texts and documents. */
export function formatPhone(phone: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 (${m[1]}) ${m[2]}-${m[3]}-${m[4]}` : phone;
}
