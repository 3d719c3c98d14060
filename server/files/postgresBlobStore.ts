import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { BlobStore, StagedBlob } from './blobStore';
import { BlobStoreError, ContentHasher, isSha256 } from './blobCommon';

/** The size of every chunk but a blob's last. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while reading. */
const READ_BATCH = 4;
const SWEEP_BATCH = 500;
const STAGED = 'staged:';

/**
 * Blobs in PostgreSQL (migration 0008), so that every process of a portal on one database sees
 * the same files. An upload is written chunk by chunk under a temporary key while it is hashed;
 * commit re-keys its chunks to the sha256 in one transaction, so a reader never sees half a blob
 * and equal contents are stored once, also when two processes commit them at the same moment.
 */
export class PostgresBlobStore implements BlobStore {
  constructor(private readonly db: Database) {}

  async stage(source: Readable & { truncated?: boolean }): Promise<StagedBlob> {
    const key = `${STAGED}${randomUUID()}`;
    await storage('stage an upload', () => this.db.insertInto('blobObjects').values({ key }).execute());
    const hasher = new ContentHasher();
    let seq = 0;
    const write = async (bytes: Buffer) => {
      // Touches the upload too: the sweep spares a slow upload as long as chunks keep coming.
      const result = await storage('write a chunk', () => sql`
        with staged as (update blob_objects set touched_at = now() where key = ${key} returning key)
        insert into blob_chunks (key, seq, bytes) select key, ${seq}, ${bytes} from staged`.execute(this.db));
      if (Number(result.numAffectedRows ?? 0) !== 1) throw new BlobStoreError('The staged upload was swept while it was written');
      seq += 1;
    };
    const pending = new ChunkBuffer();
    try {
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        hasher.update(bytes);
        for (const full of pending.add(bytes)) await write(full);
      }
      const rest = pending.rest();
      if (rest.length > 0) await write(rest);
    } catch (error) {
      await this.drop(key).catch(() => {});
      throw error;
    }
    return { ...hasher.digest(Boolean(source.truncated)), handle: key };
  }

  async commit(staged: StagedBlob): Promise<void> {
    if (!isSha256(staged.sha256)) throw new Error('Not a sha256');
    await storage('commit an upload', () => this.db.transaction().execute(async (trx) => {
      // Waits for another process committing the same content; xmax = 0 tells an insert from an update.
      const { rows: [upsert] } = await sql<{ inserted: boolean }>`
        insert into blob_objects (key, size) values (${staged.sha256}, ${staged.size})
        on conflict (key) do update set touched_at = now()
        returning (xmax = 0) as inserted`.execute(trx);
      if (upsert.inserted) {
        const moved = await sql`update blob_chunks set key = ${staged.sha256} where key = ${staged.handle}`.execute(trx);
        if (Number(moved.numAffectedRows ?? 0) !== Math.ceil(staged.size / CHUNK_BYTES)) {
          throw new BlobStoreError('The staged upload is gone or incomplete');
        }
      }
      await trx.deleteFrom('blobObjects').where('key', '=', staged.handle).execute();
    }));
  }

  async discard(staged: StagedBlob): Promise<void> {
    await this.drop(staged.handle);
  }

  read(sha256: string): Readable {
    if (!isSha256(sha256)) throw new Error('Not a sha256');
    return new ChunkReader(this.db, sha256);
  }

  async exists(sha256: string): Promise<boolean> {
    if (!isSha256(sha256)) return false;
    return Boolean(await this.db.selectFrom('blobObjects').select('key').where('key', '=', sha256).executeTakeFirst());
  }

  async remove(sha256: string): Promise<void> {
    if (!isSha256(sha256)) throw new Error('Not a sha256');
    await this.drop(sha256);
  }

  async sweep(before: Date, stored: (sha256s: string[]) => Promise<Set<string>>): Promise<{ uploads: number; blobs: number }> {
    const staged = await this.db.deleteFrom('blobObjects')
      .where('key', 'like', `${STAGED}%`).where('touchedAt', '<', before)
      .executeTakeFirst();
    let blobs = 0;
    let after = '';
    for (;;) {
      const old = (await this.db.selectFrom('blobObjects').select('key')
        .where('touchedAt', '<', before).where('key', 'not like', `${STAGED}%`).where('key', '>', after)
        .orderBy('key').limit(SWEEP_BATCH).execute()).map((row) => row.key);
      if (old.length === 0) break;
      after = old[old.length - 1];
      const referenced = await stored(old);
      const orphans = old.filter((sha) => !referenced.has(sha));
      if (orphans.length === 0) continue;
      // Still old: a commit of the same content since the list was read has made it young again.
      const removed = await this.db.deleteFrom('blobObjects')
        .where('key', 'in', orphans).where('touchedAt', '<', before)
        .executeTakeFirst();
      blobs += Number(removed.numDeletedRows);
    }
    return { uploads: Number(staged.numDeletedRows), blobs };
  }

  private async drop(key: string): Promise<void> {
    await this.db.deleteFrom('blobObjects').where('key', '=', key).execute();
  }
}

