import { FEED_TOKEN } from '@common/calendar-feed';
import { pushSubscribeForm } from '@common/forms/push';
import { pushSubscriptionSchema } from '@upstream/src/routes/account/push-subscriptions';
import { feedTokenSchema } from '@upstream/src/routes/site/calendar-feed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** What a browser could send, and near misses: lengths one off, other alphabets, other schemes. */
const alphabet = fc.constantFrom(...'ABCxyz019-_+/=.% ');
const text = (around: number) => fc.string({ unit: alphabet, minLength: around - 1, maxLength: around + 1 });
const endpoint = fc.oneof(
  fc.webUrl({ validSchemes: ['https', 'http'] }),
  fc.string(),
  fc.constant(`https://push.example/${'a'.repeat(990)}`),
);

describe('the site and the back office read the reminders input alike (issue 42)', () => {
  it('a subscription one side takes, the other takes too', () => {
    fc.assert(
      fc.property(endpoint, text(87), text(22), fc.boolean(), (url, p256dh, auth, showAmounts) => {
        const site = pushSubscribeForm.safeParse({ endpoint: url, p256dh, auth, showAmounts });
        const upstream = pushSubscriptionSchema.safeParse({ endpoint: url, keys: { p256dh, auth }, showAmounts });
        expect(site.success, JSON.stringify({ url, p256dh, auth })).toBe(upstream.success);
      }),
      { numRuns: 2000 },
    );
  });

  it('a feed token one side takes, the other takes too', () => {
    fc.assert(
      fc.property(text(43), (token) => {
        expect(FEED_TOKEN.safeParse(token).success).toBe(feedTokenSchema.safeParse({ token }).success);
      }),
      { numRuns: 2000 },
    );
  });
});
