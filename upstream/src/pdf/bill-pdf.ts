import { billPurpose } from '@common/with-upstream/bill-purpose';
import { BLACK, drawBold, type Fonts, GREY, ruMoney, wrap } from '@common/with-upstream/pdf-text';
import ptSansRegular from '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { roublesInWords } from './amount-in-words';
import { statusLine } from './bill-status';
import { subsetTrueType } from './font-subset';
import { A4, MARGIN, paragraph, ruDate, rule } from './pdf-text';
import type { Supplier } from './supplier';

/** Everything printed on one bill (счёт на оплату). Amounts in kopecks, dates ISO. */
export interface BillDocument {
  number: string;
  issuedOn: string;
  dueOn: string;
  description: string;
  amountKop: number;
  vatRate: number;
  vatKop: number;
  status: 'paid' | 'unpaid' | 'overdue';
  paidOn: string | null;
  contractNumber: string;
  payer: { companyName: string; inn: string | null; kpp?: string | null; address: string | null };
}

function bankBlock(page: PDFPage, fonts: Fonts, top: number, supplier: Supplier): number {
  const width = A4[0] - 2 * MARGIN;
  const height = 78;
  page.drawRectangle({ x: MARGIN, y: top - height, width, height, borderColor: BLACK, borderWidth: 0.8 });
  const col = MARGIN + width * 0.62;
  page.drawLine({ start: { x: col, y: top }, end: { x: col, y: top - height }, thickness: 0.8, color: BLACK });
  page.drawLine({ start: { x: MARGIN, y: top - 39 }, end: { x: A4[0] - MARGIN, y: top - 39 }, thickness: 0.8 });
  const t = (s: string, x: number, y: number, f = fonts.regular, size = 9) =>
    page.drawText(s, { x, y, size, font: f, color: BLACK });
  t(supplier.bank, MARGIN + 4, top - 14);
  t('Банк получателя', MARGIN + 4, top - 33, fonts.regular, 8);
  t(`БИК ${supplier.bik}`, col + 4, top - 14);
  t(`Сч. № ${supplier.correspondentAccount}`, col + 4, top - 28);
  t(`ИНН ${supplier.inn}   КПП ${supplier.kpp}`, MARGIN + 4, top - 52);
  t(supplier.name, MARGIN + 4, top - 65);
  t('Получатель', MARGIN + 4, top - 75, fonts.regular, 8);
  t(`Сч. № ${supplier.account}`, col + 4, top - 52);
  return top - height - 24;
}

function itemsTable(page: PDFPage, fonts: Fonts, bill: BillDocument, top: number): number {
  const x0 = MARGIN;
  const widths = [24, 271, 40, 30, 65, 65];
  const xs = [x0];
  for (const w of widths) xs.push((xs[xs.length - 1] ?? x0) + w);
  const headers = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'];
  const nameLines = wrap(bill.description, fonts.regular, 9, (widths[1] ?? 0) - 8);
  const rowHeight = Math.max(20, nameLines.length * 12 + 8);
  const headerHeight = 20;
  const bottom = top - headerHeight - rowHeight;
  for (const y of [top, top - headerHeight, bottom]) {
    page.drawLine({ start: { x: x0, y }, end: { x: xs[xs.length - 1] ?? x0, y }, thickness: 0.8 });
  }
  for (const x of xs) page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.8 });
  headers.forEach((h, i) => {
    drawBold(page, fonts, h, { x: (xs[i] ?? x0) + 4, y: top - 14, size: 9 });
  });
  const rowTop = top - headerHeight - 13;
  const amount = ruMoney(bill.amountKop);
  const cells = ['1', '', '1', 'усл.', amount, amount];
  // Quantities and money stand right-aligned in their columns, as a bill's figures are read.
  const rightAligned = new Set([0, 2, 4, 5]);
  cells.forEach((v, i) => {
    if (!v) return;
    const x = rightAligned.has(i) ? (xs[i + 1] ?? x0) - 4 - fonts.regular.widthOfTextAtSize(v, 9) : (xs[i] ?? x0) + 4;
    page.drawText(v, { x, y: rowTop, size: 9, font: fonts.regular });
  });
  nameLines.forEach((line, k) => {
    page.drawText(line, { x: (xs[1] ?? x0) + 4, y: rowTop - k * 12, size: 9, font: fonts.regular });
  });
  return bottom - 18;
}

