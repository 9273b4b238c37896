import { checkPassed } from '@edge/upstream-check/run';
import { checkTable } from '@edge/upstream-check/table';
import { describe, expect, it } from 'vitest';

describe('upstream:check table', () => {
  const rows = [
    { call: 'GET /api/v1/info', status: 200, result: 'ok', ms: 12 },
    {
      call: 'POST /api/v1/cars/filter',
      status: 200,
      result: 'failed',
      detail: 'items.0.price: Ожидалось число',
      ms: 7,
    },
    { call: 'GET /api/v1/client/deals', status: null, result: 'skipped', detail: 'без входа клиента', ms: 0 },
  ] as const;

  it('shows call, status, schema result with the first failing field, and milliseconds, then a summary', () => {
    const lines = checkTable(rows).split('\n');
    expect(lines[0]).toMatch(/^Вызов\s+Статус\s+Схема\s+мс$/);
    expect(lines[1]).toMatch(/^GET \/api\/v1\/info\s+200\s+ok\s+12$/);
    expect(lines[2]).toMatch(/^POST \/api\/v1\/cars\/filter\s+200\s+ОШИБКА: items\.0\.price: Ожидалось число\s+7$/);
    expect(lines[3]).toMatch(/^GET \/api\/v1\/client\/deals\s+—\s+пропущен: без входа клиента\s+0$/);
    expect(lines.at(-1)).toBe('Вызовов: 3, с ошибкой: 1, пропущено: 1.');
  });

  it('passes with skipped calls, fails with a failed one', () => {
    expect(checkPassed([rows[0], rows[2]])).toBe(true);
    expect(checkPassed(rows)).toBe(false);
  });
});
