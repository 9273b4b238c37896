import { balanceOwner, type ContractStatement, ruDay, type VatByRate } from '@common/statement';
import ptSansDataUrl from '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf?inline';
import fontkit from '@pdf-lib/fontkit';
import {
  type Color,
  PDFDocument,
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
import type { StatementDocument } from '../upstream/statement';
import { partyLine, statementTitle } from './statement-csv';

/**
 * The statement as a PDF: the bills' engine and font (pdf-lib, PT Sans; upstream/src/pdf/bill-pdf.ts
 * draws the bills in the back office, which the site cannot import), A4 landscape, the lines of
 * each contract as a table that runs over as many pages as it needs. Loaded only by the download
 * route (a dynamic import), so the worker's start does not pay for pdf-lib and the font.
 * The whole font is embedded (≈ 160 KB a document): fontkit's subsetter breaks TrueType glyph
 * offsets, and the back office's HarfBuzz subsetter is a WebAssembly module the site's build
 * does not load (docs/decisions/0026).
 */

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.45, 0.45, 0.45);
const SIZE = 8.5;
const LINE = 11;

let fontBytes: Uint8Array | undefined;
/** The font's bytes, decoded once per isolate from the data URL the build inlines. */
function font(): Uint8Array {
  if (!fontBytes) {
    const base64 = ptSansDataUrl.slice(ptSansDataUrl.indexOf(',') + 1);
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    fontBytes = bytes;
  }
  return fontBytes;
}

/** 120 393,13 — grouping by a no-break space, a decimal comma (the bills' figures). */
function ruMoney(kop: number): string {
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  const roubles = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${roubles},${String(abs % 100).padStart(2, '0')}`;
}

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

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
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
    const color = o.color ?? BLACK;
    if (!o.bold) {
      this.page.drawText(text, { x, y, size, font: this.regular, color });
      return;
    }
    // Bold without a second font, as the bills: the glyphs filled and outlined with a thin stroke.
    this.page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(size / 28),
      setStrokingColor(color),
    );
    this.page.drawText(text, { x, y, size, font: this.regular, color });
    this.page.pushOperators(popGraphicsState());
  }

  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
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
        const at = right ? x + width - 3 - this.regular.widthOfTextAtSize(line, SIZE) : x + 3;
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

const vatText = (v: VatByRate) =>
  v.rate
    ? `начислено по ставке НДС ${v.rate} %: ${ruMoney(v.amount)} руб., в т. ч. НДС ${ruMoney(v.vat)} руб.`
    : `начислено без НДС: ${ruMoney(v.amount)} руб.`;

function contractTable(w: Writer, part: ContractStatement, from: string, to: string): void {
  w.y -= 8;
  w.room(LINE * 6);
  w.text(`Договор лизинга № ${part.contract.number} от ${ruDay(part.contract.date)}`, MARGIN, w.y - 10, 11, {
    bold: true,
  });
  w.y -= 18;
  w.header();
  w.row([ruDay(from), '', 'Сальдо на начало периода', '', '', '', ruMoney(part.opening)], { bold: true });
  for (const line of part.lines) {
    w.row([
      ruDay(line.date),
      line.document,
      line.title,
      line.charge ? ruMoney(line.charge) : '',
      line.payment ? ruMoney(line.payment) : '',
      line.charge ? (line.vatRate ? `${ruMoney(line.vat)} (${line.vatRate} %)` : 'без НДС') : '',
      ruMoney(line.balance),
    ]);
  }
  w.row(['', '', 'Обороты за период', ruMoney(part.charges), ruMoney(part.payments), '', ''], { bold: true });
  w.row([ruDay(to), '', 'Сальдо на конец периода', '', '', '', ruMoney(part.closing)], { bold: true });
  for (const v of part.vat) {
    w.room(LINE);
    w.text(vatText(v), MARGIN, w.y - 10, SIZE, { color: GREY });
    w.y -= LINE;
  }
}

/** The statement as an A4 landscape PDF with Cyrillic text (PT Sans). */
export async function statementPdf(doc: StatementDocument, today: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(font());
  const title = statementTitle(doc);
  pdf.setTitle(title);
  pdf.setAuthor(doc.lessor.name);
  pdf.setLanguage('ru-RU');
  pdf.setCreationDate(new Date(`${today}T09:00:00Z`));
  pdf.setModificationDate(new Date(`${today}T09:00:00Z`));
  const w = new Writer(pdf, regular);
  const { statement, lessor, client } = doc;
  const { from, to } = statement.period;

  w.paragraph(title, 15, { bold: true });
  w.y -= 4;
  w.paragraph(partyLine('Лизингодатель', lessor));
  w.paragraph(partyLine(doc.legal ? 'Лизингополучатель' : 'Клиент', client));
  w.paragraph(
    'Сальдо — задолженность лизингополучателя перед лизингодателем (отрицательное — переплата). Суммы в рублях.',
    8.5,
  );
  if (!statement.contracts.length) w.paragraph('За период нет ни начислений, ни оплат.', 10);
  for (const part of statement.contracts) contractTable(w, part, from, to);

  w.y -= 22;
  w.room(LINE * 8);
  const t = statement.total;
  w.paragraph(doc.legal ? 'Итого по всем договорам' : 'Итого', 11, { bold: true });
  w.paragraph(`Сальдо на ${ruDay(from)}: ${ruMoney(t.opening)} руб.`);
  w.paragraph(`Начислено за период: ${ruMoney(t.charges)} руб.`);
  for (const v of t.vat) w.paragraph(`в т. ч. ${vatText(v)}`, 9);
  w.paragraph(`Оплачено за период: ${ruMoney(t.payments)} руб.`);
  w.paragraph(`Сальдо на ${ruDay(to)}: ${ruMoney(t.closing)} руб.`);
  w.y -= 6;
  const owner = balanceOwner(t.closing, lessor.name, client.name);
  w.paragraph(
    t.closing === 0
      ? `По данным ${lessor.name} на ${ruDay(to)} ${owner}.`
      : `По данным ${lessor.name} на ${ruDay(to)} ${owner} — ${ruMoney(Math.abs(t.closing))} руб.`,
    10,
    { bold: true },
  );
  if (doc.legal) {
    w.y -= 24;
    w.room(50);
    const y = w.y;
    w.text(`От лизингодателя: ${lessor.name}`, MARGIN, y, 10);
    w.text(`От лизингополучателя: ${client.name}`, PAGE[0] / 2, y, 10);
    for (const x of [MARGIN, PAGE[0] / 2]) {
      w.page.drawLine({ start: { x, y: y - 28 }, end: { x: x + 200, y: y - 28 }, thickness: 0.5, color: GREY });
      w.text('подпись, М. П.', x, y - 38, 8, { color: GREY });
    }
  }
  // pdf-lib's bytes live in a plain ArrayBuffer (its types say ArrayBufferLike).
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
