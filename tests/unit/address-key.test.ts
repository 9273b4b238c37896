import { addressKey, parseAddress } from '@common/with-upstream/address-key';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

describe('the visitor address key (per-address limits)', () => {
  it('keeps an IPv4 address as it is', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(parseAddress(ip)?.version).toBe(4);
        expect(addressKey(ip)).toBe(ip.split('.').map(Number).join('.'));
      }),
    );
    expect(addressKey(' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(addressKey('256.1.1.1')).toBe('unknown');
  });

  it('counts every IPv6 address of one /64 as one: full, compressed, any case, bracketed, with a zone', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (a, low) => {
        // Skip the IPv4-mapped range, whose key is an IPv4 address.
        fc.pre(!(a.slice(0, 5).every((x) => x === 0) && a[5] === 0xffff));
        const b = [...a.slice(0, 4), ...low];
        expect(addressKey(hex(a))).toBe(addressKey(hex(b)));
        expect(addressKey(hex(a))).toBe(`${hex(a.slice(0, 4))}::/64`);
        expect(addressKey(`[${hex(a).toUpperCase()}]`)).toBe(addressKey(hex(a)));
        expect(addressKey(`${hex(a)}%eth0`)).toBe(addressKey(hex(a)));
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(parseAddress(ip)?.version).toBe(6);
        expect(addressKey(ip)).not.toBe('unknown');
      }),
    );
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(addressKey(`::ffff:${ip}`)).toBe(addressKey(ip));
        expect(addressKey(`0:0:0:0:0:FFFF:${ip}`)).toBe(addressKey(ip));
      }),
    );
    expect(addressKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('gives everything that is not an address the one key `unknown`', () => {
    for (const garbage of [
      undefined,
      null,
      '',
      'unknown',
      'localhost',
      '1.2.3',
      '1.2.3.4.5',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      'g::1',
      '::ffff:1.2.3.999',
      '1.2.3.4, 5.6.7.8',
      'x'.repeat(100),
    ]) {
      expect(addressKey(garbage)).toBe('unknown');
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = addressKey(text);
        // Never the raw text: a key is an IPv4 address, a /64, or `unknown`.
        expect(key === 'unknown' || /^(\d{1,3}\.){3}\d{1,3}$/.test(key) || /^([0-9a-f]{1,4}:){4}:\/64$/.test(key)).toBe(
          true,
        );
      }),
    );
  });
});
