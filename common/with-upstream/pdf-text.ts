import {
  type Color,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';

/**
 * Text in a PDF with PT Sans, as the back office's bills (upstream/src/pdf/bill-pdf.ts) and the
 * site's statement (edge/exports/statement-pdf.ts) both draw it: one font, bold without a second.
 */
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.45, 0.45, 0.45);

/** 120 393,13 — grouping by a no-break space, a decimal comma; a minus before a negative sum. */
export function ruMoney(kop: number): string {
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  const roubles = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${roubles},${String(abs % 100).padStart(2, '0')}`;
}

export interface Fonts {
  regular: PDFFont;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  color?: Color;
}

/**
 * Bold without a second font: the glyphs are filled and outlined with a thin stroke (PT Sans Bold
 * would add a second font to every PDF).
 */
export function drawBold(page: PDFPage, fonts: Fonts, text: string, o: TextOptions): void {
  const color = o.color ?? BLACK;
  page.pushOperators(
    pushGraphicsState(),
    setTextRenderingMode(TextRenderingMode.FillAndOutline),
    setLineWidth(o.size / 28),
    setStrokingColor(color),
  );
  page.drawText(text, { ...o, font: fonts.regular, color });
  page.pushOperators(popGraphicsState());
}

/** The lines of `text` within `width` at `size`, broken between words (a longer word keeps its line). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
