import { formatPersonName, formatYear } from '@common/format';
import { bindWords, sentence, sentences } from '@common/typography';
import { describe, expect, it } from 'vitest';

const shown = (text: string) => text.replace(/\u00a0/g, '_');

describe('Russian typography', () => {
  it('ends a sentence with one stop, never «г..»', () => {
    expect(sentence('до 15 декабря 2026 г.')).toBe('до 15 декабря 2026 г.');
    expect(sentence('Отсканируйте код')).toBe('Отсканируйте код.');
    expect(sentences('Следующий платёж до 15 декабря 2026 г.', 'Отсканируйте код', null, '')).toBe(
      'Следующий платёж до 15 декабря 2026 г. Отсканируйте код.',
    );
  });

  it('binds «№», «г.», «₽», «%» and initials with no-break spaces', () => {
    expect(shown(bindWords('Договор № 5 от 2026 г. на 100 ₽, 22 %'))).toBe('Договор №_5 от 2026_г. на 100_₽, 22_%');
    expect(shown(bindWords('И. И. Иванов и Петров П. П.'))).toBe('И._И._Иванов и Петров_П._П.');
  });
});

describe('the formatters bind through bindWords', () => {
  it('a car card year keeps «г.» with it; a name keeps its initials with the surname', () => {
    expect(formatYear(2024)).toBe('2024\u00a0г.');
    expect(formatPersonName('Орлова А. В.')).toBe('Орлова\u00a0А.\u00a0В.');
    expect(formatPersonName('Иванова Марина Сергеевна')).toBe('Иванова Марина Сергеевна');
  });
});
