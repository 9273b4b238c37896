import { errorScreenTexts } from '@common/error-screen-texts';
import { describe, expect, it } from 'vitest';

describe('error screen texts (spec section 2)', () => {
  it('404 is «Страница не найдена» saying the page was moved or deleted', () => {
    const t = errorScreenTexts(404);
    expect(t.title).toBe('Страница не найдена');
    expect(t.description).toMatch(/перемещена или удалена/);
  });
  it('any other status, or none, is «Что-то пошло не так» saying a fix is under way', () => {
    for (const status of [500, 503, 403, undefined]) {
      const t = errorScreenTexts(status);
      expect(t.title).toBe('Что-то пошло не так');
      expect(t.description).toMatch(/работаем над исправлением/);
    }
  });
});
