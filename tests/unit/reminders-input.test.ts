import { FEED_TOKEN, feedAddresses } from '@common/calendar-feed';
import { pushSubscribeForm, pushUnsubscribeForm } from '@common/forms/push';
import { reminderMessage } from '@edge/push/reminder-message';
import { vapidPublicKey } from '@edge/push/vapid';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const b64url = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    minLength: length,
    maxLength: length,
  });
const subscription = fc.record({
  endpoint: fc.webUrl({ validSchemes: ['https'] }).filter((u) => u.length <= 1000),
  p256dh: b64url(87),
  auth: b64url(22),
});

describe('the reminders subscription form (issue 42)', () => {
  it('takes every browser subscription as PushSubscription.toJSON() gives it', () => {
    fc.assert(
      fc.property(subscription, fc.constantFrom(undefined, 'on', 'true', true, false), (s, amounts) => {
        const parsed = pushSubscribeForm.safeParse({ ...s, showAmounts: amounts });
        expect(parsed.success).toBe(true);
        expect(parsed.data?.showAmounts).toBe(amounts === 'on' || amounts === 'true' || amounts === true);
      }),
    );
  });

  it('refuses anything that is no subscription with the one Russian message, never a throw', () => {
    const message = 'Браузер прислал неверную подписку: попробуйте включить напоминания ещё раз';
    fc.assert(
      fc.property(
        subscription,
        fc.constantFrom('endpoint', 'p256dh', 'auth'),
        fc.oneof(
          fc.string(),
          fc.constant('http://push.example/x'),
          fc.constant(`https://x.example/${'a'.repeat(1000)}`),
          fc.constant('__proto__'),
        ),
        (s, field, value) => {
          const bad = { ...s, [field]: value };
          fc.pre(
            !pushSubscribeForm.safeParse(bad).success || bad[field as keyof typeof bad] === s[field as keyof typeof s],
          );
          const parsed = pushSubscribeForm.safeParse(bad);
          if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toEqual([message]);
        },
      ),
    );
    expect(pushUnsubscribeForm.safeParse({ endpoint: 'javascript:alert(1)' }).success).toBe(false);
    expect(pushUnsubscribeForm.safeParse({}).success).toBe(false);
  });
});

describe('the calendar feed address (issue 42)', () => {
  it('is a 43-character base64url token, in https, webcal and Google Calendar forms', () => {
    fc.assert(
      fc.property(b64url(43), (token) => {
        expect(FEED_TOKEN.safeParse(token).success).toBe(true);
        const { https, webcal, google } = feedAddresses('https://drive-leasing.ru', token);
        expect(https).toBe(`https://drive-leasing.ru/api/calendar/payments.ics?key=${token}`);
        expect(webcal).toBe(`webcal://drive-leasing.ru/api/calendar/payments.ics?key=${token}`);
        expect(new URL(google).searchParams.get('cid')).toBe(webcal);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (file) => {
        fc.pre(!/^[A-Za-z0-9_-]{43}$/.test(file));
        expect(FEED_TOKEN.safeParse(file).success).toBe(false);
      }),
    );
  });
});

describe('a reminder on the lock screen (issue 42)', () => {
  const base = {
    subscriptionId: 1,
    subscription: { endpoint: 'https://p.example/1', keys: { p256dh: 'a', auth: 'b' } },
  };
  const reminder = { ...base, contractId: 2, contractNumber: 'ЛД-2025-0147', date: '2026-11-28' };

  it('says when, and nothing personal unless the device chose amounts', () => {
    expect(reminderMessage({ ...reminder, kind: 'in3days', amount: null })).toEqual({
      title: 'Драйв Лизинг',
      body: 'Через 3 дня платёж по договору лизинга',
      url: '/account/cars/2',
      tag: 'payment-2-2026-11-28',
    });
    expect(reminderMessage({ ...reminder, kind: 'tomorrow', amount: null }).body).toBe(
      'Завтра платёж по договору лизинга',
    );
    expect(reminderMessage({ ...reminder, kind: 'overdue', amount: null }).body).toBe(
      'Платёж по договору лизинга просрочен. Оплатите, чтобы не начислялись пени',
    );
    expect(reminderMessage({ ...reminder, kind: 'in3days', amount: 70311.75 }).body).toBe(
      'Через 3 дня платёж по договору лизинга № ЛД-2025-0147: 70\u202f311,75\u00a0₽',
    );
  });

  it('subscribes browsers with the public point of the VAPID key', () => {
    const x = 'yhbl87duSGl53bjrV-P77_jgeuyJkS6w9sGTLRB9F84';
    const y = 'FJsV-LGQvJc0ownqpvw0yg8QnUc8efF6W8Q4i8yyAxs';
    expect(vapidPublicKey({ x, y })).toBe(
      'BMoW5fO3bkhped2461fj--_44HrsiZEusPbBky0QfRfOFJsV-LGQvJc0ownqpvw0yg8QnUc8efF6W8Q4i8yyAxs',
    );
  });
});
