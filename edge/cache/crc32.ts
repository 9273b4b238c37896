/**
 * CRC-32 as gzip uses it (IEEE polynomial, reflected), and the CRC of two byte runs joined, from
 * their CRCs and the second run's length alone (zlib's crc32_combine, by the same arithmetic in
 * GF(2)): a cached page's gzip trailer is computed without reading the page again
 * (spliced-gzip.ts).
 */
const POLY = 0xedb88320;

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? POLY ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** a(x)·b(x) modulo the CRC polynomial, both reflected; `a` must not be zero. */
function multiplyModPoly(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let rest = b >>> 0;
  for (;;) {
    if (a & m) {
      p ^= rest;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    rest = rest & 1 ? (rest >>> 1) ^ POLY : rest >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) {
    p = multiplyModPoly(p, p);
    table[n] = p;
  }
  return table;
})();

/** The operator that appends `length` bytes to a CRC: x^(8·length) modulo the polynomial. */
export function crc32AppendOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 8 bits a byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multiplyModPoly(X2N[k & 31]!, p);
  }
  return p;
}

/** The CRC of A followed by B, from CRC(A), CRC(B) and `crc32AppendOperator(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, appendOperator: number): number {
  return (multiplyModPoly(appendOperator, crcA) ^ crcB) >>> 0;
}
