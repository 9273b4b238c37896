import * as z from 'zod/mini';
import { russianErrors } from './with-upstream/zod-ru';

/** What a value should have been, in the words a form shows next to a field. */
const EXPECTED = new Map([
  ['string', 'ожидается строка'],
  ['number', 'ожидается число'],
  ['int', 'ожидается целое число'],
  ['boolean', 'ожидается да или нет'],
  ['array', 'ожидается список'],
  ['object', 'ожидается объект'],
]);

/**
 * The site's one Russian error map for zod. The schemas of common/forms carry their own messages
 * for everything a person can type; this covers what only a crafted request reaches (a list or
 * a number where text belongs, a missing key), so no answer of the worker is ever in English.
 * A missing field and a size out of range read as the back office's (common/with-upstream/zod-ru.ts);
 * zod's own Russian locale answers whatever is not listed. Installed once by the worker
 * (`installZodRussian()` in the edge app); the browser never needs it, so it is not in any bundle.
 */
export function installZodRussian(): void {
  z.config(z.locales.ru());
  z.config({
    customError: russianErrors((issue) => {
      switch (issue.code) {
        case 'invalid_type':
          return `Неверное значение: ${EXPECTED.get(issue.expected) ?? 'другой тип'}`;
        case 'unrecognized_keys':
          // The key is the request's own text: quoted, so the message stays a Russian sentence.
          return `${issue.keys.length > 1 ? 'Лишние поля' : 'Лишнее поле'}: ${issue.keys.map((key) => `«${key}»`).join(', ')}`;
        case 'invalid_union':
        case 'invalid_value':
        case 'custom':
          return 'Неверное значение';
        default:
          return undefined;
      }
    }),
  });
}
