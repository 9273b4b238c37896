import { gunzipSync, crc32 as zlibCrc32 } from 'node:zlib';
import { crc32, crc32AppendOperator, crc32Combine } from '@edge/cache/crc32';
import { deflatePieces, splicedGzip } from '@edge/cache/spliced-gzip';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const bytes = (max: number) => fc.uint8Array({ maxLength: max });
/** Text-like bytes compress, so pieces exercise real Huffman blocks and not only stored ones. */
const text = fc.string({ maxLength: 3000 }).map((s) => new TextEncoder().encode(s.repeat(1 + (s.length % 4))));
const join = (pieces: Uint8Array[], joint: Uint8Array) =>
  Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [joint, piece])));

describe('CRC-32 (edge/cache/crc32.ts)', () => {
  it('is the CRC zlib computes', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    fc.assert(fc.property(bytes(5000), (data) => crc32(data) === zlibCrc32(data)));
  });

  it('combines the CRCs of two runs into the CRC of both, from the second length alone', () => {
    fc.assert(
      fc.property(bytes(3000), bytes(3000), (a, b) => {
        const both = crc32Combine(crc32(a), crc32(b), crc32AppendOperator(b.length));
        return both === zlibCrc32(Buffer.concat([a, b]));
      }),
    );
  });
});

describe('spliced gzip (edge/cache/spliced-gzip.ts)', () => {
  it('decodes with zlib to the pieces joined by the joint, for any pieces and joint', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(text, bytes(2000)), { minLength: 1, maxLength: 5 }), bytes(64), (pieces, joint) => {
        const gz = Buffer.concat(splicedGzip(deflatePieces(pieces), joint));
        expect(gunzipSync(gz).equals(join(pieces, joint))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('gives each response its own joint from the same compressed pieces, and compresses a page', () => {
    const page = new TextEncoder().encode(
      `<!doctype html><script nonce="N">1</script>${'<li class="car-card">Kia Rio, 2024</li>'.repeat(400)}<script nonce="N">2</script>`,
    );
    const pieces = deflatePieces(
      new TextDecoder()
        .decode(page)
        .split('N')
        .map((s) => new TextEncoder().encode(s)),
    );
    const first = Buffer.concat(splicedGzip(pieces, new TextEncoder().encode('AAAAAAAAAAAAAAAAAAAAAA==')));
    const second = Buffer.concat(splicedGzip(pieces, new TextEncoder().encode('BBBBBBBBBBBBBBBBBBBBBB==')));
    expect(gunzipSync(first).toString()).toContain('nonce="AAAAAAAAAAAAAAAAAAAAAA=="');
    expect(gunzipSync(second).toString()).toContain('nonce="BBBBBBBBBBBBBBBBBBBBBB=="');
    expect(gunzipSync(second).toString()).not.toContain('AAAA');
    expect(first.length).toBeLessThan(page.length / 10);
  });

  it('refuses a joint longer than one stored block', () => {
    expect(() => splicedGzip(deflatePieces([new Uint8Array(1), new Uint8Array(1)]), new Uint8Array(70_000))).toThrow(
      RangeError,
    );
  });
});
