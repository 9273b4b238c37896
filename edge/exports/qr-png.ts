import { zlibSync } from 'fflate';
import { encode } from 'uqr';
import { concatBytes } from '../bytes';

/** Pixels per module: a 600–700 px picture that a bank app reads from a saved image or a print. */
const MODULE_PX = 8;
/** The quiet zone the QR standard asks for, in modules. */
const BORDER = 4;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * The payment QR as a PNG (issue 23 item 5: on a phone the code on the screen cannot be scanned
 * by the same phone; a picture can be saved, shared or opened in the bank app). One-bit
 * greyscale, black modules on white, the same error correction (M) as the upstream's SVG.
 */
export function qrPng(payload: string): Uint8Array<ArrayBuffer> {
  const { data, size } = encode(payload, { ecc: 'M', border: BORDER });
  const width = size * MODULE_PX;
  const rowBytes = Math.ceil(width / 8);
  // Each scanline: filter byte 0, then 1-bit pixels (1 = white), most significant bit first.
  const raw = new Uint8Array((rowBytes + 1) * width);
  for (let y = 0; y < width; y++) {
    const row = data[Math.floor(y / MODULE_PX)] ?? [];
    const offset = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      const at = offset + (x >> 3);
      if (!row[Math.floor(x / MODULE_PX)]) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, width);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  return concatBytes(...parts);
}
