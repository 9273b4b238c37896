import { afterEach, vi } from 'vitest';

/** A test that fakes the clock gets the real one back after it, even when it fails midway. */
afterEach(() => {
  vi.useRealTimers();
});
