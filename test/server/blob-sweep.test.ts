import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../server/db/database';
import { DiskBlobStore } from '../../server/files/diskBlobStore';
import { SWEEP_GRACE_MS, sweepBlobs } from '../../server/files/blobSweeper';
import { openTestDatabase } from './testDatabase';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const age = (file: string, when: Date) => fsp.utimes(file, when, when);

describe('the case and its files are stored together or not at all: leftovers are swept', () => {
  let db: Database;
  let root: string;
  let store: DiskBlobStore;

  beforeEach(async () => {
    // A copy of the suite's migrated database: migrating a new one in every test took over a minute on a loaded machine.
    db = await openTestDatabase();
    root = await fsp.mkdtemp(path.join(os.tmpdir(), 'blobs-'));
    store = new DiskBlobStore(root);
  });
  afterEach(async () => {
    await db.destroy();
    await fsp.rm(root, { recursive: true, force: true });
  });

  const commit = async (text: string) => {
    const staged = await store.stage(Readable.from([Buffer.from(text)]));
    await store.commit(staged);
    return staged.sha256;
  };
  const register = (sha256: string, size: number) => db.insertInto('blobs').values({ sha256, size }).execute();

  test('removes old unreferenced blobs and old partial uploads; keeps referenced and recent ones', async () => {
    const referenced = await commit('referenced');
    await register(referenced, 10);
    const orphan = await commit('orphan of a failed transaction');
    const recentOrphan = await commit('a request still running');
    await fsp.writeFile(path.join(root, '.tmp', 'crashed.part'), 'half an upload');
    await fsp.writeFile(path.join(root, '.tmp', 'uploading.part'), 'still coming');
    for (const file of [store.pathOf(referenced), store.pathOf(orphan), path.join(root, '.tmp', 'crashed.part')]) await age(file, hoursAgo(3));

    expect(await sweepBlobs(db, store)).toEqual({ uploads: 1, blobs: 1 });
    expect(fs.existsSync(store.pathOf(referenced))).toBe(true);
    expect(fs.existsSync(store.pathOf(orphan))).toBe(false);
    expect(fs.existsSync(store.pathOf(recentOrphan))).toBe(true);
    expect(fs.existsSync(path.join(root, '.tmp', 'crashed.part'))).toBe(false);
    expect(fs.existsSync(path.join(root, '.tmp', 'uploading.part'))).toBe(true);
  });

  test('committing content that is stored already makes it young again, so a sweep spares it for the transaction to come', async () => {
    const sha = await commit('same bytes');
    await age(store.pathOf(sha), hoursAgo(3));
    await commit('same bytes');
    expect((await fsp.stat(store.pathOf(sha))).mtime.getTime()).toBeGreaterThan(Date.now() - SWEEP_GRACE_MS);
    expect(await sweepBlobs(db, store)).toEqual({ uploads: 0, blobs: 0 });
    expect(fs.existsSync(store.pathOf(sha))).toBe(true);
  });

  test('a store that has never had a file sweeps nothing', async () => {
    expect(await sweepBlobs(db, new DiskBlobStore(path.join(root, 'empty')))).toEqual({ uploads: 0, blobs: 0 });
  });
});
