import { loginForm } from '@common/forms/auth';
import { callbackForm } from '@common/forms/public/callback';
import { installZodRussian } from '@common/zod-ru';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);
/** No English word (the phone mask's «XXX» placeholders are not words). */
const russian = (m: string) => !/[A-Za-z]{3,}/.test(m.replace(/X+/g, ''));

describe('the site’s Russian error map for zod', () => {
  beforeAll(() => installZodRussian());

  it('answers crafted input (lists, numbers, objects where text belongs) in Russian', () => {
    const all = [
      ...messages(loginForm.safeParse({ phone: 123, password: {} })),
      ...messages(callbackForm.safeParse({ name: ['a'], phone: 5, consent: [] })),
      ...messages(z.object({ a: z.string(), b: z.array(z.int()).check(z.maxLength(1)) }).safeParse({ b: [1.5, 2] })),
      ...messages(z.union([z.literal('a'), z.literal('b')]).safeParse('c')),
      ...messages(z.enum(['x', 'y']).safeParse('z')),
    ];
    expect(all.length).toBeGreaterThan(6);
    for (const m of all) expect(russian(m), m).toBe(true);
    expect(messages(z.object({ a: z.string() }).safeParse({}))).toEqual(['Обязательное поле']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.string().check(z.minLength(3, 'Слишком коротко')).safeParse('a'))).toEqual(['Слишком коротко']);
    expect(messages(loginForm.safeParse({ phone: '1', password: 'x' }))[0]).toMatch(/телефон/);
  });
});
