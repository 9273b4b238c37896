import { deviceName } from './device-name';
import type { ClientSession } from './profile';

/** The sign-in sessions of one device name, most recently used first. */
export type DeviceGroup = {
  device: string;
  /** This browser's session is one of them. */
  current: boolean;
  /** The latest use (or sign-in) of any of them, ISO. */
  lastActiveAt: string;
  sessions: ClientSession[];
};

const lastActive = (s: ClientSession): string => s.lastUsedAt ?? s.createdAt;
const newestFirst = (a: string, b: string): number => Date.parse(b) - Date.parse(a);

/**
 * The profile's sessions by device (issue 23: 35–72 raw entries pushed the drivers 13 screens
 * down): this device first, then the most recently active; inside a group, this session first.
 */
export function groupSessions(sessions: readonly ClientSession[]): DeviceGroup[] {
  const groups = new Map<string, ClientSession[]>();
  for (const session of sessions) {
    const device = deviceName(session.name);
    groups.set(device, [...(groups.get(device) ?? []), session]);
  }
  return [...groups]
    .map(([device, list]) => {
      const sorted = [...list].sort(
        (a, b) => Number(b.current) - Number(a.current) || newestFirst(lastActive(a), lastActive(b)),
      );
      const latest = sorted.map(lastActive).sort(newestFirst)[0] ?? '';
      return { device, current: sorted.some((s) => s.current), lastActiveAt: latest, sessions: sorted };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || newestFirst(a.lastActiveAt, b.lastActiveAt));
}
