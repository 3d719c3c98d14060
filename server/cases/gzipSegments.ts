import zlib from 'node:zlib';

/**
 * A gzip body assembled from independently compressed segments. Each segment is raw deflate that
 * ends with a sync flush (byte-aligned, not final), so segments can be concatenated; a final empty
 * block, and the CRC-32 and length of the whole, close the stream (RFC 1952). The case list uses
 * this to keep the compressed form of unchanged parts of a list and recompress only what changed.
 */
export interface DeflatedSegment {
  deflated: Buffer;
  crc: number;
  length: number;
}

const LEVEL = 6;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0), { finishFlush: zlib.constants.Z_FINISH });

export function deflateSegment(raw: Buffer): DeflatedSegment {
  return {
    deflated: zlib.deflateRawSync(raw, { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(raw) >>> 0,
    length: raw.length,
  };
}

/** The gzip stream of these segments in order. */
export function gzipOfSegments(segments: readonly DeflatedSegment[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const s of segments) {
    crc = crc32Combine(crc, s.crc, s.length);
    length += s.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...segments.map((s) => s.deflated), FINAL_BLOCK, trailer]);
}

// crc32_combine of zlib (1.2.12 and later): the CRC of A+B from crc(A), crc(B) and the length of
// B, as polynomial arithmetic modulo the CRC-32 polynomial (reflected bit order).
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) table[n] = p = multModP(p, p);
  return table;
})();

/** x^(n * 2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

export function crc32Combine(crc1: number, crc2: number, len2: number): number {
  return (multModP(x2nModP(len2, 3), crc1 >>> 0) ^ crc2) >>> 0;
}

/** Whether the Accept-Encoding header allows gzip (a q=0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const token of header.toLowerCase().split(',')) {
    const [coding, ...params] = token.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') star = allowed;
  }
  return star;
}
