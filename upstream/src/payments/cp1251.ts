/**
 * Windows-1251, the code page of many banks' payment-order systems: a QR field is written in its
 * repertoire only (the site keeps the same rule in common/cp1251.ts; a unit test holds both to
 * the WHATWG windows-1251 table). The payload itself stays UTF-8, as its header «ST00012» says.
 */

/** Bytes 0x80–0xBF; 0xC0–0xFF are А–я (U+0410–U+044F), 0x00–0x7F ASCII. 0x98 is unassigned. */
const HIGH = 'ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏђ‘’“”•–—™љ›њќћџ\u00a0ЎўЈ¤Ґ¦§Ё©Є«¬\u00ad®Ї°±Ііґµ¶·ё№є»јЅѕї';

const inCp1251 = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0x410 && code <= 0x44f) || HIGH.includes(char);
};

const STAND_IN = new Map([
  ['₽', 'руб.'],
  ['\u202f', ' '],
  ['\u2009', ' '],
]);

/** The text with every character outside CP1251 replaced («₽» → «руб.», any other → «?»). */
export function cp1251Text(text: string): string {
  let out = '';
  for (const char of text) out += inCp1251(char) ? char : (STAND_IN.get(char) ?? '?');
  return out;
}
