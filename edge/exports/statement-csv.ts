import { type Balances, balanceOwner, plainKop, ruDay, type VatByRate } from '@common/statement';
import type { StatementDocument, StatementParty } from '../upstream/statement';
import { csvCell } from './schedule-csv';

const HEADER = [
  'Договор',
  'Дата',
  'Документ',
  'Содержание',
  'Начислено, ₽',
  'Оплачено, ₽',
  'Ставка НДС, %',
  'НДС, ₽',
  'Сальдо, ₽',
];

/** The title of the document: an акт сверки for a legal entity, a statement of the contract for a person. */
export function statementTitle(doc: StatementDocument): string {
  const { from, to } = doc.statement.period;
  const one = doc.statement.contracts.length === 1 ? doc.statement.contracts[0]?.contract.number : undefined;
  const what = doc.legal ? 'Акт сверки взаимных расчётов' : `Выписка по договору${one ? ` № ${one}` : ''}`;
  return `${what} за период с ${ruDay(from)} по ${ruDay(to)}`;
}

export const partyLine = (role: string, p: StatementParty) =>
  [
    `${role}: ${p.name}`,
    p.inn ? `ИНН ${p.inn}` : null,
    p.kpp ? `КПП ${p.kpp}` : null,
    p.address ? `адрес: ${p.address}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The rows of balances and turnover of a contract or of all, in the columns of the lines. */
function balanceRows(label: string, b: Balances, vat: VatByRate[], from: string, to: string): string[][] {
  return [
    [label, ruDay(from), '', 'Сальдо на начало периода', '', '', '', '', plainKop(b.opening)],
    [label, '', '', 'Обороты за период', plainKop(b.charges), plainKop(b.payments), '', '', ''],
    ...vat.map((v) => [
      label,
      '',
      '',
      v.rate ? `в т. ч. начислено по ставке НДС ${v.rate} %` : 'в т. ч. начислено без НДС',
      plainKop(v.amount),
      '',
      v.rate ? String(v.rate) : 'без НДС',
      v.rate ? plainKop(v.vat) : '',
      '',
    ]),
    [label, ruDay(to), '', 'Сальдо на конец периода', '', '', '', '', plainKop(b.closing)],
  ];
}

/**
 * The statement as CSV for Russian Excel, as the schedule's: UTF-8 with a BOM, `;` between fields,
 * decimal commas without grouping, dates `ДД.ММ.ГГГГ`, CRLF, and a leading `'` on text that
 * would start a formula (`csvCell`). A positive balance is the client's debt.
 */
export function statementCsv(doc: StatementDocument): string {
  const { statement, lessor, client } = doc;
  const { from, to } = statement.period;
  const lines: string[][] = [
    [statementTitle(doc)],
    [partyLine('Лизингодатель', lessor)],
    [partyLine(doc.legal ? 'Лизингополучатель' : 'Клиент', client)],
    [`Сальдо: положительное — задолженность ${doc.legal ? 'лизингополучателя' : 'клиента'}, отрицательное — переплата`],
    [],
    HEADER,
  ];
  for (const part of statement.contracts) {
    const label = `№ ${part.contract.number}`;
    const [opening, ...rest] = balanceRows(label, part, part.vat, from, to);
    lines.push(opening ?? []);
    for (const line of part.lines) {
      lines.push([
        label,
        ruDay(line.date),
        line.document,
        line.title,
        line.charge ? plainKop(line.charge) : '',
        line.payment ? plainKop(line.payment) : '',
        line.charge ? (line.vatRate ? String(line.vatRate) : 'без НДС') : '',
        line.charge ? plainKop(line.vat) : '',
        plainKop(line.balance),
      ]);
    }
    lines.push(...rest);
  }
  lines.push(...balanceRows('Итого', statement.total, statement.total.vat, from, to));
  lines.push(
    [],
    [
      `На ${ruDay(to)} ${balanceOwner(statement.total.closing, lessor.name, client.name)}: ${plainKop(Math.abs(statement.total.closing))} ₽`,
    ],
  );
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
