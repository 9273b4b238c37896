import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  deployConfigProblems,
  productionProblems,
  sharedStateBindingProblems,
} from '../../scripts/lib/deploy-config.mjs';
import { EXAMPLE_DATABASE_ID, EXAMPLE_DOMAIN, exampleProblems } from '../../scripts/lib/deploy-examples.mjs';

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
      'DEV_OUTBOX_ENABLED = "false"\nSMS_DAILY_BUDGET = "1000"\nSMSRU_API_URL = "https://sms.ru"\nSMSRU_FROM = ""\n\n#',
      'DEV_OUTBOX_ENABLED = "true"\nSMS_DAILY_BUDGET = "1000"\nSMSRU_API_URL = "https://sms.ru"\nSMSRU_FROM = ""\n\n#',
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
    const required =
      '[env.production.secrets]\nrequired = ["SESSION_SECRETS", "OAUTH_CLIENT_SECRET", "ALTCHA_HMAC_KEY", "VISITOR_ADDRESS_KEY"]';
    const keyless =
      '[env.production.secrets]\nrequired = ["SESSION_SECRETS", "OAUTH_CLIENT_SECRET", "ALTCHA_HMAC_KEY"]';
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
    const routes = (toml: string) => toml.replace(/^routes = \[[\s\S]*?^\]\n/m, '');
    const zoneRoute = 'routes = [{ pattern = "drive-leasing.ru/*", zone_name = "drive-leasing.ru" }]\n';
    const shippedRoutes = shipped('wrangler.toml').match(/^routes = \[[\s\S]*?^\]\n/m)?.[0];
    expect(shippedRoutes).toContain('custom_domain = true');
    expect(site(shipped('wrangler.toml').replace(shippedRoutes ?? '', zoneRoute))).toEqual([
      'wrangler.toml [env.production]: the site needs routes = [{ pattern = "<domain>", custom_domain = true }] and workers_dev = false: on *.workers.dev the Cache API does nothing (the guest page cache would be off).',
    ]);
    expect(site(routes(shipped('wrangler.toml')))).toHaveLength(1);
    expect(site(changed('wrangler.toml', 'workers_dev = false', 'workers_dev = true'))).toHaveLength(1);
  });
});

const CONFIGS = ['wrangler.toml', 'upstream/wrangler.toml', 'state/wrangler.toml'];
const COMPANY_DOMAIN = 'leasing-company.ru';
const COMPANY_DB_ID = '3b8d0f4e-2c1a-4e57-9f60-7a1c2d3e4f50';
/** A shipped config as a company fills it in: its domain and database id, the REPLACE comments gone. */
const filledIn = (config: string) =>
  shipped(config)
    .replace(/^#\s*REPLACE\b.*\n/gm, '')
    .replaceAll(EXAMPLE_DOMAIN, COMPANY_DOMAIN)
    .replaceAll(EXAMPLE_DATABASE_ID, COMPANY_DB_ID);

describe('npm run deploy:check refuses the shipped examples', () => {
  it('fails on the repository as it stands: the REPLACE comments, the example id and the example domain', () => {
    expect(exampleProblems('wrangler.toml', shipped('wrangler.toml'))).toEqual([
      expect.stringMatching(/^wrangler\.toml:\d+: still marked «REPLACE drive-leasing\.ru with the company's domain/),
      "wrangler.toml [env.production]: routes is on the example domain drive-leasing.ru: put the company's domain.",
      "wrangler.toml [env.production]: PUBLIC_SITE_URL is on the example domain drive-leasing.ru: put the company's domain.",
    ]);
    expect(exampleProblems('upstream/wrangler.toml', shipped('upstream/wrangler.toml'))).toEqual([
      expect.stringMatching(/^upstream\/wrangler\.toml:\d+: still marked «REPLACE database_id/),
      `upstream/wrangler.toml: database_id ${EXAMPLE_DATABASE_ID} is the shipped example: put the id \`wrangler d1 create\` prints.`,
    ]);
    expect(exampleProblems('state/wrangler.toml', shipped('state/wrangler.toml'))).toEqual([]);
  });

  it('passes once a company puts its own values and deletes the REPLACE comments', () => {
    for (const config of CONFIGS) expect(exampleProblems(config, filledIn(config))).toEqual([]);
    expect(productionProblems('site', 'wrangler.toml', filledIn('wrangler.toml'))).toEqual([]);
    expect(productionProblems('upstream', 'upstream/wrangler.toml', filledIn('upstream/wrangler.toml'))).toEqual([]);
  });

  it('refuses the example id even without its comment; the example domain only while a comment marks it', () => {
    const idOnly = shipped('upstream/wrangler.toml').replace(/^#\s*REPLACE\b.*\n/gm, '');
    expect(exampleProblems('upstream/wrangler.toml', idOnly)).toHaveLength(1);
    // A company that does own drive-leasing.ru deletes the comment and keeps the name.
    const owned = shipped('wrangler.toml').replace(/^#\s*REPLACE\b.*\n/gm, '');
    expect(exampleProblems('wrangler.toml', owned)).toEqual([]);
  });

  it('counts the upstream addresses on the example domain only where the site reaches the upstream by URL', () => {
    const binding = '[[env.production.services]]\nbinding = "UPSTREAM"\nservice = "leasing-upstream-production"\n';
    const byUrl = changed('wrangler.toml', binding, '')
      .replace(`pattern = "${EXAMPLE_DOMAIN}"`, `pattern = "${COMPANY_DOMAIN}"`)
      .replace(`pattern = "www.${EXAMPLE_DOMAIN}"`, `pattern = "www.${COMPANY_DOMAIN}"`)
      .replace(`"https://${EXAMPLE_DOMAIN}"`, `"https://${COMPANY_DOMAIN}"`);
    expect(exampleProblems('wrangler.toml', byUrl).slice(1)).toEqual([
      "wrangler.toml [env.production]: UPSTREAM_API_URL is on the example domain drive-leasing.ru: put the company's domain.",
      "wrangler.toml [env.production]: UPSTREAM_AUTH_URL is on the example domain drive-leasing.ru: put the company's domain.",
    ]);
  });

  it('the script exits 1 on the repository and 0 on a filled-in copy (--rules-only: no build)', () => {
    const script = path.resolve(import.meta.dirname, '../../scripts/deploy-check.mjs');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [script, '--rules-only', ...args], { encoding: 'utf8' });
    const asIs = run();
    expect(asIs.status).toBe(1);
    expect(asIs.stderr).toContain('is the shipped example');
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
    try {
      for (const config of CONFIGS) {
        mkdirSync(path.dirname(path.join(dir, config)), { recursive: true });
        writeFileSync(path.join(dir, config), filledIn(config));
      }
      const filled = run('--configs', dir);
      expect(filled.stderr).toBe('');
      expect(filled.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('local secrets are not dropped', () => {
  // With [secrets] required, `wrangler dev` loads from .dev.vars only the names listed there or in
  // [vars]: every name an example .dev.vars sets must be on one of the two lists.
  it.each([
    ['wrangler.toml', '.dev.vars.example'],
    ['upstream/wrangler.toml', 'upstream/.dev.vars.example'],
  ])('%s lists every name %s sets', (config, example) => {
    const toml = parse(shipped(config)) as { vars?: object; secrets?: { required?: string[] } };
    const loaded = new Set([...Object.keys(toml.vars ?? {}), ...(toml.secrets?.required ?? [])]);
    const names = [...shipped(example).matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(1);
    expect(names.filter((name) => !loaded.has(name ?? ''))).toEqual([]);
  });
});
