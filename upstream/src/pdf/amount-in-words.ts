import { plural } from '@common/with-upstream/plural';

/** "Сто двадцать тысяч триста девяносто три рубля 13 копеек": the sum in words a Russian bill carries. */

const UNITS_MASC = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEM = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Scale words, from units (roubles) upward, with their gender. */
const SCALES: Array<{ forms: [string, string, string]; feminine: boolean }> = [
  { forms: ['рубль', 'рубля', 'рублей'], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

function triadWords(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? UNITS_FEM : UNITS_MASC)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

export function roublesInWords(amountKop: number): string {
  const roubles = Math.floor(amountKop / 100);
  const kopecks = amountKop % 100;
  const parts: string[] = [];
  let rest = roubles;
  const triads: number[] = [];
  do {
    triads.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  for (let i = triads.length - 1; i >= 1; i--) {
    const t = triads[i] ?? 0;
    const scale = SCALES[i];
    if (t === 0 || !scale) continue;
    parts.push(...triadWords(t, scale.feminine), plural(t, scale.forms));
  }
  const units = triads[0] ?? 0;
  if (roubles === 0) parts.push('ноль');
  else parts.push(...triadWords(units, false));
  parts.push(plural(units, ['рубль', 'рубля', 'рублей']));
  const text = `${parts.join(' ')} ${String(kopecks).padStart(2, '0')} ${plural(kopecks, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
