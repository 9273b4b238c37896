/**
 * The key a visitor's address is counted under by every per-address limit: an IPv4 address as
 * itself, an IPv6 address by its /64 (one subscriber's network: a home or phone gets a whole /64 and
 * can change the low 64 bits at will), an IPv4-mapped IPv6 address as its IPv4. Anything that is
 * not an address shares the one key `unknown`, so made-up text cannot open fresh counters.
 *
 * The site and the upstream both count by it (decision 0027); tests/unit/address-key.test.ts.
 */
export type ParsedAddress = { version: 4; octets: number[] } | { version: 6; groups: number[] };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): number[] | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const octets = m.slice(1, 5).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** Up to `max` hexadecimal groups (an embedded IPv4 at the end counts as two); null when malformed. */
function groupsOf(part: string, max: number): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const groups: number[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (i === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece);
      if (!v4) return null;
      groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
    } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
      groups.push(Number.parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return groups.length <= max ? groups : null;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = groupsOf(text, 8);
    return groups?.length === 8 ? groups : null;
  }
  const head = groupsOf(halves[0] ?? '', 7);
  const tail = groupsOf(halves[1] ?? '', 7);
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** An address as the request headers carry it (brackets and an IPv6 zone allowed); null when it is none. */
export function parseAddress(text: string | undefined | null): ParsedAddress | null {
  if (!text || text.length > 64) return null;
  let value = text.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const v4 = parseIpv4(value);
  if (v4) return { version: 4, octets: v4 };
  if (!value.includes(':')) return null;
  value = value.replace(/%[0-9A-Za-z._~-]{1,32}$/, '');
  const groups = parseIpv6(value);
  return groups ? { version: 6, groups } : null;
}

/** The counting key of an address: see above. */
export function addressKey(text: string | undefined | null): string {
  const parsed = parseAddress(text);
  if (!parsed) return 'unknown';
  if (parsed.version === 4) return parsed.octets.join('.');
  const g = parsed.groups;
  // ::ffff:a.b.c.d is an IPv4 visitor seen through an IPv6 socket.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
