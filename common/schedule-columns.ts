/**
 * The payment schedule's columns, in order: the one table the contract page's schedule (header,
 * cells, their phone labels and places) and the CSV export (`edge/exports/schedule-csv.ts`) are
 * drawn from; the calendar's event text reads its labels. A new column is an entry here, its cell
 * in `src/components/contracts/ScheduleTable.tsx` (typed: the table will not build without it)
 * and its field in the upstream's schema (`edge/upstream/contracts.ts`).
 */

/** The least of a schedule row the columns read (the upstream's row is `ScheduleRow`). */
export type ScheduleColumnRow = {
  number: number;
  kind: { name: string };
  date: string;
  amount: number;
  principal: number;
  interest: number;
  vatRate: number;
  vat: number;
  balance: number;
  status: { name: string };
  paidAt: string | null;
};

/** `1234.5` → `1234,50`: what Russian Excel reads as a number (no grouping, comma decimals). */
const csvMoney = (value: number) => (Math.round(value * 100) / 100).toFixed(2).replace('.', ',');
/** `2026-11-20` → `20.11.2026` (the CSV's days, its title's too). */
export const csvDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

type CsvField = { label: string; value: (row: ScheduleColumnRow) => string };

type ScheduleColumn = {
  key: string;
  /** The table's header and each cell's `data-label` (what a phone shows beside a figure). */
  label: string;
  /** A sum: set right-aligned in tabular figures. */
  money?: boolean;
  /**
   * Its place in a phone's compact row (`schedule.css`); a column without one is a small
   * labelled figure, three to a line under the row.
   */
  phone?: 'number' | 'date' | 'amount' | 'kind' | 'status';
  /** Only in the CSV, not on the page. */
  table?: false;
  /** Its fields in the CSV, in order (one column may be two fields there). */
  csv: readonly CsvField[];
};

export const SCHEDULE_COLUMNS = [
  { key: 'number', label: '№', phone: 'number', csv: [{ label: '№', value: (row) => String(row.number) }] },
  { key: 'kind', label: 'Вид', phone: 'kind', csv: [{ label: 'Вид платежа', value: (row) => row.kind.name }] },
  { key: 'date', label: 'Дата', phone: 'date', csv: [{ label: 'Дата', value: (row) => csvDay(row.date) }] },
  {
    key: 'amount',
    label: 'Сумма',
    money: true,
    phone: 'amount',
    csv: [{ label: 'Сумма, ₽', value: (row) => csvMoney(row.amount) }],
  },
  {
    key: 'principal',
    label: 'Основной долг',
    money: true,
    csv: [{ label: 'Основной долг, ₽', value: (row) => csvMoney(row.principal) }],
  },
  {
    key: 'interest',
    label: 'Проценты',
    money: true,
    csv: [{ label: 'Проценты, ₽', value: (row) => csvMoney(row.interest) }],
  },
  {
    key: 'vat',
    label: 'НДС',
    money: true,
    csv: [
      { label: 'Ставка НДС, %', value: (row) => String(row.vatRate).replace('.', ',') },
      { label: 'НДС, ₽', value: (row) => csvMoney(row.vat) },
    ],
  },
  {
    key: 'balance',
    label: 'Остаток долга',
    table: false,
    csv: [{ label: 'Остаток долга, ₽', value: (row) => csvMoney(row.balance) }],
  },
  {
    key: 'status',
    label: 'Статус',
    phone: 'status',
    csv: [
      { label: 'Статус', value: (row) => row.status.name },
      { label: 'Дата оплаты', value: (row) => (row.paidAt ? csvDay(row.paidAt) : '') },
    ],
  },
] as const satisfies readonly ScheduleColumn[];

type AnyColumn = (typeof SCHEDULE_COLUMNS)[number];

/** A column the page's table shows. */
export type ScheduleTableColumn = Exclude<AnyColumn, { table: false }>;

/** The page's columns, in order. */
export const SCHEDULE_TABLE_COLUMNS = SCHEDULE_COLUMNS.filter(
  (column): column is ScheduleTableColumn => !('table' in column),
);

/** A column's label by its key (the calendar's text names its figures as the table does). */
export const scheduleLabel = (key: AnyColumn['key']): string =>
  SCHEDULE_COLUMNS.find((column) => column.key === key)?.label ?? key;

/** The CSV's header row and a row's fields, column by column. */
export const scheduleCsvHeader = (): string[] => SCHEDULE_COLUMNS.flatMap((column) => column.csv.map((f) => f.label));
export const scheduleCsvFields = (row: ScheduleColumnRow): string[] =>
  SCHEDULE_COLUMNS.flatMap((column) => column.csv.map((f) => f.value(row)));
