// Whether a local server has started: a free port before, an answer after, and why not.
import net from 'node:net';

/** How many of a server's last stderr lines a failure quotes. */
export const TAIL_LINES = 15;
/** How often a server that does not answer yet is reported as still starting. */
const PROGRESS_EVERY_MS = 10_000;

/** The last lines a server wrote to stderr, for the message that says why it failed. */
export const tailOf = (server) => server.tail.join('\n').trim() || '(nothing on stderr)';

/**
 * Waits until `server` answers `url` (and `accept` agrees) before `deadline`. Tells the two
 * outcomes apart: the server stopped («failed», with its exit code and last stderr lines), or it
 * still runs without answering («still starting», reported every 10 s and in the final error).
 */
export async function waitForHttp(server, url, deadline, accept = () => true) {
  const started = Date.now();
  let lastProgress = started;
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `${server.name} failed: it stopped (${server.child.exitCode ?? server.child.signalCode}) before answering ${url}. Its last lines:\n${tailOf(server)}`,
      );
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      const body = await res.text();
      if (accept(res, body)) return;
      lastAnswer = `answers ${res.status} ${body.slice(0, 200)}`;
    } catch (err) {
      // An answer that will never change (a misconfiguration) ends the wait at once.
      if (err.final) throw err;
      lastAnswer = `no answer yet (${err.cause?.code ?? err.name})`;
    }
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      console.error(
        `${server.name}: still starting after ${Math.round((lastProgress - started) / 1000)} s: ${url} ${lastAnswer}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${server.name} still starting when the start's time ran out: ${url} ${lastAnswer}. Its last lines:\n${tailOf(server)}`,
  );
}

/**
 * Fails when something already listens on `port`. workerd binds with SO_REUSEPORT, so a second
 * `wrangler dev` on a taken port starts without a word, and the kernel then shares the
 * connections between both: a benchmark or a test would partly talk to a stale server (a session
 * left running, an older build).
 */
export async function assertPortFree(port) {
  const problem = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err) => resolve(err));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)));
  });
  if (problem?.code === 'EADDRINUSE') {
    throw new Error(`port ${port} is already in use (another server still running?): stop it first`);
  }
  if (problem) throw problem;
}
