import { csvDay, scheduleCsvFields, scheduleCsvHeader } from '@common/schedule-columns';
import type { Contract, ScheduleRow } from '../upstream/contracts';

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

/**
 * The payment schedule as CSV that Russian Excel opens correctly: UTF-8 with a BOM, `;` between
 * fields, ru-RU numbers and dates, CRLF line ends; its columns are the schedule's table
 * (`common/schedule-columns.ts`).
 */
export function scheduleCsv(contract: Contract, rows: ScheduleRow[]): string {
  const lines = [
    [`График платежей по договору № ${contract.number} от ${csvDay(contract.date)}`],
    [`${contract.car.name}, ${contract.car.year}`],
    [],
    scheduleCsvHeader(),
    ...rows.map(scheduleCsvFields),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
