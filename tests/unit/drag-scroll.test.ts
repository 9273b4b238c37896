import { createDragGesture, isDrag } from '@src/lib/drag-scroll';
import { describe, expect, it } from 'vitest';

describe('drag-to-scroll threshold', () => {
  it('counts a movement over 10 px as a drag, and 10 px or less as a click', () => {
    expect(isDrag(0, 0, 10, 0)).toBe(false);
    expect(isDrag(0, 0, 6, 8)).toBe(false); // exactly 10 px away
    expect(isDrag(0, 0, 11, 0)).toBe(true);
    expect(isDrag(100, 100, 92, 92)).toBe(true);
  });
});

describe('one mouse gesture on a strip', () => {
  it('a drag over 10 px scrolls by the distance moved and swallows the one click that ends it', () => {
    const gesture = createDragGesture();
    gesture.press(500, 100, 40);
    expect(gesture.move(495, 100)).toBeNull();
    expect(gesture.move(320, 104)).toBe(220);
    expect(gesture.move(330, 104)).toBe(210);
    gesture.release();
    expect(gesture.takeClick()).toBe(true);
    expect(gesture.takeClick()).toBe(false);
  });

  it('a tap or a move of 10 px or less stays a click and scrolls nothing', () => {
    const gesture = createDragGesture();
    gesture.press(500, 100, 0);
    gesture.release();
    expect(gesture.takeClick()).toBe(false);
    gesture.press(500, 100, 0);
    expect(gesture.move(506, 108)).toBeNull();
    gesture.release();
    expect(gesture.move(600, 100)).toBeNull();
    expect(gesture.takeClick()).toBe(false);
  });

  it('a drag whose click never came (released outside) does not swallow the next press', () => {
    const gesture = createDragGesture();
    gesture.press(500, 100, 0);
    gesture.move(300, 100);
    gesture.release();
    gesture.press(200, 100, 200);
    gesture.release();
    expect(gesture.takeClick()).toBe(false);
  });
});