function totals(page: PDFPage, fonts: Fonts, bill: BillDocument, top: number): number {
  const right = A4[0] - MARGIN;
  const lines: Array<[string, string]> = [
    ['Итого:', ruMoney(bill.amountKop)],
    bill.vatRate > 0 ? [`В том числе НДС ${bill.vatRate}%:`, ruMoney(bill.vatKop)] : ['Без налога (НДС):', '—'],
    ['Всего к оплате:', ruMoney(bill.amountKop)],
  ];
  let y = top;
  for (const [label, value] of lines) {
    const vw = fonts.regular.widthOfTextAtSize(value, 10);
    drawBold(page, fonts, value, { x: right - vw, y, size: 10 });
    const lw = fonts.regular.widthOfTextAtSize(label, 10);
    drawBold(page, fonts, label, { x: right - 90 - lw, y, size: 10 });
    y -= 15;
  }
  y -= 6;
  const width = A4[0] - 2 * MARGIN;
  y = paragraph(page, fonts, `Всего наименований 1, на сумму ${ruMoney(bill.amountKop)} руб.`, { x: MARGIN, y, width });
  y = paragraph(page, fonts, roublesInWords(bill.amountKop), { x: MARGIN, y, width, bold: true });
  return y - 8;
}

/** Every character of a bill's own wording, numbers, dates and amounts in words. */
const BILL_CHARACTERS =
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' +
  ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~№«»—–₽…°§\u00a0\u202f';
const BILL_CHARACTER_SET = new Set(BILL_CHARACTERS);
const subsets = new Map<string, Uint8Array>();

/**
 * PT Sans reduced to what this bill can print: the fixed set plus any other character of its data
 * (a payer's name in another script). Subsets are kept per set of extra characters, so bills
 * normally share one.
 */
function billFont(bill: BillDocument, supplier: Supplier): Uint8Array {
  const extra = [...new Set(JSON.stringify([bill, supplier]))].filter((ch) => !BILL_CHARACTER_SET.has(ch)).sort();
  const key = extra.join('');
  let font = subsets.get(key);
  if (!font) {
    font = subsetTrueType(ptSansRegular, BILL_CHARACTERS + key);
    if (subsets.size >= 20) subsets.clear();
    subsets.set(key, font);
  }
  return font;
}

/** Renders a bill as a one-page A4 PDF with Cyrillic text (PT Sans, a subset of what it prints). */
export async function renderBillPdf(bill: BillDocument, supplier: Supplier): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = { regular: await doc.embedFont(billFont(bill, supplier)) };
  doc.setTitle(`Счёт на оплату № ${bill.number} от ${ruDate(bill.issuedOn)}`);
  doc.setAuthor(supplier.name);
  doc.setLanguage('ru-RU');
  // Fixed dates keep the archive byte-stable for the same bill.
  doc.setCreationDate(new Date(`${bill.issuedOn}T09:00:00Z`));
  doc.setModificationDate(new Date(`${bill.issuedOn}T09:00:00Z`));
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;

  let y = bankBlock(page, fonts, A4[1] - MARGIN, supplier);
  drawBold(page, fonts, `Счёт на оплату № ${bill.number} от ${ruDate(bill.issuedOn)}`, { x: MARGIN, y, size: 15 });
  y -= 10;
  rule(page, y, 1.5);
  y -= 18;
  const supplierLine = `Поставщик: ${supplier.name}, ИНН ${supplier.inn}, КПП ${supplier.kpp}, ${supplier.address}`;
  y = paragraph(page, fonts, supplierLine, { x: MARGIN, y, width }) - 4;
  const payer = [
    bill.payer.companyName,
    bill.payer.inn ? `ИНН ${bill.payer.inn}` : null,
    bill.payer.kpp ? `КПП ${bill.payer.kpp}` : null,
    bill.payer.address,
  ]
    .filter(Boolean)
    .join(', ');
  y = paragraph(page, fonts, `Покупатель: ${payer}`, { x: MARGIN, y, width }) - 4;
  y = paragraph(page, fonts, `Основание: договор лизинга № ${bill.contractNumber}`, { x: MARGIN, y, width }) - 4;
  y = paragraph(page, fonts, `Назначение платежа: ${billPurpose(bill)}`, { x: MARGIN, y, width }) - 10;
  y = itemsTable(page, fonts, bill, y);
  y = totals(page, fonts, bill, y);
  const status = statusLine(bill);
  drawBold(page, fonts, status.text, { x: MARGIN, y, size: 11, color: status.color });
  y -= 16;
  y = paragraph(page, fonts, status.note, { x: MARGIN, y, width, size: 8 }) - 30;
  rule(page, y + 36, 1.5);
  signature(page, fonts, 'Руководитель', supplier.director, MARGIN, y);
  signature(page, fonts, 'Бухгалтер', supplier.accountant, MARGIN + 270, y);
  return doc.save();
}

function signature(page: PDFPage, fonts: Fonts, role: string, name: string, x: number, y: number): void {
  drawBold(page, fonts, role, { x, y, size: 10 });
  const lineStart = x + fonts.regular.widthOfTextAtSize(role, 10) + 8;
  page.drawLine({
    start: { x: lineStart, y: y - 2 },
    end: { x: lineStart + 110, y: y - 2 },
    thickness: 0.5,
    color: GREY,
  });
  page.drawText(name, { x: lineStart + 116, y, size: 10, font: fonts.regular });
}
