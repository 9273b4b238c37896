import { describe, expect, it, vi } from 'vitest';
import { createSite, freshOrigin, ORIGIN, signInCookie } from './site';

/** The JSON lines written while `run` ran, each with the console level it was written at. */
async function leveledLines(run: () => Promise<unknown>): Promise<{ level: string; line: Record<string, unknown> }[]> {
  const lines: { level: string; text: string }[] = [];
  const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(' ') });
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines
    .filter(({ text }) => text.startsWith('{'))
    .map(({ level, text }) => ({ level, line: JSON.parse(text) as Record<string, unknown> }));
}

/**
 * Issue 37: `GET /+79161234567` was logged with the number, and a 5xx without an upstream call at
 * the info level. A request line names its route's pattern or `(unmatched)`; every 5xx line is
 * `console.error`. (Every line of this file also passes tests/integration/log-capture.ts, which
 * refuses a +7 phone and digits in a route.)
 */
describe('request lines name a route pattern and log a 5xx as an error', () => {
  it('a phone, an id or a malformed path in the address never reaches the line', async () => {
    const site = createSite();
    const origin = freshOrigin('log-routes');
    const cases: [string, string][] = [
      ['/+79161234567', '/[page]'],
      ['/%2B79161234567', '/[page]'],
      ['/79161234567/x', '(unmatched)'],
      ['//..%2f..%2fetc', '(unmatched)'],
      ['//..%2fx', '(unmatched)'],
      ['/api/forms/79161234567', '(unmatched)'],
      ['/api/mobile/v1/cars/79161234567/short', '/api/mobile/v1/cars/:id/short'],
    ];
    for (const [path, route] of cases) {
      const lines = await leveledLines(async () => {
        const res = await site.request(`${origin}${path}`, { headers: { accept: 'text/html' } });
        await res.arrayBuffer();
      });
      const requests = lines.filter(({ line }) => !('call' in line));
      expect(
        requests.map(({ line }) => line.route),
        path,
      ).toEqual([route]);
      for (const { line } of lines) expect(JSON.stringify(line), path).not.toMatch(/9161234567/);
    }
  });

  it('a 5xx with no upstream call behind it is an error line, as every 5xx is', async () => {
    const broken = createSite({}, undefined, (c) => c.html('<!doctype html><title>x</title>broken', 500));
    const lines = await leveledLines(async () => {
      const res = await broken.request(`${freshOrigin('log-routes')}/about`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(500);
      await res.arrayBuffer();
    });
    expect(broken.upstreamCalls).toEqual([]);
    expect(lines).toEqual([
      { level: 'error', line: expect.objectContaining({ route: '/about', status: 500, upstreamCalls: 0 }) },
    ]);

    // A 503 after failed upstream calls: the calls' lines and the request's, all errors.
    const down = createSite({}, (req) =>
      new URL(req.url).pathname.includes('/client/contracts') ? new Response('down', { status: 503 }) : undefined,
    );
    const cookie = await signInCookie(down);
    const failed = await leveledLines(async () => {
      const res = await down.request(`${ORIGIN}/api/account/contracts/2/schedule.csv`, { headers: { cookie } });
      expect(res.status).toBe(503);
      await res.arrayBuffer();
    });
    expect(failed.length).toBeGreaterThan(1);
    for (const { level, line } of failed) expect([level, line.status]).toEqual(['error', 503]);
    // A 2xx/4xx stays at the info level.
    const fine = await leveledLines(async () => (await site200()).arrayBuffer());
    expect(fine.map(({ level }) => level)).toEqual(['log']);
  });
});

const site200 = () => createSite().request(`${freshOrigin('log-routes')}/about`, { headers: { accept: 'text/html' } });
