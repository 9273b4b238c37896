import { planFocus } from '@src/components/shell/route-focus';
import { describe, expect, it } from 'vitest';

describe('focus after a client navigation (WCAG 2.4.3, issue 34)', () => {
  const catalog = { path: '/catalog', query: '' };

  it('a new page: its heading', () => {
    expect(planFocus(catalog, { path: '/news', query: '' }, null)).toEqual({ kind: 'heading' });
    // A pagination link of another page's list is still a new page.
    expect(planFocus(catalog, { path: '/news', query: 'page=2' }, 'Страницы новостей')).toEqual({ kind: 'heading' });
  });

  it('a page of a list: the top of that list', () => {
    expect(planFocus(catalog, { path: '/catalog', query: 'page=2' }, 'Страницы каталога')).toEqual({
      kind: 'list',
      label: 'Страницы каталога',
    });
  });

  it('the same page with other filters: focus stays; no change of address: nothing', () => {
    expect(planFocus(catalog, { path: '/catalog', query: 'brand=kia' }, null)).toEqual({ kind: 'keep' });
    expect(planFocus(catalog, catalog, null)).toBeNull();
  });
});
