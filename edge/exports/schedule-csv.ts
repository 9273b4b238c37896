import type { Contract, ScheduleRow } from '../upstream/contracts';

/** `1234.5` → `1234,50`: what Russian Excel reads as a number (no grouping, comma decimals). */
const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2).replace('.', ',');
/** `2026-11-20` → `20.11.2026`. */
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** A plain number as this file or a person writes it: `-1234,50`, `+7`, `0.5`. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** How a cell Excel would run as a formula begins (OWASP «CSV injection»). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: text that would start a formula gets a leading `'`, so Excel shows it as text;
 * numbers (`-1234,50`) stay numbers; then quoted where it holds a separator, quote or
 * line break.
 */
export function csvCell(raw: string): string {
  const value = FORMULA_START.test(raw) && !NUMBER.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const HEADER = [
  '№',
  'Вид платежа',
  'Дата',
  'Сумма, ₽',
  'Основной долг, ₽',
  'Проценты, ₽',
  'Ставка НДС, %',
  'НДС, ₽',
  'Остаток долга, ₽',
  'Статус',
  'Дата оплаты',
];

/**
 * The payment schedule as CSV that Russian Excel opens correctly: UTF-8 with a BOM, `;` between
 * fields, ru-RU numbers and dates, CRLF line ends.
 */
export function scheduleCsv(contract: Contract, rows: ScheduleRow[]): string {
  const lines = [
    [`График платежей по договору № ${contract.number} от ${day(contract.date)}`],
    [`${contract.car.name}, ${contract.car.year}`],
    [],
    HEADER,
    ...rows.map((row) => [
      String(row.number),
      row.kind.name,
      day(row.date),
      money(row.amount),
      money(row.principal),
      money(row.interest),
      String(row.vatRate).replace('.', ','),
      money(row.vat),
      money(row.balance),
      row.status.name,
      row.paidAt ? day(row.paidAt) : '',
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
