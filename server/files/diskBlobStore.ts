import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore, StagedBlob } from './blobStore';
import { ContentHasher, isSha256 } from './blobCommon';
/**
 * Blobs as files under `<root>/<sha256>`, for the embedded database (one process): an upload is
 * streamed to a temporary name in the same folder tree while it is hashed, fsynced, and only then
 * renamed to its hash, so a reader never sees half a file and equal contents are stored once.
 */
export class DiskBlobStore implements BlobStore {
  private readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, '.tmp');
  }

  /** The path of a committed blob. */
  pathOf(sha256: string): string {
    if (!isSha256(sha256)) throw new Error('Not a sha256');
    return path.join(this.root, sha256);
  }

  async stage(source: Readable & { truncated?: boolean }): Promise<StagedBlob> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    const handle = await fsp.open(tempPath, 'wx', 0o600);
    const hasher = new ContentHasher();
    try {
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        hasher.update(bytes);
        await handle.write(bytes);
      }
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => {});
      await fsp.rm(tempPath, { force: true });
      throw error;
    }
    await handle.close();
    return { ...hasher.digest(Boolean(source.truncated)), handle: tempPath };
  }

  async commit(staged: StagedBlob): Promise<void> {
    const target = this.pathOf(staged.sha256);
    if (fs.existsSync(target)) {
      await fsp.rm(staged.handle, { force: true });
      // Fresh again: the sweep spares it until the transaction that references it has run.
      const now = new Date();
      await fsp.utimes(target, now, now);
      return;
    }
    await fsp.rename(staged.handle, target);
    await syncDirectory(this.root);
  }

  async discard(staged: StagedBlob): Promise<void> {
    await fsp.rm(staged.handle, { force: true });
  }

  read(sha256: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    return fsp.access(this.pathOf(sha256)).then(() => true, () => false);
  }

  async remove(sha256: string): Promise<void> {
    await fsp.rm(this.pathOf(sha256), { force: true });
  }

  async sweep(before: Date, stored: (sha256s: string[]) => Promise<Set<string>>): Promise<{ uploads: number; blobs: number }> {
    const uploads = await removeOlder(this.tempDir, (await listFiles(this.tempDir)).filter((name) => name.endsWith('.part')), before);
    const blobNames = (await listFiles(this.root)).filter(isSha256);
    const old = await olderThan(this.root, blobNames, before);
    const referenced = new Set<string>();
    for (let i = 0; i < old.length; i += SWEEP_BATCH) for (const sha of await stored(old.slice(i, i + SWEEP_BATCH))) referenced.add(sha);
    const blobs = await removeOlder(this.root, old.filter((sha) => !referenced.has(sha)), before);
    return { uploads, blobs };
  }
}

const SWEEP_BATCH = 500;

async function listFiles(dir: string): Promise<string[]> {
  return fsp.readdir(dir).catch(() => []);
}

async function olderThan(dir: string, names: string[], before: Date): Promise<string[]> {
  const old: string[] = [];
  for (const name of names) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && stat.mtime < before) old.push(name);
  }
  return old;
}

/** Removes the files still older than `before` (a commit may have refreshed one meanwhile). */
async function removeOlder(dir: string, names: string[], before: Date): Promise<number> {
  let removed = 0;
  for (const name of await olderThan(dir, names, before)) {
    // Counted only by the sweep that removed it (another may be at it too).
    const gone = await fsp.unlink(path.join(dir, name)).then(() => true, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    });
    if (gone) removed += 1;
  }
  return removed;
}

async function syncDirectory(dir: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot fsync a directory; the rename itself is still atomic.
  } finally {
    await handle?.close();
  }
}
