import { plainLines, singleLine, wellFormed } from '@common/clean-text';
import { downloadHeaders } from '@edge/exports/download';
import { scheduleIcs } from '@edge/exports/schedule-ics';
import type { Contract, ScheduleRow } from '@edge/upstream/contracts';
import { describe, expect, it } from 'vitest';

/** Issue 30: text from the upstream with a lone surrogate or a control character, into headers and files. */
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

describe('clean text', () => {
  it('replaces lone surrogates only, so encodeURIComponent no longer throws', () => {
    expect(() => encodeURIComponent(`ЛД${LONE_HIGH}1`)).toThrow(URIError);
    expect(wellFormed(`ЛД${LONE_HIGH}1${LONE_LOW}😀`)).toBe('ЛД\uFFFD1\uFFFD😀');
    expect(() => encodeURIComponent(wellFormed(`${LONE_LOW}${LONE_HIGH}`))).not.toThrow();
  });

  it('makes one line of text: every control character a space', () => {
    expect(singleLine('a\r\nb\u0000c\u007fd\u2028e\u0085f')).toBe('a  b c d e f');
  });

  it('keeps line breaks as \\n (a CR alone too) and drops other control characters', () => {
    expect(plainLines('a\rb\r\nc\nd\u2029e\u0000\u001bf\tg')).toBe('a\nb\nc\nd\nefg');
  });
});

describe('a download named from the upstream’s text', () => {
  it('answers with a clean Content-Disposition for a lone surrogate and a CR in the name', () => {
    const headers = downloadHeaders('text/csv', 'schedule-"3\r.csv', `График ${LONE_HIGH}\r\nX.csv`);
    const disposition = headers['content-disposition'] ?? '';
    expect(disposition).toBe(
      `attachment; filename="schedule-_3_.csv"; filename*=UTF-8''${encodeURIComponent('График \uFFFD  X.csv')}`,
    );
    expect(() => new Headers(headers)).not.toThrow();
  });
});

describe('an iCalendar file from the upstream’s text', () => {
  const contract = {
    id: 3,
    number: `ЛД-1\rATTACH:https://evil.example/x${LONE_HIGH}`,
    date: '2025-06-20',
    car: { name: 'Газель\u0000\nNEXT', year: 2025 },
  } as Contract;
  const row = {
    id: 82,
    number: 17,
    kind: { slug: 'monthly', name: 'Лизинговый платёж' },
    date: '2026-11-20',
    amount: 1000,
    principal: 800,
    interest: 200,
    vatRate: 22,
    vat: 180,
    balance: 5000,
    status: { slug: 'unpaid', name: 'Ожидает оплаты' },
    paidAt: null,
  } as ScheduleRow;
  const ics = scheduleIcs(contract, [row], 'example.test', new Date('2026-11-25T00:00:00Z'));

  it('never lets a CR alone or a control character add a line', () => {
    const lines = ics.split('\r\n').map((line) => line.replace(/^ /, ''));
    expect(lines.some((line) => line.startsWith('ATTACH'))).toBe(false);
    // Every line break of the file is a CRLF: no CR or LF alone, no other control character.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
    expect(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)|(?<!\r)\n/.exec(ics)?.[0]).toBeUndefined();
    expect(ics).toContain('ЛД-1\\nATTACH:https://evil.example/x\uFFFD');
  });
});
