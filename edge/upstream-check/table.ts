import type { CheckRow } from './run';

const RESULT_TEXT: Record<CheckRow['result'], string> = { ok: 'ok', failed: 'ОШИБКА', skipped: 'пропущен' };

/** The rows as one plain-text table: call, status, schema result (with why), milliseconds. */
export function checkTable(rows: readonly CheckRow[]): string {
  const head = ['Вызов', 'Статус', 'Схема', 'мс'];
  const cells = rows.map((row) => [
    row.call,
    row.status === null ? '—' : String(row.status),
    row.detail ? `${RESULT_TEXT[row.result]}: ${row.detail}` : RESULT_TEXT[row.result],
    String(row.ms),
  ]);
  const widths = head.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === 3 ? value.padStart(widths[i] ?? 0) : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const failed = rows.filter((row) => row.result === 'failed').length;
  const skipped = rows.filter((row) => row.result === 'skipped').length;
  const summary = `Вызовов: ${rows.length}, с ошибкой: ${failed}, пропущено: ${skipped}.`;
  return [line(head), ...cells.map(line), '', summary].join('\n');
}
