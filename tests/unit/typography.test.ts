import { formatPercent, formatPersonName, formatPower, formatRate, formatYear } from '@common/format';
import { bindWords, hyphenatedRuns, sentence, sentences, typeset, typesetHtml } from '@common/typography';
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

describe('one way for each unit (docs/glossary.md, issue 40)', () => {
  it('percent and power: «20 %», «19,5 %», «150 л. с.» with no-break spaces', () => {
    expect(shown(formatPercent(20))).toBe('20_%');
    expect(shown(formatPercent(19.5))).toBe('19,5_%');
    expect(shown(formatRate(9.1))).toBe('9,10_%');
    expect(shown(formatPower(150))).toBe('150_л._с.');
  });

  it("sets the back office's running text the same way", () => {
    expect(shown(typeset('аванс от 0%, ставка от 19,5% годовых, 106 л.с., бензин'))).toBe(
      'аванс от 0_%, ставка от 19,5_% годовых, 106_л._с., бензин',
    );
    expect(shown(typeset('НДС 22 %, 150 л. с.'))).toBe('НДС 22_%, 150_л._с.');
    // Already set text stays as it is.
    expect(typeset(typeset('от 0%'))).toBe(typeset('от 0%'));
  });

  it('changes only the text of HTML, never a tag or an address', () => {
    expect(shown(typesetHtml('<li>ставка от 19,5% годовых</li><a href="/x?q=%D0%94%20">10% скидка</a>'))).toBe(
      '<li>ставка от 19,5_% годовых</li><a href="/x?q=%D0%94%20">10_% скидка</a>',
    );
  });

  it('binds kilometres and power to their number, and only those words', () => {
    expect(shown(bindWords('пробег 12 000 км и 150 л.\u00a0с.'))).toBe('пробег 12 000_км и 150_л._с.');
    expect(shown(bindWords('12 декабря 2026 г.'))).toBe('12 декабря 2026_г.');
  });
});

describe('identifiers and cities keep their hyphens (issue 40)', () => {
  it('marks each hyphenated word as one run, the rest as it is', () => {
    const text = 'Оплата по счетам № 2026-0247, № 2026-0251 по договору лизинга № ЛД-2025-0312 в Санкт-Петербурге';
    const runs = hyphenatedRuns(text);
    expect(runs.filter((r) => r.whole).map((r) => r.text)).toEqual([
      '2026-0247',
      '2026-0251',
      'ЛД-2025-0312',
      'Санкт-Петербурге',
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(hyphenatedRuns('Ростов-на-Дону')).toEqual([{ text: 'Ростов-на-Дону', whole: true }]);
    expect(hyphenatedRuns('без дефиса — тире')).toEqual([{ text: 'без дефиса — тире', whole: false }]);
  });
});
