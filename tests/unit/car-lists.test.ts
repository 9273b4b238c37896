import { applyCarListChange, carListChange } from '@common/car-list-change';
import { comparePath, parseCarIds } from '@common/car-lists';
import { describe, expect, it } from 'vitest';

describe('car lists (comparison, favourites)', () => {
  it('reads only valid ids, each once, in order, at most the bound', () => {
    expect(parseCarIds('3,8,3, 12', 4)).toEqual([3, 8, 12]);
    expect(parseCarIds('0,-1,abc,__proto__,constructor,07,1e3,5', 4)).toEqual([5]);
    expect(parseCarIds('1,2,3,4,5,6', 4)).toEqual([1, 2, 3, 4]);
    expect(parseCarIds('1234567890,9', 4)).toEqual([9]);
    expect(parseCarIds(undefined, 4)).toEqual([]);
    expect(parseCarIds(Array.from({ length: 500 }, (_, i) => i + 1).join(','), 50)).toHaveLength(50);
  });

  it('applies a posted change', () => {
    const add = carListChange.parse({ op: 'add', carId: '8' });
    expect(applyCarListChange([3], add)).toEqual([3, 8]);
    expect(applyCarListChange([3, 8], add)).toEqual([3, 8]);
    expect(applyCarListChange([3, 8], carListChange.parse({ op: 'remove', carId: '3' }))).toEqual([8]);
    expect(applyCarListChange([3, 8], carListChange.parse({ op: 'clear' }))).toEqual([]);
  });

  it('refuses a change that is not one', () => {
    for (const body of [
      { op: 'add', carId: 'x' },
      { op: 'add', carId: '0' },
      { op: 'add' },
      { op: 'drop', carId: '1' },
      {},
    ]) {
      expect(carListChange.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('puts the ids in the comparison address', () => {
    expect(comparePath([3, 8])).toBe('/compare?ids=3,8');
    expect(comparePath([])).toBe('/compare');
  });
});
