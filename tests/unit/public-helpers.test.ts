import { groupByCity } from '@edge/upstream/offices';
import { mapLink } from '@src/components/contacts/map-link';
import { boundsOf } from '@src/components/contacts/ymaps';
import { pageWindow } from '@src/components/ui/Pagination';
import { describe, expect, it } from 'vitest';

describe('contacts helpers', () => {
  it('groups places by city keeping the upstream order', () => {
    const moscow = { id: 1, slug: 'moskva', name: 'Москва' };
    const spb = { id: 2, slug: 'sankt-peterburg', name: 'Санкт-Петербург' };
    const places = [
      { id: 10, city: moscow },
      { id: 11, city: moscow },
      { id: 20, city: spb },
    ];
    expect(groupByCity(places).map((g) => [g.city.name, g.items.map((p) => p.id)])).toEqual([
      ['Москва', [10, 11]],
      ['Санкт-Петербург', [20]],
    ]);
  });

  it('links to a place on Yandex Maps with longitude first', () => {
    expect(mapLink([37.537, 55.749])).toBe('https://yandex.ru/maps/?pt=37.537,55.749&z=16&l=map');
  });

  it('frames all offices on the map, [longitude, latitude] top-left then bottom-right', () => {
    expect(
      boundsOf([
        [37, 55],
        [30, 60],
      ]),
    ).toEqual([
      [29.5, 60.5],
      [37.5, 54.5],
    ]);
  });
});

describe('pagination window', () => {
  it('shows the first, the last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, null, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
