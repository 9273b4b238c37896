import { Deflate, Z_SYNC_FLUSH } from 'pako';
import { joinBytes } from './bytes';
import { crc32, crc32AppendOperator, crc32Combine } from './crc32';

/**
 * A page compressed once and served many times with a different joint each time (a cached guest
 * page and this response's CSP nonce): every piece between two joints is deflated on its own and
 * flushed to a byte boundary, so pieces refer to nothing outside themselves; a response writes
 * them in order with the joint between them as an uncompressed (stored) deflate block, and the
 * gzip trailer's CRC is combined from the pieces' CRCs. One gzip stream per response, valid for
 * any client, at the cost of no compression work per response; the price is a few per cent more
 * bytes than one stream over the whole page, and no brotli (whose blocks cannot be spliced so).
 */
export type DeflatedPieces = {
  deflated: Uint8Array[];
  crcs: number[];
  lengths: number[];
  /** Per piece: the CRC operator appending its length (crc32AppendOperator). */
  appendOperators: number[];
};

const LEVEL = 6;
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, fixed Huffman codes (what zlib writes at the end of a stream). */
const FINAL_BLOCK = new Uint8Array([0x03, 0x00]);
const MAX_STORED = 0xffff;

function deflateAlone(piece: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: LEVEL, raw: true });
  deflate.onData = (chunk) => chunks.push(chunk);
  // A sync flush ends on a byte boundary with no final block: another stream may follow.
  deflate.push(piece, Z_SYNC_FLUSH);
  if (deflate.err) throw new Error(`deflate failed: ${deflate.msg}`);
  return joinBytes(chunks);
}

export function deflatePieces(pieces: Uint8Array[]): DeflatedPieces {
  return {
    deflated: pieces.map(deflateAlone),
    crcs: pieces.map((piece) => crc32(piece)),
    lengths: pieces.map((piece) => piece.length),
    appendOperators: pieces.map((piece) => crc32AppendOperator(piece.length)),
  };
}

/** A stored block holding `bytes`; it starts on a byte boundary, as every deflated piece ends. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  const block = new Uint8Array(5 + n);
  block.set([0x00, n & 0xff, n >>> 8, ~n & 0xff, (~n >>> 8) & 0xff]);
  block.set(bytes, 5);
  return block;
}

function littleEndian32(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]);
}

/** Joints of one length (every nonce has the same) share their CRC operator. */
const operators = new Map<number, number>();
function appendOperatorOf(length: number): number {
  let operator = operators.get(length);
  if (operator === undefined) {
    operator = crc32AppendOperator(length);
    if (operators.size >= 64) operators.clear();
    operators.set(length, operator);
  }
  return operator;
}

/** The gzip stream of the pieces joined by `joint`, as chunks to write in order. */
export function splicedGzip(pieces: DeflatedPieces, joint: Uint8Array): Uint8Array[] {
  if (joint.length > MAX_STORED) throw new RangeError('a joint must fit one stored block');
  const jointBlock = storedBlock(joint);
  const jointCrc = crc32(joint);
  const jointOperator = appendOperatorOf(joint.length);
  const out: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.deflated.forEach((deflated, i) => {
    if (i > 0) {
      out.push(jointBlock);
      crc = crc32Combine(crc, jointCrc, jointOperator);
      size += joint.length;
    }
    out.push(deflated);
    crc = crc32Combine(crc, pieces.crcs[i]!, pieces.appendOperators[i]!);
    size += pieces.lengths[i]!;
  });
  // The last block and the trailer (CRC, length) in one chunk.
  const tail = new Uint8Array(10);
  tail.set(FINAL_BLOCK);
  tail.set(littleEndian32(crc), 2);
  tail.set(littleEndian32(size >>> 0), 6);
  out.push(tail);
  return out;
}
