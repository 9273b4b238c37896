import { plainLines } from '@common/clean-text';
import { formatRoubles } from '@common/format';
import { scheduleLabel } from '@common/schedule-columns';
import type { Contract, ScheduleRow } from '../upstream/contracts';

/**
 * RFC 5545 text: backslash, semicolon, comma and line breaks escaped — a CR alone too, or the
 * upstream's text could add a line (`ATTACH:…`) to the file — other control characters dropped.
 */
const text = (value: string) =>
  plainLines(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const date = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const nextDay = (iso: string) => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};

/** When a payment's reminder goes off: the day before, or three days before, at 10:00 of that day's calendar. */
type Alarm = { trigger: string; say: (contractNumber: string, amount: string) => string };
const DAY_BEFORE: Alarm = {
  trigger: '-PT14H',
  say: (n, amount) => `Завтра платёж по договору № ${n}: ${amount}`,
};
const THREE_DAYS_BEFORE: Alarm = {
  trigger: '-P2DT14H',
  say: (n, amount) => `Через 3 дня платёж по договору № ${n}: ${amount}`,
};

/** An all-day event per unpaid payment of the contract, with its amount and its reminder. */
function paymentEvents(contract: Contract, rows: ScheduleRow[], host: string, stamp: string, alarm: Alarm): string[] {
  return rows
    .filter((row) => row.status.slug === 'unpaid')
    .flatMap((row) => {
      const amount = formatRoubles(row.amount);
      return [
        'BEGIN:VEVENT',
        `UID:schedule-${contract.id}-${row.id}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${date(row.date)}`,
        `DTEND;VALUE=DATE:${nextDay(row.date)}`,
        `SUMMARY:${text(`${row.kind.name}: ${amount}`)}`,
        `DESCRIPTION:${text(`${row.kind.name} № ${row.number} по договору № ${contract.number} (${contract.car.name}): ${amount}, в том числе ${scheduleLabel('vat')} ${formatRoubles(row.vat)}.`)}`,
        'TRANSP:TRANSPARENT',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${text(alarm.say(contract.number, amount))}`,
        `TRIGGER:${alarm.trigger}`,
        'END:VALARM',
        'END:VEVENT',
      ];
    });
}

/** The calendar around the events: a name, and for a feed how often to fetch it again. */
function calendar(name: string, events: string[], refresh?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Драйв Лизинг//График платежей//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

const stampOf = (now: Date) => `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The upcoming payments of a contract as an iCalendar file: an all-day event per unpaid payment
 * with its amount, and a reminder the day before at 10:00 of that day's calendar.
 */
export function scheduleIcs(contract: Contract, rows: ScheduleRow[], host: string, now = new Date()): string {
  return calendar(
    `Платежи по договору № ${contract.number}`,
    paymentEvents(contract, rows, host, stampOf(now), DAY_BEFORE),
    undefined,
  );
}

/**
 * The client's calendar feed (issue 42): the same events for every active contract, each reminding
 * three days before; calendar programs are asked to fetch it again every 6 hours.
 */
export function feedIcs(
  contracts: readonly { contract: Contract; rows: ScheduleRow[] }[],
  host: string,
  now = new Date(),
): string {
  const stamp = stampOf(now);
  const events = contracts.flatMap(({ contract, rows }) =>
    paymentEvents(contract, rows, host, stamp, THREE_DAYS_BEFORE),
  );
  return calendar('Платежи по лизингу — Драйв Лизинг', events, 'PT6H');
}
