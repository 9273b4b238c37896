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

/** The page, the figures and the text of a bill PDF (`bill-pdf.ts`): drawing primitives with PT Sans. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.45, 0.45, 0.45);

/** `2026-11-25` → `25.11.2026`. */
export const ruDate = (iso: string): string => iso.split('-').reverse().join('.');

/** 120 393,13 — Russian grouping with a narrow no-break space and a decimal comma. */
export function ruMoney(kop: number): string {
  const roubles = Math.floor(kop / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${roubles},${String(kop % 100).padStart(2, '0')}`;
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
 * would add a second subset to every PDF).
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

/** Draws wrapped text from the top line at `y`; returns the y below the last line. */
export function paragraph(
  page: PDFPage,
  fonts: Fonts,
  text: string,
  at: { x: number; y: number; width: number; size?: number; bold?: boolean },
): number {
  const size = at.size ?? 10;
  let cursor = at.y;
  for (const line of wrap(text, fonts.regular, size, at.width)) {
    if (at.bold) drawBold(page, fonts, line, { x: at.x, y: cursor, size });
    else page.drawText(line, { x: at.x, y: cursor, size, font: fonts.regular, color: BLACK });
    cursor -= size * 1.35;
  }
  return cursor;
}

export function rule(page: PDFPage, y: number, thickness = 0.8): void {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness, color: BLACK });
}
