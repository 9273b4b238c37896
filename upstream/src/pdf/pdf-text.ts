import { BLACK, drawBold, type Fonts, wrap } from '@common/with-upstream/pdf-text';
import type { PDFPage } from 'pdf-lib';

/**
 * The page and the text of a bill PDF (`bill-pdf.ts`); the drawing of text itself is shared with
 * the site's statement (common/with-upstream/pdf-text.ts).
 */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;

/** `2026-11-25` → `25.11.2026`. */
export const ruDate = (iso: string): string => iso.split('-').reverse().join('.');

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
