// The CPU time the site's own processes spend, read from /proc (Linux): a request's cost to the
// worker itself, which the host's other load does not change the way it changes requests/s.
// `wrangler dev` runs two workerd processes for the site: a dev proxy listening on the site's port
// (local only: deployed, nothing stands between Cloudflare's front line and the worker) and the
// runtime that runs the worker and its static assets behind it.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_MS = 100 / 1000;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null when gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const processIds = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

function descendantsOf(rootPid) {
  const parentOf = new Map(processIds().map((pid) => [pid, Number(statFields(pid)?.[1] ?? 0)]));
  const found = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!found.has(pid) && found.has(parent)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  found.delete(rootPid);
  return [...found];
}

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/**
 * The site's workerd processes under the `wrangler dev` process `rootPid`: the proxy (its entry
 * socket is the site's port) and the runtime (the others). Null when /proc cannot tell (not Linux).
 */
export function siteProcesses(rootPid, sitePort) {
  const workerds = descendantsOf(rootPid).filter((pid) => commandOf(pid)[0]?.endsWith('/workerd'));
  const proxy = workerds.filter((pid) => commandOf(pid).includes(`--socket-addr=entry=127.0.0.1:${sitePort}`));
  const runtime = workerds.filter((pid) => !proxy.includes(pid));
  return proxy.length && runtime.length ? { proxy, runtime } : null;
}

/** CPU milliseconds (user + system) the processes have used so far. */
function cpuMs(pids) {
  return pids.reduce((sum, pid) => {
    const fields = statFields(pid);
    return fields ? sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS : sum;
  }, 0);
}

/** Runs `work` (resolving to a run with `requests`, the answers counted) and adds each process group's CPU ms a request. */
export async function withCpuPerRequest(processes, work) {
  if (!processes) return work();
  const before = { proxy: cpuMs(processes.proxy), runtime: cpuMs(processes.runtime) };
  const run = await work();
  const per = (group) => Number(((cpuMs(processes[group]) - before[group]) / Math.max(1, run.requests)).toFixed(3));
  return { ...run, cpuMsPerRequest: { runtime: per('runtime'), proxy: per('proxy') } };
}