/** Database failures while storing as BlobStoreError (disk_full as full), so that uploads answer 507/503, not 400. */
async function storage<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BlobStoreError) throw error;
    throw new BlobStoreError(`Could not ${what}`, (error as { code?: string }).code === '53100', { cause: error });
  }
}

/** Collects a stream's pieces into chunks of exactly CHUNK_BYTES (the last may be shorter). */
class ChunkBuffer {
  private pieces: Buffer[] = [];
  private length = 0;

  add(bytes: Buffer): Buffer[] {
    this.pieces.push(bytes);
    this.length += bytes.length;
    if (this.length < CHUNK_BYTES) return [];
    const all = Buffer.concat(this.pieces, this.length);
    const full: Buffer[] = [];
    let at = 0;
    for (; all.length - at >= CHUNK_BYTES; at += CHUNK_BYTES) full.push(all.subarray(at, at + CHUNK_BYTES));
    const rest = all.subarray(at);
    this.pieces = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return full;
  }

  rest(): Buffer {
    return Buffer.concat(this.pieces, this.length);
  }
}

/**
 * A blob's bytes, READ_BATCH chunks per query, the next query only when the consumer has taken
 * what was pushed (Readable calls _read again only then). Ends with an error if the chunks do not
 * add up to the blob's size (removed while it was read).
 */
class ChunkReader extends Readable {
  private size: number | null = null;
  private nextSeq = 0;
  private received = 0;
  private fetching = false;
  /** _read was called again while a query ran (push may call it at once). */
  private wanted = false;

  constructor(private readonly db: Database, private readonly key: string) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _read(): void {
    if (this.fetching) {
      this.wanted = true;
      return;
    }
    this.fetching = true;
    this.fetch().then(
      (ended) => {
        this.fetching = false;
        if (this.wanted && !ended) {
          this.wanted = false;
          this._read();
        }
      },
      (error: unknown) => this.destroy(error as Error),
    );
  }

  /** Pushes the next chunks; true once the end is pushed too. */
  private async fetch(): Promise<boolean> {
    if (this.size === null) {
      const row = await this.db.selectFrom('blobObjects').select('size').where('key', '=', this.key).executeTakeFirst();
      if (!row) throw Object.assign(new Error(`No blob ${this.key}`), { code: 'ENOENT' });
      this.size = Number(row.size);
    }
    const rows = await this.db.selectFrom('blobChunks').select(['seq', 'bytes'])
      .where('key', '=', this.key).where('seq', '>=', this.nextSeq)
      .orderBy('seq').limit(READ_BATCH).execute();
    for (const row of rows) {
      if (row.seq !== this.nextSeq) throw new BlobStoreError(`Blob ${this.key} lacks chunk ${this.nextSeq}`);
      this.nextSeq += 1;
      this.received += row.bytes.length;
    }
    const ended = rows.length < READ_BATCH;
    if (ended && this.received !== this.size) throw new BlobStoreError(`Blob ${this.key} is incomplete`);
    for (const row of rows) this.push(row.bytes);
    if (ended) this.push(null);
    return ended;
  }
}
