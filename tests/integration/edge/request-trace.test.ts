import { describe, expect, it, vi } from 'vitest';
import { createSite, freshOrigin, ORIGIN, signInCookie } from './site';

/** The JSON lines `console.log` / `console.error` wrote while `run` ran. */
async function jsonLines(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('one reference per request (issue 33)', () => {
  it('is on the answer, sent to the upstream, and names one log line with exactly the issue’s fields', async () => {
    const seen: (string | null)[] = [];
    const site = createSite({}, (req) => {
      seen.push(req.headers.get('x-request-id'));
      return undefined;
    });
    let res: Response | undefined;
    const lines = await jsonLines(async () => {
      res = await site.request(`${freshOrigin('trace')}/api/health`);
      await res.text();
    });
    const id = res?.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([id]));
    expect(lines).toEqual([
      {
        id,
        method: 'GET',
        route: '/api/health',
        status: res?.status,
        durationMs: expect.any(Number),
        cache: 'none',
        upstreamCalls: seen.length,
        upstreamMs: expect.any(Number),
        clientType: 'guest',
      },
    ]);
    expect(res?.headers.get('server-timing')).toMatch(
      new RegExp(
        `^upstream;dur=[\\d.]+;desc="${seen.length} calls", total;dur=[\\d.]+;desc="wall clock, no CPU time", cache;desc=none$`,
      ),
    );
  });

  it("takes Cloudflare's ray id, and a cached page's answer has its own", async () => {
    const site = createSite();
    const origin = freshOrigin('trace');
    const ray = '8c1f2a3b4d5e6f70-DME';
    const miss = await site.request(`${origin}/about`, { headers: { 'cf-ray': ray } });
    await miss.text();
    expect(miss.headers.get('x-request-id')).toBe(ray);
    const hit = await site.request(`${origin}/about?yclid=42`);
    await hit.text();
    expect(hit.headers.get('x-edge-cache')).toBe('hit');
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(hit.headers.get('server-timing')).toContain('cache;desc=hit');
  });

  it('logs each failed upstream call once (its retry in the same line), with its status, and the request line names the client type', async () => {
    const site = createSite({}, (req) =>
      new URL(req.url).pathname.startsWith('/api/v1/client/')
        ? Response.json({ message: 'Сервис на обслуживании' }, { status: 503 })
        : undefined,
    );
    const cookie = await signInCookie(site);
    let res: Response | undefined;
    const lines = await jsonLines(async () => {
      res = await site.request(`${ORIGIN}/api/account/contracts/3/schedule.csv`, {
        headers: { cookie, accept: 'text/csv' },
      });
      await res.text();
    });
    const id = res?.headers.get('x-request-id');
    const calls = lines.filter((line) => 'call' in line);
    // The export reads the contract and its schedule in parallel: each failed call is one line.
    expect(calls.length).toBe(2);
    for (const line of calls) {
      expect(line).toEqual({
        id,
        call: expect.stringMatching(/^GET \/api\/v1\/client\/contracts\/:id/),
        status: 503,
        durationMs: expect.any(Number),
        retry: true,
      });
    }
    const requests = lines.filter((line) => !('call' in line));
    expect(res?.status).toBe(503);
    expect(requests).toEqual([
      expect.objectContaining({
        id,
        route: '/api/account/contracts/:id/schedule.csv',
        status: 503,
        clientType: 'individual',
      }),
    ]);
  });
});
