/** Narrow no-break space: thousands separator. */
export const THIN_SPACE = '\u202f';
/** No-break space: between a number and its unit, after «№», before «г.», between initials. */
export const NBSP = '\u00a0';

/**
 * Russian typography shared by every screen: sentences end with one stop, and the short words
 * and marks that must not stand alone at a line's end or start («№», «г.», «₽», initials) are
 * bound to their neighbours by no-break spaces. Pure: server components and islands alike.
 */

const STOPS = /[.!?…]$/;

/** Ends a sentence with a stop unless it has one («… 2026 г.» stays, never «г..»). */
export const sentence = (text: string): string => {
  const trimmed = text.trimEnd();
  return !trimmed || STOPS.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Joins sentences with one space, each ending with one stop. */
export const sentences = (...parts: readonly (string | null | false | undefined)[]): string =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(sentence)
    .join(' ');

/**
 * No-break spaces where Russian typesetting binds words: after «№» and «§», before «г.», «гг.»,
 * «₽», «%», «руб.», and between initials and a surname («И. И. Иванов», «Иванов И. И.»).
 */
export function bindWords(text: string): string {
  return text
    .replace(/([№§]) +/g, `$1${NBSP}`)
    .replace(/(\d) +(гг?\.|₽|%|руб\.)/g, `$1${NBSP}$2`)
    .replace(/(?<=^|[\s(«\u00a0])(\p{Lu}\.) +(?=\p{Lu}[.\p{Ll}])/gu, `$1${NBSP}`)
    .replace(/(\p{Lu}\p{Ll}+) +(?=\p{Lu}\.)/gu, `$1${NBSP}`);
}
