import { TOAST_LIFETIME_MS } from '@common/constants';
import { toastStore } from '@src/components/shell/toast-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast store (spec sections 3, 4 and 8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_800_000_000_000);
  });
  afterEach(() => {
    for (const t of toastStore.get()) toastStore.close(t.id);
    vi.useRealTimers();
  });

  it('shows one toast for the same failure reported by two blocks of a page', () => {
    const first = toastStore.show({ message: 'Слишком много запросов', type: 'error' });
    const second = toastStore.show({ message: 'Слишком много запросов', type: 'error' });
    expect(second).toBe(first);
    expect(toastStore.get()).toHaveLength(1);
    // A different message, or the same text as another type, is its own toast.
    toastStore.show({ message: 'Внутренняя ошибка сервиса', type: 'error' });
    toastStore.show({ message: 'Слишком много запросов', type: 'info' });
    expect(toastStore.get()).toHaveLength(3);
  });

  it('ids are timestamps, unique within one millisecond; each toast is gone after its lifetime', () => {
    vi.setSystemTime(1_900_000_000_000);
    const a = toastStore.show({ message: 'Первое' });
    const b = toastStore.show({ message: 'Второе' });
    expect(a).toBe(1_900_000_000_000);
    expect(b).toBe(a + 1);
    expect(toastStore.get().map((t) => t.type)).toEqual(['info', 'info']);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(toastStore.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toHaveLength(0);
    // Once gone, the same message shows again.
    toastStore.show({ message: 'Первое' });
    expect(toastStore.get()).toHaveLength(1);
  });

  it('pauses while hovered or focused and then runs for the time it had left (WCAG 2.2.1)', () => {
    const id = toastStore.show({ message: 'Не удалось отправить форму', type: 'error' });
    vi.advanceTimersByTime(2000);
    toastStore.pause(id);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS * 10);
    expect(toastStore.get()).toHaveLength(1);
    // A second pause (focus inside while hovered) changes nothing; resume gives back the 3 s left.
    toastStore.pause(id);
    toastStore.resume(id);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 2000 - 1);
    expect(toastStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toHaveLength(0);
  });
});
