import { isChunkLoadError, PRELOAD_ERROR_GUARD_SCRIPT, shouldReloadAfterChunkError } from '@src/lib/reload-guard';
import { afterEach, describe, expect, it, vi } from 'vitest';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('chunk-load reload guard', () => {
  it('reloads at most once per 10 seconds', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_005_000)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_009_999)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_010_000)).toBe(true);
  });

  it('recognises chunk-load errors of the browsers and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('the head script that owns vite:preloadError (Waku registers its own reload too)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The script run against a window of its own; Waku's once-per-build handler listens after it. */
  function page(readyState = 'complete') {
    const win = new EventTarget();
    const doc = new EventTarget() as EventTarget & { readyState: string };
    doc.readyState = readyState;
    const storage = memoryStorage();
    const reload = vi.fn();
    const waku = vi.fn((e: Event) => e.preventDefault());
    new Function('addEventListener', 'sessionStorage', 'location', 'document', PRELOAD_ERROR_GUARD_SCRIPT)(
      win.addEventListener.bind(win),
      storage,
      { reload },
      doc,
    );
    win.addEventListener('vite:preloadError', waku);
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { fail, reload, waku, doc, storage };
  }

  it('reloads once, then not again within 10 seconds, and again after them; Waku never reloads', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { fail, reload, waku, storage } = page();
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem('leasing:chunk-reload-at')).toBe('1000000');
    vi.setSystemTime(1_009_999);
    // Not handled: Waku's bootstrap then rethrows the error instead of reloading.
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_010_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(waku).not.toHaveBeenCalled();
  });

  it('shares its guard with the dynamic-import reload of the shell', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const { fail, reload, storage } = page();
    expect(shouldReloadAfterChunkError(storage, 2_000_000)).toBe(true);
    expect(fail()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits for the document to finish parsing before it reloads', () => {
    vi.useFakeTimers({ now: 3_000_000 });
    const { fail, reload, doc } = page('loading');
    expect(fail()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
