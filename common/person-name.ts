/**
 * Russian personal names in a sentence: the gender a name tells and the accusative case («Удалить
 * водителя Иванову Марину Сергеевну?», «… Кузнецова Дмитрия Андреевича?»). A small rule set for
 * the common endings (docs/decisions/0019-money-and-russian-text.md says why not a library): a name it
 * does not know is left as written, which reads as a foreign, indeclinable name does.
 */

export type Gender = 'male' | 'female';

export type PersonName = { lastName?: string | null; firstName?: string | null; middleName?: string | null };

/** Male first names that end in «а»/«я» (declined as feminine nouns, but male). */
const MALE_IN_A = new Set(['никита', 'илья', 'кузьма', 'фома', 'лука', 'савва', 'данила', 'гаврила', 'миша', 'саша']);

/** The gender a name tells: the patronymic first, then the surname, then the first name. */
export function genderOf({ lastName, firstName, middleName }: PersonName): Gender | undefined {
  const middle = middleName?.trim().toLowerCase() ?? '';
  if (/(ич|оглы|улы)$/.test(middle)) return 'male';
  if (/(на|кызы|гызы)$/.test(middle)) return 'female';
  const last = lastName?.trim().toLowerCase() ?? '';
  if (/(ова|ева|ёва|ина|ына|ская|цкая|ая)$/.test(last)) return 'female';
  if (/(ов|ев|ёв|ин|ын|ский|цкий|ой|ый)$/.test(last)) return 'male';
  const first = firstName?.trim().toLowerCase() ?? '';
  if (!first) return undefined;
  if (MALE_IN_A.has(first)) return 'male';
  return /[ая]$/.test(first) ? 'female' : 'male';
}

type Rule = [ending: RegExp, replacement: string];

/** Male first names whose vowel drops or changes when declined. */
const MALE_FIRST_ACCUSATIVE = new Map([
  ['Павел', 'Павла'],
  ['Пётр', 'Петра'],
  ['Петр', 'Петра'],
  ['Лев', 'Льва'],
]);

/** Replaces the first matching ending; a word no rule knows stays as it is. */
function decline(word: string, rules: readonly Rule[]): string {
  for (const [ending, replacement] of rules) if (ending.test(word)) return word.replace(ending, replacement);
  return word;
}

const CONSONANT = '[бвгджзклмнпрстфхцчшщ]';

const MALE_LAST: readonly Rule[] = [
  [/(ов|ев|ёв|ин|ын)$/, '$1а'],
  [/([кгх])ий$/, '$1ого'],
  [/ий$/, 'его'],
  [/[оы]й$/, 'ого'],
  [/й$/, 'я'],
  [/ь$/, 'я'],
  [/а$/, 'у'],
  [/я$/, 'ю'],
  [new RegExp(`(${CONSONANT})$`), '$1а'],
];
const MALE_FIRST: readonly Rule[] = [
  [/[йь]$/, 'я'],
  [/а$/, 'у'],
  [/я$/, 'ю'],
  [new RegExp(`(${CONSONANT})$`), '$1а'],
];
const MALE_MIDDLE: readonly Rule[] = [[/ич$/, 'ича']];
const FEMALE_LAST: readonly Rule[] = [
  [/ая$/, 'ую'],
  [/яя$/, 'юю'],
  [/а$/, 'у'],
  [/я$/, 'ю'],
];
const FEMALE_FIRST: readonly Rule[] = [
  [/а$/, 'у'],
  [/я$/, 'ю'],
];
const FEMALE_MIDDLE: readonly Rule[] = [[/на$/, 'ну']];

/** Each part of a double name («Римская-Корсакова») declined on its own. */
const declineParts = (word: string, rules: readonly Rule[]) =>
  word
    .split('-')
    .map((part) => decline(part, rules))
    .join('-');

/** «Иванова Марина Сергеевна» → «Иванову Марину Сергеевну»: surname, name, patronymic in the accusative. */
export function accusativeName(name: PersonName, gender = genderOf(name)): string {
  const parts: [string | null | undefined, readonly Rule[], readonly Rule[]][] = [
    [name.lastName, MALE_LAST, FEMALE_LAST],
    [name.firstName, MALE_FIRST, FEMALE_FIRST],
    [name.middleName, MALE_MIDDLE, FEMALE_MIDDLE],
  ];
  return parts
    .map(([word, male, female]) => {
      const text = word?.trim();
      if (!text) return '';
      if (!gender) return text;
      if (gender === 'male' && word === name.firstName) {
        const known = MALE_FIRST_ACCUSATIVE.get(text);
        if (known) return known;
      }
      return declineParts(text, gender === 'male' ? male : female);
    })
    .filter(Boolean)
    .join(' ');
}

/** «он»/«она», or the noun itself when the name does not tell. */
export const pronounOf = (gender: Gender | undefined, noun: string): string =>
  gender === 'female' ? 'она' : gender === 'male' ? 'он' : noun;
