import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { blobStoreFor, type BlobStore, type StagedBlob } from '../../server/files/blobStore';
import { DiskBlobStore } from '../../server/files/diskBlobStore';
import { CHUNK_BYTES, PostgresBlobStore } from '../../server/files/postgresBlobStore';

/**
 * The server the PostgreSQL store is tested on, as a user who may create databases: each run
 * creates (and drops) a database of its own there.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** One store under test, a second instance on the same storage (another process), and ways to look behind them. */
interface Subject {
  store: BlobStore;
  other: BlobStore;
  /** Makes a staged upload or a committed blob look as if last written at `when`. */
  ageStaged(staged: StagedBlob, when: Date): Promise<void>;
  ageBlob(sha256: string, when: Date): Promise<void>;
  /** How many staged uploads and committed blobs the storage holds (chunks included for PostgreSQL). */
  footprint(): Promise<{ staged: number; blobs: number }>;
}

interface Backend {
  name: string;
  /** Of the PostgreSQL backend: its database. */
  db?: () => Database;
  setUp(): Promise<void>;
  fresh(): Promise<Subject>;
  tearDown(): Promise<void>;
}

function diskBackend(): Backend {
  const roots: string[] = [];
  return {
    name: 'on disk',
    async setUp() {},
    async fresh() {
      const root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blob-contract-'));
      roots.push(root);
      const store = new DiskBlobStore(root);
      const names = async (dir: string) => fsp.readdir(dir).catch(() => [] as string[]);
      return {
        store,
        other: new DiskBlobStore(root),
        ageStaged: (staged, when) => fsp.utimes(staged.handle, when, when),
        ageBlob: (sha, when) => fsp.utimes(store.pathOf(sha), when, when),
        footprint: async () => ({
          staged: (await names(path.join(root, '.tmp'))).length,
          blobs: (await names(root)).filter((name) => name !== '.tmp').length,
        }),
      };
    },
    async tearDown() {
      for (const root of roots) await fsp.rm(root, { recursive: true, force: true });
    },
  };
}

