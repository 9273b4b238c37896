import { unzlibSync } from 'fflate';

/**
 * The text a pdf-lib PDF draws, read back without a PDF library: every `<glyph ids> Tj` through its
 * font's ToUnicode map (the bills' archive test and the statement's read their PDFs with it).
 * One line per drawn string; no-break spaces stay as they are.
 */
export const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/** Every stream of a PDF, inflated when it is Flate-compressed. */
export function pdfStreams(pdf: Uint8Array): string[] {
  const text = latin1(pdf);
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let stop = end;
    while (stop > start && (pdf[stop - 1] === 0x0a || pdf[stop - 1] === 0x0d)) stop--;
    const raw = pdf.subarray(start, stop);
    try {
      out.push(latin1(unzlibSync(raw)));
    } catch {
      out.push(latin1(raw));
    }
    re.lastIndex = end;
  }
  return out;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => Number.parseInt(unit, 16)));

export function pdfText(pdf: Uint8Array): string {
  const streams = pdfStreams(pdf);
  const glyphs = new Map<number, string>();
  for (const stream of streams) {
    for (const [, block = ''] of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, id = '', to = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        glyphs.set(Number.parseInt(id, 16), utf16(to));
    for (const [, block = ''] of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo = '', hi = '', to = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        for (let id = Number.parseInt(lo, 16), k = 0; id <= Number.parseInt(hi, 16); id++, k++)
          glyphs.set(id, String.fromCharCode(Number.parseInt(to, 16) + k));
  }
  const lines: string[] = [];
  for (const stream of streams)
    for (const [, hex = ''] of stream.matchAll(/<([0-9a-f]*)>\s*Tj/gi))
      lines.push(
        (hex.match(/[0-9a-f]{4}/gi) ?? []).map((id) => glyphs.get(Number.parseInt(id, 16)) ?? '\ufffd').join(''),
      );
  return lines.join('\n');
}
