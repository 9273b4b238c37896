import { z } from 'zod';
import { plural } from './plural';

/** What a field should have been, in the words a form shows next to it. */
const EXPECTED: Record<string, string> = {
  string: 'ожидается строка',
  number: 'ожидается число',
  int: 'ожидается целое число',
  boolean: 'ожидается true или false',
  array: 'ожидается список',
  object: 'ожидается объект',
};

const sized = (origin: string, n: number) => {
  if (origin === 'string') return `${n} ${plural(n, ['символа', 'символов', 'символов'])}`;
  if (origin === 'array') return `${n} ${plural(n, ['элемента', 'элементов', 'элементов'])}`;
  return String(n);
};

/**
 * Short Russian texts for the issues a form hits most (missing field, wrong type, out of range,
 * unknown key); everything else falls back to zod's own Russian locale. Every 422 `errors` text
 * may be shown to a user as is. Imported for its side effect; idempotent.
 */
z.config(z.locales.ru());
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'Обязательное поле';
        return `Неверный тип: ${EXPECTED[issue.expected] ?? issue.expected}`;
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
        return `Неизвестное поле: ${issue.keys.map((k) => `«${k}»`).join(', ')}`;
      case 'invalid_value':
        return `Допустимые значения: ${issue.values.map(String).join(', ')}`;
      case 'invalid_union':
        return 'Неверное значение';
      default:
        return undefined;
    }
  },
});
