import type * as z from 'zod/mini';
import { plural } from './plural';

/** An issue as zod's error maps get it (the site's zod/mini and the back office's zod share zod's core). */
type Issue = z.core.$ZodRawIssue;

const sized = (origin: string, n: number) => {
  if (origin === 'string') return `${n} ${plural(n, ['символа', 'символов', 'символов'])}`;
  if (origin === 'array') return `${n} ${plural(n, ['элемента', 'элементов', 'элементов'])}`;
  return String(n);
};

/** A missing field, a value under or over its range; undefined for any other issue. */
function missingOrOutOfRange(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Обязательное поле' : undefined;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Обязательное поле';
      return issue.origin === 'number'
        ? `Не меньше ${issue.minimum}`
        : `Не менее ${sized(issue.origin, Number(issue.minimum))}`;
    case 'too_big':
      return issue.origin === 'number'
        ? `Не больше ${issue.maximum}`
        : `Не более ${sized(issue.origin, Number(issue.maximum))}`;
    default:
      return undefined;
  }
}

/**
 * A Russian error map for `z.config({ customError })`, the site's (common/zod-ru.ts) and the back
 * office's (upstream/src/http/zod-ru.ts): a missing field and a size out of range read alike on
 * both; `own` words the rest (wrong types, unknown keys) as each side's API documents.
 */
export const russianErrors =
  (own: (issue: Issue) => string | undefined) =>
  (issue: Issue): string | undefined =>
    missingOrOutOfRange(issue) ?? own(issue);
