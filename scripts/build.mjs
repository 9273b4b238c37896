// Builds the site worker with Waku's Cloudflare adapter.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/wrangler.mjs';

const waku = path.join(root, 'node_modules', 'waku', 'cli.js');
const res = spawnSync(process.execPath, [waku, 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLOUDFLARE: '1' },
});
// Waku points wrangler at its generated dist/server/wrangler.json, which drops our vars and
// bindings; removing the redirect makes wrangler use wrangler.toml.
rmSync(path.join(root, '.wrangler', 'deploy'), { recursive: true, force: true });
process.exit(res.status ?? 1);
