import { cityFirst, officeLabel } from '@common/offices';
import { describe, expect, it } from 'vitest';

describe("the booking's office list", () => {
  it('names the city once, whether or not the address begins with it', () => {
    expect(officeLabel('Москва', 'г. Москва, ул. Тверская, 16, стр. 1')).toBe('Москва, ул. Тверская, 16, стр. 1');
    expect(officeLabel('Ростов-на-Дону', 'г. Ростов-на-Дону, ул. Большая Садовая, 47')).toBe(
      'Ростов-на-Дону, ул. Большая Садовая, 47',
    );
    expect(officeLabel('Казань', 'ул. Баумана, 44/8')).toBe('Казань, ул. Баумана, 44/8');
    // Another city's name inside the address stays.
    expect(officeLabel('Санкт-Петербург', 'г. Санкт-Петербург, Московский проспект, 200')).toBe(
      'Санкт-Петербург, Московский проспект, 200',
    );
  });

  it("puts the car's city first, each city in the upstream's order", () => {
    const offices = [
      { id: 1, city: 'Москва' },
      { id: 2, city: 'Москва' },
      { id: 5, city: 'Санкт-Петербург' },
      { id: 12, city: 'Ростов-на-Дону' },
    ];
    expect(cityFirst(offices, 'Ростов-на-Дону').map((o) => o.id)).toEqual([12, 1, 2, 5]);
    expect(cityFirst(offices, 'Москва').map((o) => o.id)).toEqual([1, 2, 5, 12]);
    expect(cityFirst(offices, undefined).map((o) => o.id)).toEqual([1, 2, 5, 12]);
  });
});
