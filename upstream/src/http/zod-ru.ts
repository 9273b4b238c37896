import { russianErrors } from '@common/with-upstream/zod-ru';
import { z } from 'zod';

/** What a field should have been, in the words a form shows next to it. */
const EXPECTED: Record<string, string> = {
  string: 'ожидается строка',
  number: 'ожидается число',
  int: 'ожидается целое число',
  boolean: 'ожидается true или false',
  array: 'ожидается список',
  object: 'ожидается объект',
};

/**
 * Short Russian texts for the issues a form hits most (missing field, wrong type, out of range,
 * unknown key; a missing field and a size out of range read as the site's, common/with-upstream/zod-ru.ts);
 * everything else falls back to zod's own Russian locale. Every 422 `errors` text
 * may be shown to a user as is. Imported for its side effect; idempotent.
 */
z.config(z.locales.ru());
z.config({
  customError: russianErrors((issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return `Неверный тип: ${EXPECTED[issue.expected] ?? issue.expected}`;
      case 'unrecognized_keys':
        return `Неизвестное поле: ${issue.keys.map((k) => `«${k}»`).join(', ')}`;
      case 'invalid_value':
        return `Допустимые значения: ${issue.values.map(String).join(', ')}`;
      case 'invalid_union':
        return 'Неверное значение';
      default:
        return undefined;
    }
  }),
});