function postgresBackend(): Backend {
  const name = `blob_contract_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: postgresUrl });
  let db: Database;
  let otherDb: Database;
  return {
    name: 'in PostgreSQL',
    db: () => db,
    async setUp() {
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      db = await openDatabase({ databaseUrl: url.toString() });
      otherDb = await openDatabase({ databaseUrl: url.toString() });
      await migrate(db);
    },
    async fresh() {
      await sql`truncate blob_chunks, blob_objects`.execute(db);
      const count = async (staged: boolean) => {
        const { rows: [row] } = await sql<{ n: string }>`
          select (select count(*) from blob_objects where (key like 'staged:%') = ${staged})
               + (select count(*) from blob_chunks where (key like 'staged:%') = ${staged}) as n`.execute(db);
        return Number(row.n);
      };
      const age = async (key: string, when: Date) => {
        await db.updateTable('blobObjects').set({ touchedAt: when }).where('key', '=', key).execute();
      };
      return {
        store: new PostgresBlobStore(db),
        other: new PostgresBlobStore(otherDb),
        ageStaged: (staged, when) => age(staged.handle, when),
        ageBlob: age,
        footprint: async () => ({ staged: await count(true), blobs: await count(false) }),
      };
    },
    async tearDown() {
      await db?.destroy();
      await otherDb?.destroy();
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** The bytes in pieces of varying size, as a multipart parser hands them over. */
function streamOf(bytes: Buffer, pieceSizes = [65_536, 1_000, 100_003]): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i += 1) {
    const size = pieceSizes[i % pieceSizes.length];
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(pieces);
}

async function collect(readable: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of readable) chunks.push(chunk as Buffer);
  return chunks;
}

describe.each([diskBackend(), postgresBackend()])('the blob store $name', (backend) => {
  let s: Subject;
  beforeAll(() => backend.setUp());
  beforeEach(async () => { s = await backend.fresh(); });
  afterAll(() => backend.tearDown());

  const put = async (store: BlobStore, bytes: Buffer) => {
    const staged = await store.stage(streamOf(bytes));
    await store.commit(staged);
    return staged.sha256;
  };

  test('gives back a file of many chunks byte for byte, with its hash, size and first bytes', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    const staged = await s.store.stage(streamOf(bytes));
    expect(staged).toMatchObject({ sha256: sha256Of(bytes), size: bytes.length, truncated: false });
    expect(staged.head).toEqual(bytes.subarray(0, 16));
    expect(await s.store.exists(staged.sha256)).toBe(false);
    await s.store.commit(staged);
    expect(await s.store.exists(staged.sha256)).toBe(true);
    expect(Buffer.concat(await collect(s.store.read(staged.sha256))).equals(bytes)).toBe(true);
    expect(Buffer.concat(await collect(s.other.read(staged.sha256))).equals(bytes)).toBe(true);
    expect(await s.footprint()).toMatchObject({ staged: 0 });
  });

  test('stages an empty file and one that hit its size limit as they came', async () => {
    const empty = await s.store.stage(Readable.from([]));
    expect(empty).toMatchObject({ size: 0, truncated: false, sha256: sha256Of(Buffer.alloc(0)) });
    await s.store.commit(empty);
    expect(await collect(s.store.read(empty.sha256))).toEqual([]);
    const cut = Object.assign(Readable.from([Buffer.from('%PDF-1.7 cut off')]), { truncated: true });
    const staged = await s.store.stage(cut);
    expect(staged.truncated).toBe(true);
    await s.store.discard(staged);
  });

  test('reads a large blob piece by piece: a reader that waits holds a bounded part of it', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const sha = await put(s.store, bytes);
    const readable = s.store.read(sha);
    await new Promise((resolve) => readable.once('readable', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readable.readableLength).toBeLessThanOrEqual(1024 * 1024);
    const chunks = await collect(readable);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1024 * 1024);
  });

  test('stores equal content once, and committing it again keeps it readable', async () => {
    const bytes = randomBytes(600_000);
    const first = await put(s.store, bytes);
    const once = await s.footprint();
    expect(once.blobs).toBeGreaterThan(0);
    expect(await put(s.store, bytes)).toBe(first);
    expect(await put(s.other, bytes)).toBe(first);
    expect(await s.footprint()).toEqual(once);
    expect(Buffer.concat(await collect(s.store.read(first))).equals(bytes)).toBe(true);
  });

  test('two processes committing the same content at once both succeed and leave one copy', async () => {
    for (let round = 0; round < 3; round += 1) {
      const bytes = randomBytes(700_000);
      const [a, b] = await Promise.all([s.store.stage(streamOf(bytes)), s.other.stage(streamOf(bytes))]);
      expect(b.sha256).toBe(a.sha256);
      await Promise.all([s.store.commit(a), s.other.commit(b)]);
      expect(Buffer.concat(await collect(s.other.read(a.sha256))).equals(bytes)).toBe(true);
      expect((await s.footprint()).staged).toBe(0);
      // Nothing but that one copy was left: removing it empties the store.
      await s.store.remove(a.sha256);
      expect(await s.footprint()).toEqual({ staged: 0, blobs: 0 });
    }
  });

  test('discarding a staged upload leaves nothing, and so does a source that fails midway', async () => {
    const staged = await s.store.stage(streamOf(randomBytes(1024 * 1024)));
    await s.store.discard(staged);
    expect(await s.footprint()).toEqual({ staged: 0, blobs: 0 });
    async function* failing() {
      yield randomBytes(600_000);
      throw new Error('client went away');
    }
    await expect(s.store.stage(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await s.footprint()).toEqual({ staged: 0, blobs: 0 });
  });

  test('removes a committed blob', async () => {
    const sha = await put(s.store, randomBytes(400_000));
    await s.store.remove(sha);
    expect(await s.store.exists(sha)).toBe(false);
    expect(await s.footprint()).toEqual({ staged: 0, blobs: 0 });
  });

  test('a sweep removes old staged uploads and old unreferenced blobs; spares referenced and young ones', async () => {
    const referenced = await put(s.store, randomBytes(300_000));
    const orphan = await put(s.store, randomBytes(300_000));
    const youngOrphan = await put(s.store, randomBytes(300_000));
    const crashed = await s.store.stage(streamOf(randomBytes(300_000)));
    const uploadingBytes = randomBytes(300_000);
    const uploading = await s.store.stage(streamOf(uploadingBytes));
    await s.ageBlob(referenced, hoursAgo(3));
    await s.ageBlob(orphan, hoursAgo(3));
    await s.ageStaged(crashed, hoursAgo(3));
    const asked: string[] = [];
    const stored = async (sha256s: string[]) => {
      asked.push(...sha256s);
      return new Set(sha256s.filter((sha) => sha === referenced));
    };

    // Two processes sweeping at once remove each leftover once between them.
    const results = await Promise.all([s.store.sweep(hoursAgo(1), stored), s.other.sweep(hoursAgo(1), stored)]);
    expect({ uploads: results[0].uploads + results[1].uploads, blobs: results[0].blobs + results[1].blobs }).toEqual({ uploads: 1, blobs: 1 });
    expect(asked).not.toContain(youngOrphan);
    expect(await s.store.exists(referenced)).toBe(true);
    expect(await s.store.exists(orphan)).toBe(false);
    expect(await s.store.exists(youngOrphan)).toBe(true);
    await s.store.commit(uploading);
    expect(Buffer.concat(await collect(s.store.read(uploading.sha256))).equals(uploadingBytes)).toBe(true);
    await s.store.discard(crashed);
    expect(await s.store.sweep(hoursAgo(1), stored)).toEqual({ uploads: 0, blobs: 0 });
  });

  test('committing stored content again makes it young, so a sweep spares it for the transaction to come', async () => {
    const bytes = randomBytes(300_000);
    const sha = await put(s.store, bytes);
    await s.ageBlob(sha, hoursAgo(3));
    await put(s.other, bytes);
    expect(await s.store.sweep(hoursAgo(1), async () => new Set())).toEqual({ uploads: 0, blobs: 0 });
    expect(await s.store.exists(sha)).toBe(true);
  });
});

describe('the PostgreSQL blob store keeps no file whole in memory', () => {
  const backend = postgresBackend();
  let store: PostgresBlobStore;
  beforeAll(() => backend.setUp());
  beforeEach(async () => { store = (await backend.fresh()).store as PostgresBlobStore; });
  afterAll(() => backend.tearDown());
  const chunksStored = async () => {
    const { rows: [row] } = await sql<{ n: string; largest: number | null }>`
      select count(*) as n, max(length(bytes)) as largest from blob_chunks`.execute(backend.db!());
    return { count: Number(row.n), largest: row.largest };
  };

  test('an upload is written chunk by chunk while it still streams in', async () => {
    const seen: number[] = [];
    async function* upload() {
      for (let i = 0; i < 24; i += 1) {
        if (i % 8 === 0) seen.push((await chunksStored()).count);
        yield randomBytes(64 * 1024);
      }
    }
    const staged = await store.stage(Readable.from(upload()));
    expect(staged.size).toBe(24 * 64 * 1024);
    // Chunks were in the database while the rest was still coming (the source reads a little ahead).
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBeGreaterThan(0);
    expect(seen[2]).toBeGreaterThan(seen[1]);
    await store.commit(staged);
    expect(await chunksStored()).toEqual({ count: 6, largest: CHUNK_BYTES });
  });

  test('a read fetches a few chunks at a time, as the reader takes them', async () => {
    const bytes = randomBytes(16 * CHUNK_BYTES);
    const staged = await store.stage(Readable.from([bytes]));
    await store.commit(staged);
    const readable = store.read(staged.sha256);
    const first = await new Promise<Buffer>((resolve) => readable.once('data', resolve));
    readable.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.length).toBe(CHUNK_BYTES);
    // Taken and waiting together: one query's worth, not the file.
    expect(first.length + readable.readableLength).toBeLessThanOrEqual(4 * CHUNK_BYTES);
    const rest = await collect(readable);
    expect(Buffer.concat([first, ...rest]).equals(bytes)).toBe(true);
  });

  test('a blob that loses chunks while it is read ends in an error, not in a short file', async () => {
    const staged = await store.stage(Readable.from([randomBytes(10 * CHUNK_BYTES)]));
    await store.commit(staged);
    await backend.db!().deleteFrom('blobChunks').where('key', '=', staged.sha256).where('seq', '=', 7).execute();
    await expect(collect(store.read(staged.sha256))).rejects.toThrow(/lacks chunk 7/);
  });
});

describe('the store of a portal', () => {
  test('is on disk under DATA_DIR/files with the embedded database, in the database with DATABASE_URL', async () => {
    // Choosing opens nothing: the database is only handed to the PostgreSQL store.
    const db = {} as Database;
    const disk = blobStoreFor({ dataDir: '/srv/portal' }, db);
    expect(disk).toBeInstanceOf(DiskBlobStore);
    expect((disk as DiskBlobStore).root).toBe(path.join('/srv/portal', 'files'));
    expect(blobStoreFor({ dataDir: '/srv/portal', databaseUrl: 'postgres://db/portal' }, db)).toBeInstanceOf(PostgresBlobStore);
  });
});
