import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('upstream worker', () => {
  it('answers unknown paths with a JSON 404 in Russian', async () => {
    const res = await SELF.fetch('https://upstream.test/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Не найдено' });
  });
});
