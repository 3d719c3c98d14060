import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * The one file of a backup: a magic line, then records, each a 4-byte header length, the header
 * (JSON), the payload (`size` bytes) and the payload's sha256 (32 bytes). The last record is
 * `end`: a copy cut short (a full disk, a copy that stopped) has none and is refused as a whole.
 * Random access: a restore reads each payload where it lies, never the whole file into memory.
 */
const MAGIC = Buffer.from('MEDLEMSPORTAL-BACKUP 1\n');
const DIGEST_BYTES = 32;

export type RecordKind = 'manifest' | 'pglite' | 'file' | 'pg_dump' | 'end';
export interface RecordHeader { kind: RecordKind; name?: string; size: number }
export interface ArchiveEntry { header: RecordHeader; offset: number }

/** A backup file that cannot be used: the message is one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Writes to `<file>.part` and renames it to `file` only when complete and synced, so a backup
 * that stops half-way never leaves a file that looks like one.
 */
export class ArchiveWriter {
  private position = 0;
  private constructor(private readonly file: string, private readonly handle: fsp.FileHandle) {}

  static async create(file: string): Promise<ArchiveWriter> {
    const handle = await fsp.open(`${file}.part`, 'w', 0o600);
    const writer = new ArchiveWriter(file, handle);
    await writer.write(MAGIC);
    return writer;
  }

  /** A record whose payload has `size` bytes, from a buffer or a stream (a stream of another length is an error). */
  async add(header: RecordHeader, payload: Buffer | AsyncIterable<Buffer>): Promise<void> {
    const json = Buffer.from(JSON.stringify(header));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    await this.write(Buffer.concat([length, json]));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of Buffer.isBuffer(payload) ? [payload] : payload) {
      hash.update(chunk);
      written += chunk.length;
      await this.write(chunk);
    }
    if (written !== header.size) throw new BackupError(`${header.kind} ${header.name ?? ''} ändrades medan den kopierades (${written} byte i stället för ${header.size}).`);
    await this.write(hash.digest());
  }

  async finish(records: number): Promise<void> {
    await this.add({ kind: 'end', size: 0, name: String(records) }, Buffer.alloc(0));
    await this.handle.sync();
    await this.handle.close();
    await fsp.rename(`${this.file}.part`, this.file);
  }

  /** Drops the unfinished file. */
  async abandon(): Promise<void> {
    await this.handle.close().catch(() => {});
    await fsp.rm(`${this.file}.part`, { force: true });
  }

  private async write(bytes: Buffer): Promise<void> {
    let at = 0;
    while (at < bytes.length) {
      const { bytesWritten } = await this.handle.write(bytes, at, bytes.length - at, this.position);
      at += bytesWritten;
      this.position += bytesWritten;
    }
  }
}

/** The records of a backup file, checked to be complete (an `end` record last). */
export async function readArchive(file: string): Promise<ArchiveEntry[]> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch (error) {
    throw new BackupError(`Kan inte läsa säkerhetskopian ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
  }
  const incomplete = () => new BackupError(`Säkerhetskopian ${file} är ofullständig eller ingen säkerhetskopia av portalen; den kan inte läsas in.`);
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      if (position + length > size) throw incomplete();
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      return buffer;
    };
    if (!(await read(0, MAGIC.length)).equals(MAGIC)) throw incomplete();
    const entries: ArchiveEntry[] = [];
    for (let position = MAGIC.length; ;) {
      const length = (await read(position, 4)).readUInt32BE();
      let header: RecordHeader;
      try {
        header = JSON.parse((await read(position + 4, length)).toString('utf8')) as RecordHeader;
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw incomplete();
      }
      const offset = position + 4 + length;
      if (offset + header.size + DIGEST_BYTES > size) throw incomplete();
      if (header.kind === 'end') {
        if (Number(header.name) !== entries.length || offset + DIGEST_BYTES !== size) throw incomplete();
        return entries;
      }
      entries.push({ header, offset });
      position = offset + header.size + DIGEST_BYTES;
    }
  } finally {
    await handle.close();
  }
}

/** A record's payload, streamed; the stream fails at its end if the bytes are not the ones written. */
export function payloadOf(file: string, entry: ArchiveEntry): Readable {
  return Readable.from(verified(file, entry));
}

async function* verified(file: string, { header, offset }: ArchiveEntry): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  if (header.size > 0) {
    for await (const chunk of fs.createReadStream(file, { start: offset, end: offset + header.size - 1 })) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  const digest = Buffer.alloc(DIGEST_BYTES);
  const handle = await fsp.open(file, 'r');
  try {
    await handle.read(digest, 0, DIGEST_BYTES, offset + header.size);
  } finally {
    await handle.close();
  }
  if (!hash.digest().equals(digest)) throw new BackupError(`Säkerhetskopian är skadad: ${header.kind} ${header.name ?? ''} har inte de byte som skrevs.`);
}

/** A whole payload in memory (the manifest, the embedded database's copy). */
export async function payloadBytes(file: string, entry: ArchiveEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payloadOf(file, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
