// A bounded concurrent load (autocannon) with every response time kept, so p50 and p95 are exact.
import autocannon from 'autocannon';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** The median of numbers in any order (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function unexpectedAnswers(result, expectedStatus) {
  if (expectedStatus === undefined) return result.non2xx;
  const answers = Object.entries(result.statusCodeStats ?? {});
  return answers.reduce((sum, [status, { count }]) => sum + (Number(status) === expectedStatus ? 0 : count), 0);
}

/**
 * Requests per second, p50/p95 latency (ms) and every error of one run: a failed or timed-out
 * request, or an answer with another status than `expectedStatus` (any 2xx when not given; the
 * bench's baseline is the 404 screen, so its 404s are its answers, not errors).
 */
export function load({ url, connections, seconds, headers = {}, method = 'GET', body, expectedStatus }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds, headers, method, body }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        requests: result.requests.total,
        p50Ms: Number(percentile(times, 50).toFixed(2)),
        p95Ms: Number(percentile(times, 95).toFixed(2)),
        errors: result.errors + result.timeouts + unexpectedAnswers(result, expectedStatus),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
