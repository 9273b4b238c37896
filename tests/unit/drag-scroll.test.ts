import { isDrag } from '@src/lib/drag-scroll';
import { describe, expect, it } from 'vitest';

describe('drag-to-scroll threshold', () => {
  it('counts a movement over 10 px as a drag, and 10 px or less as a click', () => {
    expect(isDrag(0, 0, 10, 0)).toBe(false);
    expect(isDrag(0, 0, 6, 8)).toBe(false); // exactly 10 px away
    expect(isDrag(0, 0, 11, 0)).toBe(true);
    expect(isDrag(100, 100, 92, 92)).toBe(true);
  });
});
