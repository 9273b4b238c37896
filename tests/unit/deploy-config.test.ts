import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployConfigProblems } from '../../scripts/lib/deploy-config.mjs';

const shipped = (config: string) => readFileSync(path.resolve(import.meta.dirname, '../..', config), 'utf8');

describe('npm run deploy:check refuses development settings and secrets in a deploy config', () => {
  it('passes the shipped configs of both workers', () => {
    expect(deployConfigProblems('wrangler.toml', shipped('wrangler.toml'))).toEqual([]);
    expect(deployConfigProblems('upstream/wrangler.toml', shipped('upstream/wrangler.toml'))).toEqual([]);
  });

  it('fails on OAUTH_CLIENT_SECRET in [vars], whatever its value', () => {
    const toml = shipped('upstream/wrangler.toml').replace(
      '[vars]\n',
      '[vars]\nOAUTH_CLIENT_SECRET = "a-real-looking-value"\n',
    );
    expect(deployConfigProblems('upstream/wrangler.toml', toml)).toEqual([
      'upstream/wrangler.toml: OAUTH_CLIENT_SECRET is a secret, yet it sits in [vars]. Remove it there: set it with `wrangler secret put OAUTH_CLIENT_SECRET` (locally in .dev.vars).',
    ]);
  });

  it('fails on a secret in an environment’s vars or an inline vars table', () => {
    expect(deployConfigProblems('w', '[env.production.vars]\nSESSION_SECRETS = "x"\n')).toHaveLength(1);
    expect(deployConfigProblems('w', 'vars = { SESSION_SECRETS = "x" }\n')).toHaveLength(1);
    expect(
      deployConfigProblems('w', '[vars]\nSESSION_SECRETS_NOTE = "x"\n[[services]]\nOAUTH_CLIENT_SECRET = 1\n'),
    ).toEqual([]);
  });

  it('fails on the tests’ fixed «today» in any vars table', () => {
    expect(deployConfigProblems('upstream/wrangler.toml', '[vars]\nFIXED_TODAY = "2026-11-25"\n')).toEqual([
      'upstream/wrangler.toml: FIXED_TODAY is set. It is for test runs only: remove it.',
    ]);
    expect(deployConfigProblems('w', '[env.staging.vars]\nFIXED_TODAY = "2026-11-25"\n')).toHaveLength(1);
  });

  it('fails on a known development value and on a development flag switched on', () => {
    const problems = deployConfigProblems(
      'wrangler.toml',
      `${shipped('wrangler.toml')}\n[env.staging.vars]\nOAUTH_SECRET_COPY = "web-local-secret"\nDEV_OUTBOX_ENABLED = "true"\n`,
    );
    expect(problems).toEqual([
      'wrangler.toml: DEV_OUTBOX_ENABLED is on. It is for local development only (npm start switches it on): set it to "false".',
      'wrangler.toml: the development value «web-local-secret» is configured: never deploy it.',
    ]);
  });
});
