import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deployConfigProblems,
  productionProblems,
  sharedStateBindingProblems,
} from '../../scripts/lib/deploy-config.mjs';

const shipped = (config: string) => readFileSync(path.resolve(import.meta.dirname, '../..', config), 'utf8');

describe('npm run deploy:check refuses development settings and secrets in a deploy config', () => {
  it('passes the shipped configs of both workers', () => {
    expect(deployConfigProblems('wrangler.toml', shipped('wrangler.toml'))).toEqual([]);
    expect(deployConfigProblems('upstream/wrangler.toml', shipped('upstream/wrangler.toml'))).toEqual([]);
    expect(deployConfigProblems('state/wrangler.toml', shipped('state/wrangler.toml'))).toEqual([]);
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

/** The shipped config with one text replaced; fails when the text is not there (a stale test). */
function changed(config: string, from: string, to: string): string {
  const toml = shipped(config);
  if (!toml.includes(from)) throw new Error(`${config} has no «${from}»`);
  return toml.replace(from, to);
}
const site = (toml: string) => productionProblems('site', 'wrangler.toml', toml);
const upstream = (toml: string) => productionProblems('upstream', 'upstream/wrangler.toml', toml);
const state = (toml: string) => productionProblems('state', 'state/wrangler.toml', toml);
const SITE_URL = 'PUBLIC_SITE_URL = "https://drive-leasing.ru"';
const PROD_DB_ID = 'database_id = "6f1e2d3c-4b5a-4978-8a1b-2c3d4e5f6a7b"';

describe('npm run deploy:check on the production environment', () => {
  it('passes the shipped [env.production] of both workers', () => {
    expect(site(shipped('wrangler.toml'))).toEqual([]);
    expect(upstream(shipped('upstream/wrangler.toml'))).toEqual([]);
    expect(state(shipped('state/wrangler.toml'))).toEqual([]);
    expect(sharedStateBindingProblems(shipped('wrangler.toml'), shipped('state/wrangler.toml'))).toEqual([]);
  });

  it('fails on a public shared-state sidecar or one without its class', () => {
    const prod = '[env.production]\nworkers_dev = false';
    expect(state(changed('state/wrangler.toml', prod, '[env.production]\nworkers_dev = true'))).toEqual([
      "state/wrangler.toml [env.production]: the shared state would be public: set workers_dev = false and no routes (only the site's SHARED_STATE binding reaches it).",
    ]);
    const toml = shipped('state/wrangler.toml').replace(/\[\[env\.production\.migrations\]\][\s\S]*$/, '');
    expect(state(toml)).toEqual([
      'state/wrangler.toml [env.production]: no migration creates the Durable Object class SharedState (new_sqlite_classes).',
    ]);
  });

  it('fails on a site whose SHARED_STATE binding misses the sidecar (the back office’s worker, say)', () => {
    const siteToml = changed(
      'wrangler.toml',
      'script_name = "leasing-state-production"',
      'script_name = "leasing-upstream-production"',
    );
    expect(sharedStateBindingProblems(siteToml, shipped('state/wrangler.toml'))).toEqual([
      'wrangler.toml [env.production]: SHARED_STATE\'s script_name is "leasing-upstream-production", but the site\'s sidecar deploys as "leasing-state-production" (state/wrangler.toml).',
    ]);
  });

  it('fails without a production environment', () => {
    expect(site('[vars]\nPUBLIC_SITE_URL = "https://a.ru"\n')).toEqual([
      'wrangler.toml: no [env.production]. Deploy the production environment, not the local one.',
    ]);
  });

  it('fails on an http site address', () => {
    expect(site(changed('wrangler.toml', SITE_URL, 'PUBLIC_SITE_URL = "http://drive-leasing.ru"'))).toEqual([
      'wrangler.toml [env.production]: PUBLIC_SITE_URL is not https: set the https address it is reached at.',
    ]);
  });

  it('fails on a localhost address, the site’s or the upstream’s', () => {
    expect(site(changed('wrangler.toml', SITE_URL, 'PUBLIC_SITE_URL = "https://localhost:8787"'))).toEqual([
      'wrangler.toml [env.production]: PUBLIC_SITE_URL is this machine (localhost): set the https address it is reached at.',
    ]);
    const api = 'UPSTREAM_API_URL = "https://api.drive-leasing.ru"';
    expect(site(changed('wrangler.toml', api, 'UPSTREAM_API_URL = "http://127.0.0.1:8788"'))).toEqual([
      'wrangler.toml [env.production]: UPSTREAM_API_URL is not https: set the https address it is reached at.',
    ]);
  });

  it('fails on a placeholder database id', () => {
    const toml = changed('upstream/wrangler.toml', PROD_DB_ID, 'database_id = "00000000-0000-0000-0000-000000000001"');
    expect(upstream(toml)).toEqual([
      'upstream/wrangler.toml [env.production]: database_id of DB is a placeholder: put the id `wrangler d1 create leasing-upstream-production` prints.',
    ]);
    expect(upstream(changed('upstream/wrangler.toml', PROD_DB_ID, 'database_id = "<your database id>"'))).toHaveLength(
      1,
    );
  });

  it('fails on a development flag switched on', () => {
    const toml = changed(
      'upstream/wrangler.toml',
      'DEV_OUTBOX_ENABLED = "false"\nSMS_DAILY_BUDGET = "1000"\nSMSRU_API_URL = "https://sms.ru"\nSMSRU_FROM = ""\n\n[env.production.secrets]',
      'DEV_OUTBOX_ENABLED = "true"\nSMS_DAILY_BUDGET = "1000"\nSMSRU_API_URL = "https://sms.ru"\nSMSRU_FROM = ""\n\n[env.production.secrets]',
    );
    expect(upstream(toml)).toEqual([
      'upstream/wrangler.toml [env.production]: DEV_OUTBOX_ENABLED must be "false" (a development switch).',
    ]);
  });

  it('fails on a secret named in the environment’s vars', () => {
    const toml = changed(
      'upstream/wrangler.toml',
      '[env.production.vars]\n',
      '[env.production.vars]\nSMSRU_API_ID = "0123"\n',
    );
    expect(upstream(toml)).toEqual([
      'upstream/wrangler.toml [env.production]: SMSRU_API_ID is a secret: remove it from vars, set it with `wrangler secret put SMSRU_API_ID --env production`.',
    ]);
  });

  it('fails on a public upstream (workers.dev or a route)', () => {
    const message = [
      'upstream/wrangler.toml [env.production]: the upstream would be public: set workers_dev = false and no routes (the site reaches it through its service binding).',
    ];
    const prod = '[env.production]\nworkers_dev = false';
    expect(upstream(changed('upstream/wrangler.toml', prod, '[env.production]\nworkers_dev = true'))).toEqual(message);
    expect(upstream(changed('upstream/wrangler.toml', 'preview_urls = false', 'preview_urls = true'))).toEqual(message);
    expect(
      upstream(
        changed(
          'upstream/wrangler.toml',
          prod,
          `${prod}\nroutes = [{ pattern = "api.drive-leasing.ru", custom_domain = true }]`,
        ),
      ),
    ).toEqual(message);
  });

  it('fails on a site that reaches the upstream by URL without the visitor-address key', () => {
    const binding = '[[env.production.services]]\nbinding = "UPSTREAM"\nservice = "leasing-upstream-production"\n';
    const required = 'required = ["SESSION_SECRETS", "OAUTH_CLIENT_SECRET", "ALTCHA_HMAC_KEY", "VISITOR_ADDRESS_KEY"]';
    const keyless = 'required = ["SESSION_SECRETS", "OAUTH_CLIENT_SECRET", "ALTCHA_HMAC_KEY"]';
    const byUrl = changed('wrangler.toml', binding, '');
    // A real back office by URL with the key required: fine; through the binding the key is optional.
    expect(site(byUrl)).toEqual([]);
    expect(site(changed('wrangler.toml', required, keyless))).toEqual([]);
    expect(site(byUrl.replace(required, keyless))).toEqual([
      expect.stringMatching(
        /^wrangler\.toml \[env\.production\]: the site reaches the upstream by URL \(no UPSTREAM service binding\) but VISITOR_ADDRESS_KEY is not in \[env\.production\.secrets\] required/,
      ),
    ]);
    const secrets = 'LOCAL_COMPRESSION = "false"\n\n[env.production.secrets]';
    const forced = changed('wrangler.toml', secrets, secrets.replace('\n\n', '\nUPSTREAM_VIA_URL = "true"\n\n'));
    expect(site(forced.replace(required, keyless))).toEqual([
      expect.stringContaining('(UPSTREAM_VIA_URL is "true") but VISITOR_ADDRESS_KEY is not in'),
    ]);
  });

  it('fails on a site without a custom domain (workers.dev: no Cache API)', () => {
    const route = 'routes = [{ pattern = "drive-leasing.ru", custom_domain = true }]';
    expect(
      site(
        changed(
          'wrangler.toml',
          route,
          'routes = [{ pattern = "drive-leasing.ru/*", zone_name = "drive-leasing.ru" }]',
        ),
      ),
    ).toEqual([
      'wrangler.toml [env.production]: the site needs routes = [{ pattern = "<domain>", custom_domain = true }] and workers_dev = false: on *.workers.dev the Cache API does nothing (the guest page cache would be off).',
    ]);
    expect(site(changed('wrangler.toml', 'workers_dev = false', 'workers_dev = true'))).toHaveLength(1);
  });
});
