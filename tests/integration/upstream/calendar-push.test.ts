import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { call, type Errors, INDIVIDUAL, json, LEGAL, resetRateLimits, signedIn } from './account-helpers';

/** The site's OAuth client by HTTP Basic, as the site's feed route and Cron call the upstream. */
const SITE = { Authorization: `Basic ${btoa('web:web-local-secret')}` };
const site = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(`/api/v1/site${path}`, { ...init, headers: { ...SITE, ...init.headers } });
const feed = (token: string) => site('/calendar-feed', { method: 'POST', json: { token } });

type FeedAnswer = {
  items: { contract: { id: number; number: string }; schedule: { date: string; status: { slug: string } }[] }[];
};

afterEach(resetRateLimits);

describe('calendar feed (issue 42)', () => {
  it('issues a token once, answers the feed to the site client only, and refuses it after re-issue and revoke', async () => {
    const api = await signedIn(INDIVIDUAL, '/api/v1');
    expect(await json(await api('/client/calendar-feed'))).toEqual({ issuedAt: null });
    const first = await api('/client/calendar-feed', { method: 'POST' });
    expect(first.status).toBe(201);
    const { token } = await json<{ token: string; issuedAt: string }>(first);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored as its SHA-256 digest only.
    const stored = await env.DB.prepare('SELECT token_hash FROM calendar_feeds').all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.results[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const res = await feed(token);
    expect(res.status).toBe(200);
    const body = await json<FeedAnswer>(res);
    expect(body.items.map((i) => i.contract.number)).toEqual(['ЛД-2025-0147']);
    const rows = body.items[0]?.schedule ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status.slug === 'unpaid' && r.date >= '2026-11-25')).toBe(true);

    expect((await call('/api/v1/site/calendar-feed', { method: 'POST', json: { token } })).status).toBe(401);
    const wrong = await call('/api/v1/site/calendar-feed', {
      method: 'POST',
      json: { token },
      headers: { Authorization: `Basic ${btoa('web:wrong')}` },
    });
    expect(wrong.status).toBe(401);
    // Another client's bearer token is no site client.
    expect((await api('/site/calendar-feed', { method: 'POST', json: { token } })).status).toBe(401);

    const second = await json<{ token: string }>(await api('/client/calendar-feed', { method: 'POST' }));
    expect((await feed(token)).status).toBe(404);
    expect((await feed(second.token)).status).toBe(200);
    expect((await api('/client/calendar-feed', { method: 'DELETE' })).status).toBe(200);
    const gone = await feed(second.token);
    expect(gone.status).toBe(404);
    expect(await json<Errors>(gone)).toMatchObject({ message: 'Адрес календаря не найден' });
    expect((await api('/client/calendar-feed', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a malformed token with 422 and limits one feed to 30 reads an hour', async () => {
    expect((await feed('short')).status).toBe(422);
    expect((await site('/calendar-feed', { method: 'POST', json: {} })).status).toBe(422);
    const api = await signedIn(LEGAL, '/api/v1');
    const { token } = await json<{ token: string }>(await api('/client/calendar-feed', { method: 'POST' }));
    for (let i = 0; i < 30; i++) expect((await feed(token)).status).toBe(200);
    const limited = await feed(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe('push subscriptions and reminders (issue 42)', () => {
  it('stores a subscription, hands out each due reminder once, and drops a subscription', async () => {
    const api = await signedIn(INDIVIDUAL, '/api/v1');
    const bad = await api('/client/push-subscriptions', {
      method: 'POST',
      json: { ...SUBSCRIPTION, endpoint: 'http://push.example/x' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await api('/client/push-subscriptions', { method: 'POST', json: { ...SUBSCRIPTION, showAmounts: true } }))
        .status,
    ).toBe(201);
    // A payment 3 days after the fixed today (2026-11-25).
    const row = await env.DB.prepare(
      `SELECT s.id FROM contract_schedule s JOIN client_contracts c ON c.id = s.contract_id JOIN users u ON u.id = c.user_id
       WHERE u.phone = ?1 AND c.status = 'active' AND s.status = 'unpaid' ORDER BY s.due_on LIMIT 1`,
    )
      .bind(INDIVIDUAL)
      .first<{ id: number }>();
    await env.DB.prepare("UPDATE contract_schedule SET due_on = '2026-11-28' WHERE id = ?1").bind(row?.id).run();
    const getClaim = await site('/push-reminders/claim');
    expect(getClaim.status, await getClaim.clone().text()).toBe(405);
    const claimed = await json<{
      items: { subscriptionId: number; kind: string; date: string; amount: number | null }[];
    }>(await site('/push-reminders/claim', { method: 'POST' }));
    const reminder = claimed.items.find((i) => i.date === '2026-11-28');
    expect(reminder).toMatchObject({ kind: 'in3days', subscription: SUBSCRIPTION });
    expect(reminder?.amount).toBeGreaterThan(0);
    const again = await json<{ items: unknown[] }>(await site('/push-reminders/claim', { method: 'POST' }));
    expect(again.items).toEqual([]);
    expect((await call('/api/v1/site/push-reminders/claim', { method: 'POST' })).status).toBe(401);

    const id = reminder?.subscriptionId ?? 0;
    expect((await site(`/push-subscriptions/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await site(`/push-subscriptions/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/client/push-subscriptions', { method: 'DELETE', json: SUBSCRIPTION })).status).toBe(404);
  });
});
