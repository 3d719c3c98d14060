import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** An upload written to a temporary file, hashed, not yet part of the store. */
export interface StagedBlob {
  tempPath: string;
  sha256: string;
  size: number;
  /** The first bytes, for checking the content against the file name. */
  head: Buffer;
  /** The stream hit its size limit: the bytes are incomplete. */
  truncated: boolean;
}

const HEAD_BYTES = 16;

/**
 * Content-addressed files under `<root>/<sha256>` (ARCHITECTURE §1): an upload is streamed to a
 * temporary name in the same folder tree while it is hashed, fsynced, and only then renamed to its
 * hash, so a reader never sees half a file and equal contents are stored once. Metadata lives in
 * the database (`blobs`, `files`); a blob is committed before the transaction that references it,
 * so a failed transaction can leave an unreferenced file behind, never a row without its file.
 */
export class BlobStore {
  private readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, '.tmp');
  }

  /** The path of a committed blob. */
  pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Not a sha256');
    return path.join(this.root, sha256);
  }

  /** Streams the upload to a temporary file; the caller commits or discards it. */
  async stage(source: Readable & { truncated?: boolean }): Promise<StagedBlob> {
    await fsp.mkdir(this.tempDir, { recursive: true });
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    const handle = await fsp.open(tempPath, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    try {
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        hash.update(bytes);
        size += bytes.length;
        if (headLength < HEAD_BYTES) {
          headChunks.push(bytes.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(bytes.length, HEAD_BYTES - headLength);
        }
        await handle.write(bytes);
      }
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => {});
      await fsp.rm(tempPath, { force: true });
      throw error;
    }
    await handle.close();
    return { tempPath, sha256: hash.digest('hex'), size, head: Buffer.concat(headChunks), truncated: Boolean(source.truncated) };
  }

  /** Moves a staged upload to its content address (if that content is already stored, keeps the stored one). */
  async commit(staged: StagedBlob): Promise<void> {
    const target = this.pathOf(staged.sha256);
    if (fs.existsSync(target)) {
      await fsp.rm(staged.tempPath, { force: true });
      // Fresh again: the sweep spares it until the transaction that references it has run.
      const now = new Date();
      await fsp.utimes(target, now, now);
      return;
    }
    await fsp.rename(staged.tempPath, target);
    await syncDirectory(this.root);
  }

  async discard(staged: StagedBlob): Promise<void> {
    await fsp.rm(staged.tempPath, { force: true });
  }

  /** The bytes of a committed blob, for downloads. */
  read(sha256: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    return fsp.access(this.pathOf(sha256)).then(() => true, () => false);
  }

  /**
   * Removes what a crash or a failed transaction left behind, if older than `before`: temporary
   * uploads, and committed blobs that no `blobs` row references (`stored` answers which of the
   * given hashes have a row). Younger files may belong to a request still running.
   */
  async sweep(before: Date, stored: (sha256s: string[]) => Promise<Set<string>>): Promise<{ uploads: number; blobs: number }> {
    const uploads = await removeOlder(this.tempDir, (await listFiles(this.tempDir)).filter((name) => name.endsWith('.part')), before);
    const blobNames = (await listFiles(this.root)).filter((name) => /^[0-9a-f]{64}$/.test(name));
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
    await fsp.rm(path.join(dir, name), { force: true });
    removed += 1;
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

/** The store of the server's data folder: `${dataDir}/files`. */
export function blobStoreFor(dataDir: string): BlobStore {
  return new BlobStore(path.join(dataDir, 'files'));
}
