import { balanceOwner, type ContractStatement, ruDay, type VatByRate } from '@common/statement';
import { GREY, ruMoney } from '@common/with-upstream/pdf-text';
import ptSansDataUrl from '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf?inline';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { StatementDocument } from '../upstream/statement';
import { partyLine, statementTitle } from './statement-csv';
import { LINE, MARGIN, PAGE, SIZE, Writer } from './statement-page';

/**
 * The statement as a PDF: the bills' engine, font and text drawing (pdf-lib, PT Sans, and
 * common/with-upstream/pdf-text.ts, with which upstream/src/pdf/bill-pdf.ts draws the bills), A4
 * landscape (statement-page.ts), the lines of each contract as a table that runs over as many
 * pages as it needs. Loaded only by the download
 * route (a dynamic import), so the worker's start does not pay for pdf-lib and the font.
 * The whole font is embedded (≈ 160 KB a document): fontkit's subsetter breaks TrueType glyph
 * offsets, and the back office's HarfBuzz subsetter is a WebAssembly module the site's build
 * does not load (docs/decisions/0026).
 */

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
  const w = new Writer(pdf, { regular });
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
