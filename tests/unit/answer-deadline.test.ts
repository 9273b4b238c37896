import { ANSWER_DEADLINE_STATUS, answerDeadlineMs } from '@edge/observability/answer-deadline';
import { observeRequests } from '@edge/observability/observe';
import type { WorkerFetch } from '@edge/worker-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker whose answer never comes (a request stuck on I/O that will not settle). */
const observed = (fetch: WorkerFetch) => observeRequests({ fetch }).fetch;
const stuck = observed(() => new Promise<Response>(() => {}));
const env = { UPSTREAM_TIMEOUT_MS: '3000' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a request that runs out of its time (issue 37)', () => {
  it('is bounded at twice the upstream budget plus a margin, 8 s when the setting is unreadable', () => {
    expect(answerDeadlineMs(env)).toBe(10_000);
    expect(answerDeadlineMs({ UPSTREAM_TIMEOUT_MS: 'x' })).toBe(20_000);
    expect(answerDeadlineMs(undefined)).toBe(20_000);
  });

  it('a page: the error screen’s words with status 503 and its reference, no-store', async () => {
    const answer = Promise.resolve(
      stuck(new Request('http://site.test/catalog', { headers: { accept: 'text/html' } }), env),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await answer;
    expect(res.status).toBe(ANSWER_DEADLINE_STATUS);
    const reference = res.headers.get('x-request-id') ?? '';
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Что-то пошло не так</h1>');
    expect(html).toContain('alt="Ошибка"');
    expect(html).toContain(`Код ошибки: 503 · ${reference}`);
    expect(html).toContain('Вернуться на Главную');
  });

  it('a script’s request: a JSON message in Russian with the reference; the log line has the 503', async () => {
    const answer = stuck(new Request('http://site.test/api/session'), env);
    await vi.advanceTimersByTimeAsync(10_000);
    const res = await answer;
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain(`Код ошибки: ${res.headers.get('x-request-id')}`);
    const lines = [...vi.mocked(console.log).mock.calls, ...vi.mocked(console.error).mock.calls].map((c) =>
      String(c[0]),
    );
    expect(lines.some((l) => l.includes('"status":503') && l.includes(res.headers.get('x-request-id') ?? '-'))).toBe(
      true,
    );
  });

  it('an answer in time is the answer, and leaves no timer behind', async () => {
    const quick = observed(async () => new Response('ok'));
    const res = await quick(new Request('http://site.test/'), env);
    expect(await res.text()).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});
