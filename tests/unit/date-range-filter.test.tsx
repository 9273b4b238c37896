import { DateRangeFilter } from '@src/components/account/TableFilters';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('DateRangeFilter (the news search and a contract’s operations)', () => {
  it('is two labelled date fields, `from` and `to`, each inside its label, with the chosen days', () => {
    const html = renderToStaticMarkup(<DateRangeFilter from="2026-01-01" to="2026-02-01" />);
    expect(html).toBe(
      '<label class="table-filters__option">С<input type="date" class="field__input" name="from" value="2026-01-01"/></label>' +
        '<label class="table-filters__option">По<input type="date" class="field__input" name="to" value="2026-02-01"/></label>',
    );
  });

  it('leaves a day not chosen empty', () => {
    const html = renderToStaticMarkup(<DateRangeFilter />);
    expect(html).not.toContain('value=');
  });
});
