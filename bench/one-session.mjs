// What a browser does with one signed-in session (issue 37): a page, its QR image, the account's
// other pages and the session check at once. Rounds of 15 requests of one cookie, each round
// started in a new 2-second revalidation slot (edge/session/revalidation.ts), so every round opens
// a slot with requests in parallel; then a steady load of the contract page, 15 at a time.
import { load, percentile } from './load.mjs';

const AT_ONCE = 15;
const ROUNDS = Number(process.env.BENCH_SESSION_ROUNDS ?? 10);
const SLOT_MS = 2_000;

const nextSlot = () => new Promise((resolve) => setTimeout(resolve, SLOT_MS - (Date.now() % SLOT_MS) + 50));

/** `paths` fetched with `cookie`, AT_ONCE at a time over ROUNDS rounds: statuses and times. */
export async function oneSessionConcurrency(base, cookie, paths) {
  const statuses = new Map();
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await nextSlot();
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const started = performance.now();
        let status = 0;
        try {
          const res = await fetch(new URL(paths[i % paths.length], base), {
            headers: { cookie, accept: 'text/html', 'accept-encoding': 'identity', 'x-requested-with': 'fetch' },
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        times.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  times.sort((a, b) => a - b);
  const bursts = {
    requests: times.length,
    atOnce: AT_ONCE,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    non2xx: [...statuses].reduce((sum, [status, count]) => sum + (status >= 200 && status < 300 ? 0 : count), 0),
    p50Ms: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
  };
  const steady = await load({
    url: new URL(paths[0], base).href,
    connections: AT_ONCE,
    seconds: 5,
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  return { bursts, steady: { ...steady, non2xx: steady.errors } };
}
