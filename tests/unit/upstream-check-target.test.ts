import { describe, expect, it } from 'vitest';
import { checkTarget, parseEnvFile } from '../../scripts/lib/upstream-check-target.mjs';

const LOCAL_SECRET = 'web-local-secret';
const deployed = ['--api', 'https://api.company.ru'];
const signIn = { OAUTH_CLIENT_SECRET: 'client-secret', UPSTREAM_CHECK_PASSWORD: 'pw' };

describe('npm run upstream:check: which back office, as whom (scripts/lib/upstream-check-target.mjs)', () => {
  it('by default the local reference upstream, signed in as the seed’s legal entity with the local client', () => {
    const t = checkTarget([], {}, LOCAL_SECRET);
    expect(t).toMatchObject({ apiUrl: 'http://localhost:8788', authUrl: 'http://localhost:8788', problems: [] });
    expect(t.credentials).toEqual({
      oauth: { clientId: 'web', clientSecret: LOCAL_SECRET, scope: '*' },
      client: { username: '79000000002', password: 'Demo-2026' },
    });
  });

  it('a deployed back office by URL, signed in with the flags and the secrets of the environment', () => {
    const t = checkTarget(
      [
        ...deployed,
        '--auth',
        'https://auth.company.ru',
        '--username',
        '79001112233',
        '--client-id',
        'site',
        '--scope',
        'client',
        '--timeout',
        '15000',
      ],
      signIn,
      LOCAL_SECRET,
    );
    expect(t).toMatchObject({
      apiUrl: 'https://api.company.ru',
      authUrl: 'https://auth.company.ru',
      timeoutMs: 15000,
      problems: [],
      credentials: {
        oauth: { clientId: 'site', clientSecret: 'client-secret', scope: 'client' },
        client: { username: '79001112233', password: 'pw' },
      },
    });
    // The environment's names work as well as the flags.
    const fromEnv = checkTarget(
      [],
      {
        ...signIn,
        UPSTREAM_API_URL: 'https://api.company.ru',
        UPSTREAM_CHECK_USERNAME: '7900',
        PUBLIC_OAUTH_CLIENT_ID: 'site',
      },
      LOCAL_SECRET,
    );
    expect(fromEnv).toMatchObject({ authUrl: 'https://api.company.ru', credentials: { client: { username: '7900' } } });
  });

  it('never sends the demo password or the local client beyond this machine: public calls alone', () => {
    const t = checkTarget(deployed, {}, LOCAL_SECRET);
    expect(t.credentials).toEqual({});
    expect(t.problems).toEqual([]);
    expect(
      checkTarget([...deployed, '--public-only'], { ...signIn, UPSTREAM_CHECK_USERNAME: 'x' }, LOCAL_SECRET)
        .credentials,
    ).toEqual({});
  });

  it('half a sign-in is an error naming what is missing, before any request', () => {
    expect(checkTarget([...deployed, '--username', '7900'], {}, LOCAL_SECRET).problems).toEqual([
      expect.stringMatching(/^To sign in, set UPSTREAM_CHECK_PASSWORD, OAUTH_CLIENT_SECRET too/),
    ]);
    expect(checkTarget(['--username', '7900'], {}, LOCAL_SECRET).problems).toHaveLength(1);
  });

  it('refuses a plain-http deployed address, a bad timeout and an unknown flag', () => {
    expect(checkTarget(['--api', 'http://api.company.ru'], {}, undefined).problems).toEqual([
      'http://api.company.ru is not https: a deployed back office is checked over https only (tokens travel).',
    ]);
    expect(checkTarget([...deployed, '--timeout', '5'], {}, undefined).problems).toEqual([
      '--timeout (UPSTREAM_TIMEOUT_MS): 100..60000 ms.',
    ]);
    expect(() => checkTarget(['--password', 'x'], {}, undefined)).toThrow(/password/);
  });

  it('reads an env file: comments, quotes, export', () => {
    expect(parseEnvFile('# c\nexport A=1\nB = "two words"\nC=\'3\'\n\nbad line\n')).toEqual({
      A: '1',
      B: 'two words',
      C: '3',
    });
  });
});
