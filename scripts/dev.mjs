// npm run dev: Waku's dev server with hot reload (PORT, default 8787) against the reference
// upstream on local workerd (UPSTREAM_PORT, default 8788). Settings come from wrangler.toml [vars]
// and .dev.vars, passed as environment variables because the dev server runs on Node.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDevVars } from './lib/dev-vars.mjs';
import { startWorkers } from './lib/workers.mjs';
import { root } from './lib/wrangler.mjs';

const sitePort = Number(process.env.PORT ?? 8787);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8788);

/** The [vars] table of wrangler.toml: `KEY = "value"` or `KEY = 'value'` lines. */
function wranglerVars() {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const section = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const vars = {};
  for (const m of section.matchAll(/^([A-Z0-9_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*$/gm))
    vars[m[1]] = m[2] ?? m[3];
  return vars;
}

function devVars() {
  const vars = {};
  for (const line of readFileSync(path.join(root, '.dev.vars'), 'utf8').split('\n')) {
    const m = line.match(/^([A-Z0-9_]+)=(.*)$/);
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

ensureDevVars();
const upstreamUrl = `http://localhost:${upstreamPort}`;
const workers = await startWorkers({ sitePort: 0, upstreamPort, withSite: false });
const env = {
  ...process.env,
  ...wranglerVars(),
  ...devVars(),
  PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
  UPSTREAM_API_URL: upstreamUrl,
  UPSTREAM_AUTH_URL: upstreamUrl,
  CLOUDFLARE: '1',
};
const waku = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'waku', 'cli.js'), 'dev', '--port', String(sitePort)],
  { cwd: root, env, stdio: 'inherit' },
);
console.log(`\n  Upstream: ${upstreamUrl}\n  Site (hot reload): http://localhost:${sitePort}\n`);
const stop = () => {
  waku.kill('SIGTERM');
  workers.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
waku.on('exit', (code) => {
  workers.stop();
  process.exit(code ?? 0);
});
