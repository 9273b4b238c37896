import { env } from 'cloudflare:test';
import { loadConfig } from '@edge/config';
import type { UpstreamError } from '@edge/errors';
import { call, type Transport } from '@edge/upstream/transport';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { failure, faultUpstream } from './fault-upstream';

/** A short timeout keeps the hanging cases brief; the code path is the one production runs. */
const TIMEOUT_MS = 150;
const totalSchema = z.object({ total: z.number() });

function transport() {
  const double = faultUpstream();
  const failures: UpstreamError[] = [];
  const t: Transport = {
    config: loadConfig({ ...env, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }),
    binding: double.binding,
    onFailure: (error) => failures.push(error),
  };
  return { t, double, failures };
}

const isRussian = (m: string) => /[а-яё]/i.test(m) && !/[A-Za-z]{3,}/.test(m);

describe('upstream faults end in spec section 8 errors, never a hang', () => {
  it('a read that fails once with 503 is tried once more and succeeds; a POST is never repeated', async () => {
    const { t, double } = transport();
    expect(await call(t, '/api/v1/flaky', totalSchema)).toEqual({ total: 1 });
    expect(double.hits.get('/api/v1/flaky')).toBe(2);

    const second = transport();
    const err = await failure(call(second.t, '/api/v1/flaky', totalSchema, { method: 'POST', json: {} }));
    expect(err.status).toBe(503);
    expect(second.double.hits.get('/api/v1/flaky')).toBe(1);
  });

  it('500 and 429 are not retried and keep their status and message; 502/503/504 are retried once', async () => {
    for (const [code, tries] of [
      [500, 1],
      [429, 1],
      [502, 2],
      [503, 2],
      [504, 2],
    ] as const) {
      const { t, double, failures } = transport();
      const err = await failure(call(t, `/api/v1/status/${code}`, totalSchema));
      expect(err.status, String(code)).toBe(code);
      expect(err.message).toBe('Сбой на стороне сервиса');
      expect(double.hits.get(`/api/v1/status/${code}`), String(code)).toBe(tries);
      expect(failures).toHaveLength(1);
    }
  });

  it('an answer that never comes, or stops mid-body, is a 503 or 502 within the timeout (twice for a read)', async () => {
    for (const path of ['/api/v1/hang', '/api/v1/drip']) {
      const { t } = transport();
      const started = Date.now();
      const err = await failure(call(t, path, totalSchema));
      expect([502, 503], path).toContain(err.status);
      expect(isRussian(err.message), err.message).toBe(true);
      expect(Date.now() - started, path).toBeLessThan(TIMEOUT_MS * 2 + 1000);
    }
  });

  it('a closed connection is «Сервис временно недоступен» (503), after one retry', async () => {
    const { t, double } = transport();
    const err = await failure(call(t, '/api/v1/close', totalSchema));
    expect(err.status).toBe(503);
    expect(err.message).toBe('Сервис временно недоступен. Попробуйте позже.');
    expect(double.hits.get('/api/v1/close')).toBe(2);
  });

  it('truncated, non-JSON and wrongly shaped answers are an upstream failure (502, «Произошла ошибка»)', async () => {
    for (const path of ['/api/v1/truncated', '/api/v1/html', '/api/v1/wrong-shape']) {
      const { t, failures } = transport();
      const err = await failure(call(t, path, totalSchema));
      expect(err.status, path).toBe(502);
      expect(err.message).toBe('Произошла ошибка');
      expect(failures).toHaveLength(1);
    }
  });

  it('a 50 MB answer is refused after about 2 MB, not read to its end', async () => {
    const { t, double } = transport();
    const err = await failure(call(t, '/api/v1/huge', totalSchema));
    expect(err.status).toBe(502);
    expect(double.produced.huge).toBeGreaterThan(2 * 1024 * 1024);
    expect(double.produced.huge).toBeLessThan(4 * 1024 * 1024);
  });

  it('a healthy answer passes untouched', async () => {
    const { t, failures } = transport();
    expect(await call(t, '/api/v1/ok', totalSchema)).toEqual({ total: 1 });
    expect(failures).toHaveLength(0);
  });
});
