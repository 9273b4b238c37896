import { env } from 'cloudflare:test';
import { type SubmissionInsert, storeNewSubmission, storeSubmissionOnce } from '@upstream/src/db/store-once';
import { describe, expect, it } from 'vitest';
import { json, post } from './public-helpers';

// Decision 0023: a public form posted again with the same `Idempotency-Key` within 10 minutes is
// stored once, and every post answers the first one's success.

type Accepted = { id: number; createdAt: string; message: string };

/** A phone no other test stores, so counting its rows counts this test's submissions. */
const freshPhone = () => `7916${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const key = () => crypto.randomUUID();
const callback = (phone: string) => ({ type: 'callback', name: 'Иван Петров', phone, consent: true, comment: 'x' });

const rows = async (table: 'form_results' | 'bookings', phone: string) =>
  (await env.DB.prepare(`SELECT id FROM ${table} WHERE phone = ?1 ORDER BY id`).bind(phone).all<{ id: number }>())
    .results;

describe('a public form posted twice is stored once', () => {
  it('5 posts of one key at once: one row, all 5 answered 201 with its id; another key is a second row', async () => {
    const phone = freshPhone();
    const sameKey = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/v1/form-results', callback(phone), { 'Idempotency-Key': sameKey })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((r) => json<Accepted>(r)));
    const stored = await rows('form_results', phone);
    expect(stored).toHaveLength(1);
    for (const body of bodies) {
      expect(body).toMatchObject({ id: stored[0]?.id, message: 'Спасибо! Заявка принята.' });
    }
    expect(new Set(bodies.map((b) => b.createdAt)).size).toBe(1);

    const other = await post('/api/v1/form-results', callback(phone), { 'Idempotency-Key': key() });
    expect(other.status).toBe(201);
    expect(await rows('form_results', phone)).toHaveLength(2);
  });

  it('the same key with other fields (a cached page sent by two visitors) is another submission', async () => {
    const shared = key();
    const [first, second] = [freshPhone(), freshPhone()];
    await post('/api/v1/form-results', callback(first), { 'Idempotency-Key': shared });
    await post('/api/v1/form-results', callback(second), { 'Idempotency-Key': shared });
    expect(await rows('form_results', first)).toHaveLength(1);
    expect(await rows('form_results', second)).toHaveLength(1);
  });

  it('without a key (the mobile door, older clients) every post is stored, as before', async () => {
    const phone = freshPhone();
    await Promise.all([
      post('/api/mobile/v1/form-results', callback(phone)),
      post('/api/v1/form-results', callback(phone)),
    ]);
    expect(await rows('form_results', phone)).toHaveLength(2);
  });

  it('a malformed key is a 400 with a Russian message, and nothing is stored', async () => {
    const phone = freshPhone();
    for (const bad of ['short', 'x'.repeat(65), 'ключ-ключ-ключ-ключ-ключ', 'a b c d e f g h i j k']) {
      const res = await post('/api/v1/form-results', callback(phone), { 'Idempotency-Key': encodeURIComponent(bad) });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(
        'Некорректный ключ отправки формы: обновите страницу и отправьте форму ещё раз',
      );
    }
    expect(await rows('form_results', phone)).toHaveLength(0);
  });

  it('a booking and a request for a car not in stock are stored once per key too', async () => {
    const phone = freshPhone();
    const bookingKey = key();
    const booking = { name: 'Иван Петров', phone, carId: 3, consent: true };
    const bookings = await Promise.all(
      [1, 2, 3].map(() => post('/api/v1/bookings', booking, { 'Idempotency-Key': bookingKey })),
    );
    expect(bookings.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = new Set((await Promise.all(bookings.map((r) => json<Accepted>(r)))).map((b) => b.id));
    expect(await rows('bookings', phone)).toEqual([{ id: [...ids][0] }]);

    const requestKey = key();
    const request = { name: 'Иван Петров', phone, brand: 'Lada', consent: true };
    const requests = await Promise.all(
      [1, 2].map(() => post('/api/v1/cars/empty', request, { 'Idempotency-Key': requestKey })),
    );
    expect(requests.map((r) => r.status)).toEqual([201, 201]);
    expect(await rows('form_results', phone)).toHaveLength(1);
  });

  it('a key whose 10 minutes have passed stores the form again', async () => {
    const phone = freshPhone();
    const oldKey = key();
    await post('/api/v1/form-results', callback(phone), { 'Idempotency-Key': oldKey });
    await env.DB.prepare('UPDATE form_submission_keys SET created_at = created_at - 601 WHERE form = ?1')
      .bind('callback')
      .run();
    await post('/api/v1/form-results', callback(phone), { 'Idempotency-Key': oldKey });
    expect(await rows('form_results', phone)).toHaveLength(2);
  });

  it('a post refused by the back office (a car that does not exist) keeps its key free', async () => {
    const phone = freshPhone();
    const retryKey = key();
    const refused = await post(
      '/api/v1/bookings',
      { name: 'Иван Петров', phone, carId: 999_999, consent: true },
      { 'Idempotency-Key': retryKey },
    );
    expect(refused.status).toBe(422);
    const fixed = await post(
      '/api/v1/bookings',
      { name: 'Иван Петров', phone, carId: 3, consent: true },
      { 'Idempotency-Key': retryKey },
    );
    expect(fixed.status).toBe(201);
    expect(await rows('bookings', phone)).toHaveLength(1);
  });

  it('columns come from the allow-list, never from the row’s keys; keyed and unkeyed stores are two functions', async () => {
    const phone = freshPhone();
    const row = { form: 'callback', name: 'Иван', phone, payload: '{}', ip: '203.0.113.9' };
    // A key outside the list (a column name built from input would be SQL) is not written.
    const hostile = { ...row, 'ip) VALUES (1); DROP TABLE form_results; --': 'x' };
    const insert = { table: 'form_results', row: hostile } as unknown as SubmissionInsert;
    const first = await storeNewSubmission(env.DB, insert);
    const second = await storeNewSubmission(env.DB, insert);
    expect(second.id).not.toBe(first.id);
    const once = { key: key(), form: 'callback', body: row };
    const kept = await storeSubmissionOnce(env.DB, { table: 'form_results', row }, once);
    const again = await storeSubmissionOnce(env.DB, { table: 'form_results', row }, once);
    expect(again).toEqual({ ...kept, replayed: true });
    expect(await rows('form_results', phone)).toHaveLength(3);
  });
});
