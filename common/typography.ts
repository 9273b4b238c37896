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
 * «₽», «%», «руб.», «км», «л. с.», and between initials and a surname («И. И. Иванов», «Иванов И. И.»).
 * Only these: a whole date or phrase is never glued into one word (a narrow column would then
 * break it anywhere, «12 декабря 2026 г» / «.», issue 40).
 */
export function bindWords(text: string): string {
  return text
    .replace(/([№§]) +/g, `$1${NBSP}`)
    .replace(/(\d) +(гг?\.|₽|%|руб\.|км(?![а-яё])|л\.\u00a0с\.)/g, `$1${NBSP}$2`)
    .replace(/(?<=^|[\s(«\u00a0])(\p{Lu}\.) +(?=\p{Lu}[.\p{Ll}])/gu, `$1${NBSP}`)
    .replace(/(\p{Lu}\p{Ll}+) +(?=\p{Lu}\.)/gu, `$1${NBSP}`);
}

/**
 * Running text from the back office (a car's description, a CMS page) set as the site sets its
 * own (docs/glossary.md): «20 %» and «19,5 %» with a no-break space before the sign, «150 л. с.»,
 * then `bindWords`. Plain text only: an HTML string goes through `typesetHtml`.
 */
export function typeset(text: string): string {
  return bindWords(text.replace(/(\d)\s?%/g, `$1${NBSP}%`).replace(/(\d)\s?л\.\s?с\./g, `$1${NBSP}л.${NBSP}с.`));
}

/** `typeset` for the text between the tags of sanitised HTML (never inside a tag: `href="%D0…"`). */
export const typesetHtml = (html: string): string =>
  html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : typeset(part)))
    .join('');

/**
 * A text cut into runs, each hyphenated word («ЛД-2025-0312», «2026-0247», «Санкт-Петербург»)
 * its own run marked `whole`: a line may not break at its hyphens (issue 40). The runs joined
 * are the text.
 */
export function hyphenatedRuns(text: string): { text: string; whole: boolean }[] {
  const runs: { text: string; whole: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), whole: false });
  return runs;
}
