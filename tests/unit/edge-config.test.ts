import { ConfigError, loadConfig, publicConfig } from '@edge/config';
import { describe, expect, it } from 'vitest';

const valid = {
  PUBLIC_OAUTH_CLIENT_ID: 'web',
  PUBLIC_OAUTH_SCOPE: '*',
  OAUTH_CLIENT_SECRET: 'secret',
  SESSION_SECRETS: `${'n'.repeat(32)}, ${'o'.repeat(40)}`,
  UPSTREAM_API_URL: 'http://localhost:8788',
  UPSTREAM_AUTH_URL: 'http://localhost:8788',
  VISITOR_ADDRESS_KEY: 'k'.repeat(32),
};
const binding = { fetch: () => new Response() };

describe('runtime configuration', () => {
  it('parses a valid environment with defaults', () => {
    const config = loadConfig({ ...valid });
    expect(config.SESSION_SECRETS).toEqual(['n'.repeat(32), 'o'.repeat(40)]);
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(8000);
    expect(config.PUBLIC_HIDE_PRIVATE_ROUTES).toBe(false);
    expect(config.ROUTE_RULES).toEqual([]);
  });

  it('stops with a clear message naming every missing or malformed setting', () => {
    const attempt = () =>
      loadConfig({
        ...valid,
        SESSION_SECRETS: 'short',
        UPSTREAM_API_URL: 'not a url',
        PUBLIC_OAUTH_CLIENT_ID: undefined,
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SESSION_SECRETS/);
    expect(attempt).toThrow(/UPSTREAM_API_URL/);
    expect(attempt).toThrow(/PUBLIC_OAUTH_CLIENT_ID/);
  });

  it('validates route rules as JSON redirects', () => {
    const config = loadConfig({ ...valid, ROUTE_RULES: '[{"from":"/promo","to":"https://example.com/"}]' });
    expect(config.ROUTE_RULES).toEqual([{ from: '/promo', to: 'https://example.com/', status: 301 }]);
    expect(() => loadConfig({ ...valid, ROUTE_RULES: '{oops' })).toThrow(/ROUTE_RULES must be JSON/);
  });

  it('shows Metrika only when both the flag and the id are set', () => {
    expect(publicConfig(loadConfig({ ...valid, PUBLIC_METRIKA_ID: '12345' })).metrikaId).toBeUndefined();
    expect(
      publicConfig(loadConfig({ ...valid, PUBLIC_METRIKA_ENABLED: 'true', PUBLIC_METRIKA_ID: '12345' })).metrikaId,
    ).toBe('12345');
    expect(() => loadConfig({ ...valid, PUBLIC_METRIKA_ID: 'abc' })).toThrow(/digits/);
  });

  it('keeps the service worker unless PUBLIC_OFFLINE_DISABLED is true (decision 0031)', () => {
    expect(publicConfig(loadConfig(valid)).offline).toBe(true);
    expect(publicConfig(loadConfig({ ...valid, PUBLIC_OFFLINE_DISABLED: 'true' })).offline).toBe(false);
    expect(() => loadConfig({ ...valid, PUBLIC_OFFLINE_DISABLED: 'yes' })).toThrow();
  });

  it('reached by URL, refuses to start without the visitor-address key (never every visitor as one address)', () => {
    const { VISITOR_ADDRESS_KEY: _, ...keyless } = valid;
    // No UPSTREAM binding: the upstream is reached at its URLs.
    const byUrl = () => loadConfig({ ...keyless });
    expect(byUrl).toThrow(ConfigError);
    expect(byUrl).toThrow(/VISITOR_ADDRESS_KEY: VISITOR_ADDRESS_KEY is required when the upstream is reached by URL/);
    expect(byUrl).toThrow(/считает всех посетителей одним адресом/);
    // A binding, but UPSTREAM_VIA_URL forces the URLs: the same.
    expect(() => loadConfig({ ...keyless, UPSTREAM: binding, UPSTREAM_VIA_URL: 'true' })).toThrow(
      /VISITOR_ADDRESS_KEY/,
    );
    // Through the service binding the upstream trusts the site's X-Forwarded-For: no key needed.
    expect(loadConfig({ ...keyless, UPSTREAM: binding }).VISITOR_ADDRESS_KEY).toBeUndefined();
    // With the key, by URL is fine; a short key is refused.
    expect(loadConfig({ ...valid, UPSTREAM_VIA_URL: 'true' }).UPSTREAM_VIA_URL).toBe(true);
    expect(() => loadConfig({ ...keyless, VISITOR_ADDRESS_KEY: 'short' })).toThrow(/at least 32 characters/);
  });
});
