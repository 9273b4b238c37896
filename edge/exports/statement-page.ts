import { BLACK, drawBold, type Fonts, GREY, wrap } from '@common/with-upstream/pdf-text';
import type { Color, PDFDocument, PDFPage } from 'pdf-lib';

/**
 * The statement's page (edge/exports/statement-pdf.ts): A4 landscape, a cursor that starts a new
 * page when the next block does not fit, paragraphs and a table of wrapped cells.
 */
export const PAGE: [number, number] = [841.89, 595.28];
export const MARGIN = 40;
export const SIZE = 8.5;
export const LINE = 11;

/** Columns: title, width, right-aligned. */
const COLUMNS: [string, number, boolean][] = [
  ['Дата', 56, false],
  ['Документ', 150, false],
  ['Содержание', 206, false],
  ['Начислено', 80, true],
  ['Оплачено', 80, true],
  ['в т. ч. НДС', 93, true],
  ['Сальдо', 96, true],
];

export class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** A new page when fewer than `height` points are left. */
  room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  text(text: string, x: number, y: number, size = SIZE, o: { bold?: boolean; color?: Color } = {}): void {
    if (o.bold) drawBold(this.page, this.fonts, text, { x, y, size, color: o.color ?? BLACK });
    else this.page.drawText(text, { x, y, size, font: this.fonts.regular, color: o.color ?? BLACK });
  }

  wrap(text: string, size: number, width: number): string[] {
    return wrap(text, this.fonts.regular, size, width);
  }

  paragraph(text: string, size = 10, o: { bold?: boolean } = {}): void {
    for (const line of this.wrap(text, size, PAGE[0] - 2 * MARGIN)) {
      this.room(size * 1.4);
      this.text(line, MARGIN, this.y, size, o);
      this.y -= size * 1.4;
    }
  }

  rule(y: number, thickness = 0.5): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness, color: GREY });
  }

  /** One table row; cells wrap within their columns. */
  row(cells: string[], o: { bold?: boolean } = {}): void {
    const wrapped = cells.map((cell, i) => this.wrap(cell, SIZE, (COLUMNS[i]?.[1] ?? 0) - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + 4;
    this.room(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const [, width, right] = COLUMNS[i] ?? ['', 0, false];
      lines.forEach((line, k) => {
        const at = right ? x + width - 3 - this.fonts.regular.widthOfTextAtSize(line, SIZE) : x + 3;
        this.text(line, at, this.y - 9 - k * LINE, SIZE, o);
      });
      x += width;
    });
    this.y -= height;
    this.rule(this.y);
  }

  header(): void {
    this.room(LINE * 3);
    this.rule(this.y, 0.8);
    this.row(
      COLUMNS.map(([title]) => title),
      { bold: true },
    );
  }
}
