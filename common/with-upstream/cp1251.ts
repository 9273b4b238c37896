/**
 * Windows-1251 (CP1251), the code page of many banks' payment-order systems. A payment purpose
 * or a QR field holding a character outside it (such as «₽», U+20BD) reaches such a bank as «?»
 * or is refused, so what goes into one is written in CP1251's repertoire only: the site's purposes
 * and the back office's QR fields (upstream/src/payments/st00012.ts) alike. The QR payload itself
 * stays UTF-8, as its header «ST00012» says.
 */

/** Bytes 0x80–0xBF; 0xC0–0xFF are А–я (U+0410–U+044F), 0x00–0x7F ASCII. 0x98 is unassigned. */
const HIGH = 'ЂЃ‚ѓ„…†‡€‰Љ‹ЊЌЋЏђ‘’“”•–—™љ›њќћџ\u00a0ЎўЈ¤Ґ¦§Ё©Є«¬\u00ad®Ї°±Ііґµ¶·ё№є»јЅѕї';

const inCp1251 = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0x410 && code <= 0x44f) || HIGH.includes(char);
};

/** What stands for a character CP1251 lacks: the rouble sign in words, spaces as spaces. */
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
