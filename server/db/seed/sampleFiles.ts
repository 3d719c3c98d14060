import { createHash } from 'node:crypto';

/**
 * The bytes behind the seeded files. The seed writes nothing to disk: every seeded `files` row
 * points at one of a few sample blobs (small valid PDFs and PNGs), which are generated here,
 * byte for byte the same on every machine and Node version (no compression library involved).
 * The file-download feature asks `seededFileBytes(sha256)` when a blob is not in the blob store.
 */

export interface SampleFile {
  key: string;
  contentType: 'application/pdf' | 'image/png';
  sha256: string;
  size: number;
  bytes: Buffer;
}

interface PdfSpec { key: string; kind: 'pdf'; lines: string[] }
interface PngSpec { key: string; kind: 'png'; rgb: [number, number, number] }

const specs: (PdfSpec | PngSpec)[] = [
  { key: 'protokoll', kind: 'pdf', lines: ['Protokoll', 'Fört vid styrelsemöte.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'kallelse', kind: 'pdf', lines: ['Kallelse', 'Välkommen till årsmötet.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'avtal', kind: 'pdf', lines: ['Anställningsavtal', 'Bilaga till ärendet.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'lonespecifikation', kind: 'pdf', lines: ['Lönespecifikation', 'Bilaga till ärendet.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'intyg', kind: 'pdf', lines: ['Intyg', 'Underlag för handläggning.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'policy', kind: 'pdf', lines: ['Policydokument', 'Rutiner för kansliet.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'faktura', kind: 'pdf', lines: ['Faktura', 'Medlemsavgift.', 'Exempeldokument i demodata för Min sida.'] },
  { key: 'skarmbild-bla', kind: 'png', rgb: [52, 101, 164] },
  { key: 'skarmbild-gron', kind: 'png', rgb: [78, 154, 6] },
  { key: 'skarmbild-orange', kind: 'png', rgb: [206, 92, 0] },
];

let cache: Map<string, SampleFile> | null = null;

function build(): Map<string, SampleFile> {
  const byKey = new Map<string, SampleFile>();
  for (const spec of specs) {
    const bytes = spec.kind === 'pdf' ? pdf(spec.lines) : png(spec.rgb);
    byKey.set(spec.key, {
      key: spec.key,
      contentType: spec.kind === 'pdf' ? 'application/pdf' : 'image/png',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      bytes,
    });
  }
  return byKey;
}

/** Every sample file, in a fixed order. */
export function sampleFiles(): SampleFile[] {
  cache ??= build();
  return [...cache.values()];
}

export function sampleFile(key: string): SampleFile {
  cache ??= build();
  const file = cache.get(key);
  if (!file) throw new Error(`No sample file "${key}"`);
  return file;
}

/** The bytes of a seeded blob, or null when the hash is not one of the seed's sample files. */
export function seededFileBytes(sha256: string): Buffer | null {
  const file = sampleFiles().find((f) => f.sha256 === sha256);
  return file ? Buffer.from(file.bytes) : null;
}

// ---------------------------------------------------------------------------------------------
// A one-page PDF 1.4 with Helvetica text (WinAnsiEncoding, so å, ä, ö are single bytes).

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function pdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `${pdfString(lines[0])} Tj`,
    '/F1 12 Tf',
    ...lines.slice(1).flatMap((line) => ['0 -28 Td', `${pdfString(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// A 48×48 RGB PNG: a coloured card with a white band, zlib with stored (uncompressed) blocks.

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function storedZlib(raw: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length;
    const header = Buffer.alloc(5);
    header[0] = last ? 1 : 0;
    header.writeUInt16LE(block.length, 1);
    header.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(header, block);
    if (last) break;
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32(raw));
  parts.push(checksum);
  return Buffer.concat(parts);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png([r, g, b]: [number, number, number]): Buffer {
  const size = 48;
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const band = y >= 20 && y < 28 && x >= 8 && x < 40;
      const p = row + 1 + x * 3;
      raw[p] = band ? 255 : r;
      raw[p + 1] = band ? 255 : g;
      raw[p + 2] = band ? 255 : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', storedZlib(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
