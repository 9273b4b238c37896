import { deviceName } from './device-name';
import type { ClientSession } from './profile';

/** The sign-in sessions of one device name, most recently used first; or this session alone. */
export type DeviceGroup = {
  device: string;
  /** This browser's session, alone in its group: the only one called «Это устройство». */
  current: boolean;
  /** The latest use (or sign-in) of any of them, ISO. */
  lastActiveAt: string;
  sessions: ClientSession[];
};

const lastActive = (s: ClientSession): string => s.lastUsedAt ?? s.createdAt;
const newestFirst = (a: string, b: string): number => Date.parse(b) - Date.parse(a);

/**
 * The profile's sessions by device (issue 23: 35–72 raw entries pushed the drivers 13 screens
 * down): this session first, alone (issue 39: a device name is only a browser and a system, so
 * every «Chrome на Linux» called «Это устройство» hid a stolen session among them), then the
 * others by device name, the most recently active first.
 */
export function groupSessions(sessions: readonly ClientSession[]): DeviceGroup[] {
  const current = sessions.find((s) => s.current);
  const groups = new Map<string, ClientSession[]>();
  for (const session of sessions) {
    if (session === current) continue;
    const device = deviceName(session.name);
    groups.set(device, [...(groups.get(device) ?? []), session]);
  }
  const others = [...groups]
    .map(([device, list]) => {
      const sorted = [...list].sort((a, b) => newestFirst(lastActive(a), lastActive(b)));
      return { device, current: false, lastActiveAt: lastActive(sorted[0] as ClientSession), sessions: sorted };
    })
    .sort((a, b) => newestFirst(a.lastActiveAt, b.lastActiveAt));
  if (!current) return others;
  const mine = {
    device: deviceName(current.name),
    current: true,
    lastActiveAt: lastActive(current),
    sessions: [current],
  };
  return [mine, ...others];
}
