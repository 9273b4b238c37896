import { deviceName } from '@edge/upstream/device-name';
import type { ClientSession } from '@edge/upstream/profile';
import { groupSessions } from '@edge/upstream/session-groups';
import { describe, expect, it } from 'vitest';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('deviceName', () => {
  it('names a browser and its system', () => {
    expect(deviceName(CHROME_LINUX)).toBe('Chrome на Linux');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari на iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toBe('Edge на Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 YaBrowser/25.8 Safari/537.36',
      ),
    ).toBe('Яндекс Браузер на macOS');
    expect(deviceName('Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0')).toBe(
      'Firefox на Android',
    );
  });

  it('calls a program that is not a browser «Приложение», and nothing at all «Неизвестное устройство»', () => {
    for (const ua of ['node', 'curl/7.88.1', 'okhttp/4.12.0', 'DriveLeasing/2.3 (iOS 18)', 'undici'])
      expect(deviceName(ua), ua).toBe('Приложение');
    for (const ua of ['', null, undefined, '   ', 'Неизвестное устройство', 'Mozilla/5.0 (compatible)'])
      expect(deviceName(ua), String(ua)).toBe('Неизвестное устройство');
  });
});

const session = (id: string, name: string, lastUsedAt: string | null, current = false): ClientSession => ({
  id,
  name,
  current,
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt,
  expiresAt: null,
});

describe('groupSessions', () => {
  it('this session alone first, «Это устройство»; the others by device, the most recently active first', () => {
    const groups = groupSessions([
      session('a', 'node', '2026-11-20T10:00:00Z'),
      session('b', CHROME_LINUX, '2026-11-10T10:00:00Z'),
      session('c', SAFARI_IPHONE, '2026-11-24T10:00:00Z'),
      session('d', CHROME_LINUX, '2026-11-02T10:00:00Z', true),
      session('e', 'curl/7.88.1', '2026-11-22T10:00:00Z'),
      session('f', 'node', null),
    ]);
    expect(groups.map((g) => [g.device, g.current, g.sessions.map((s) => s.id), g.lastActiveAt])).toEqual([
      ['Chrome на Linux', true, ['d'], '2026-11-02T10:00:00Z'],
      ['Safari на iPhone', false, ['c'], '2026-11-24T10:00:00Z'],
      ['Приложение', false, ['e', 'a', 'f'], '2026-11-22T10:00:00Z'],
      // The same browser and system as this one, yet not this session: no «Это устройство».
      ['Chrome на Linux', false, ['b'], '2026-11-10T10:00:00Z'],
    ]);
  });

  it('marks exactly the current session, whichever of 53 alike it is (issue 39)', () => {
    const alike = Array.from({ length: 53 }, (_, i) =>
      session(`s${i}`, CHROME_LINUX, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`, i === 17),
    );
    const groups = groupSessions(alike);
    expect(groups.filter((g) => g.current).map((g) => g.sessions.map((s) => s.id))).toEqual([['s17']]);
    expect(groups[0]?.current).toBe(true);
    expect(groups.map((g) => g.sessions.length)).toEqual([1, 52]);
    expect(groups[1]?.sessions.some((s) => s.current)).toBe(false);
    // No current session (an upstream that marks none): only the device groups.
    expect(
      groupSessions(alike.map((s) => ({ ...s, current: false }))).map((g) => [g.current, g.sessions.length]),
    ).toEqual([[false, 53]]);
  });

  it('keeps every session: none is lost or counted twice', () => {
    const many = Array.from({ length: 72 }, (_, i) =>
      session(`s${i}`, i % 3 ? 'node' : CHROME_LINUX, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`),
    );
    const ids = groupSessions(many).flatMap((g) => g.sessions.map((s) => s.id));
    expect(ids.sort()).toEqual(many.map((s) => s.id).sort());
  });
});
