import * as z from 'zod/mini';
import { plural } from './format';

/** What a value should have been, in the words a form shows next to a field. */
const EXPECTED = new Map([
  ['string', 'ожидается строка'],
  ['number', 'ожидается число'],
  ['int', 'ожидается целое число'],
  ['boolean', 'ожидается да или нет'],
  ['array', 'ожидается список'],
  ['object', 'ожидается объект'],
]);

const sized = (origin: string, n: number) => {
  if (origin === 'string') return `${n} ${plural(n, ['символа', 'символов', 'символов'])}`;
  if (origin === 'array') return `${n} ${plural(n, ['элемента', 'элементов', 'элементов'])}`;
  return String(n);
};

/**
 * The site's one Russian error map for zod. The schemas of common/forms carry their own messages
 * for everything a person can type; this covers what only a crafted request reaches (a list or
 * a number where text belongs, a missing key), so no answer of the worker is ever in English.
 * zod's own Russian locale answers whatever is not listed. Installed once by the worker
 * (`installZodRussian()` in the edge app); the browser never needs it, so it is not in any bundle.
 */
export function installZodRussian(): void {
  z.config(z.locales.ru());
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined) return 'Обязательное поле';
          return `Неверное значение: ${EXPECTED.get(issue.expected) ?? 'другой тип'}`;
        case 'too_small':
          if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Обязательное поле';
          return issue.origin === 'number'
            ? `Не меньше ${issue.minimum}`
            : `Не менее ${sized(issue.origin, Number(issue.minimum))}`;
        case 'too_big':
          return issue.origin === 'number'
            ? `Не больше ${issue.maximum}`
            : `Не более ${sized(issue.origin, Number(issue.maximum))}`;
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
    },
  });
}
