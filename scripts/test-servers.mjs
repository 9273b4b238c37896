// npm run test:servers: starts the e2e servers the way Playwright does (playwright.config.ts's
// webServer entries, one after another, each ready once its URL answers below 404), ten times in a
// row while another process keeps every core busy, and fails unless every start comes up. Prints
// each start's time. E2E_PORT_BASE moves the ports as for Playwright; TEST_SERVERS_STARTS sets
// the number of starts. Needs a build (npm run build).
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import config from '../playwright.config.ts';
import { root } from './lib/wrangler.mjs';

const STARTS = Number(process.env.TEST_SERVERS_STARTS ?? 10);
const TAIL_LINES = 15;
const servers = [config.webServer ?? []].flat();

/** A busy loop on every core, in a process of its own (worker threads spinning until killed). */
function startLoad() {
  const cores = availableParallelism();
  const spin = `const { Worker } = require('node:worker_threads');
for (let i = 1; i < ${cores}; i++) new Worker('for (;;) {}', { eval: true });
for (;;) {}`;
  const load = spawn(process.execPath, ['-e', spin], { stdio: 'ignore' });
  return { cores, stop: () => load.kill('SIGKILL') };
}

/** Runs one webServer entry's command as Playwright does: a shell in its own process group. */
function launch(server) {
  const child = spawn(server.command, {
    cwd: root,
    shell: true,
    detached: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tail = [];
  child.stderr.on('data', (chunk) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
  });
  return { child, tail };
}

/** Playwright's check: ready once the URL answers with a status below 404. */
async function waitReady(server, { child, tail }) {
  const deadline = Date.now() + (server.timeout ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before ${server.url} answered:\n${tail.join('\n')}`);
    try {
      const res = await fetch(server.url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.url} did not answer within ${(server.timeout ?? 60_000) / 1000} s:\n${tail.join('\n')}`);
}

/** Stops a started command's whole process group (wrangler and workerd with it) and waits for it. */
async function stopGroup({ child }) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', resolve);
  });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  // The group's other processes (workerd) may outlive the shell by a moment.
  signalGroup('SIGKILL');
}

/** One start of every server; resolves with each server's seconds, rejects naming the one that failed. */
async function startAll() {
  const running = [];
  const seconds = [];
  try {
    for (const server of servers) {
      const started = Date.now();
      const launched = launch(server);
      running.push(launched);
      try {
        await waitReady(server, launched);
      } catch (err) {
        throw new Error(`${server.url}: ${err.message}`);
      }
      seconds.push((Date.now() - started) / 1000);
    }
    return seconds;
  } finally {
    await Promise.all(running.map(stopGroup));
  }
}

const load = startLoad();
console.log(`${STARTS} starts of ${servers.length} e2e servers, a busy loop on each of ${load.cores} cores`);
const results = [];
try {
  for (let i = 1; i <= STARTS; i++) {
    const started = Date.now();
    try {
      const seconds = await startAll();
      const total = (Date.now() - started) / 1000;
      results.push({ ok: true, total });
      console.log(
        `start ${i}: up in ${total.toFixed(1)} s (${seconds.map((s) => s.toFixed(1)).join(' + ')} s), load ${loadavg()[0].toFixed(1)}`,
      );
    } catch (err) {
      results.push({ ok: false });
      console.error(`start ${i}: FAILED after ${((Date.now() - started) / 1000).toFixed(1)} s: ${err.message}`);
    }
  }
} finally {
  load.stop();
}
const up = results.filter((r) => r.ok).map((r) => r.total);
const sorted = [...up].sort((a, b) => a - b);
const summary = sorted.length
  ? `, min ${sorted[0].toFixed(1)} s, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s, max ${sorted.at(-1).toFixed(1)} s`
  : '';
console.log(`${up.length} of ${STARTS} starts came up${summary}`);
process.exit(up.length === STARTS ? 0 : 1);
