import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { DiskBlobStore } from './diskBlobStore';
import { PostgresBlobStore } from './postgresBlobStore';

export { BlobStoreError, isSha256 } from './blobCommon';

/** An upload streamed into the store and hashed, not yet part of it: the caller commits or discards it. */
export interface StagedBlob {
  readonly sha256: string;
  readonly size: number;
  /** The first bytes, for checking the content against the file name. */
  readonly head: Buffer;
  /** The stream hit its size limit: the bytes are incomplete. */
  readonly truncated: boolean;
  /** Where the store that staged it keeps the bytes until then; meaningless to anyone else. */
  readonly handle: string;
}

/**
 * Content-addressed file bytes (ARCHITECTURE §1). Metadata lives in the database (`blobs`,
 * `files`); a blob is committed before the transaction that references it, so a failed
 * transaction can leave an unreferenced blob behind (which `sweep` removes), never a row without
 * its bytes. No implementation holds a whole file in memory.
 */
export interface BlobStore {
  /** Streams the upload into the store under a temporary name while hashing it. */
  stage(source: Readable & { truncated?: boolean }): Promise<StagedBlob>;
  /**
   * Makes the staged bytes the blob of their sha256, atomically. If that content is stored
   * already, the staged copy is dropped and the stored one counts as new again for `sweep`.
   */
  commit(staged: StagedBlob): Promise<void>;
  /** Drops a staged upload; harmless after commit. */
  discard(staged: StagedBlob): Promise<void>;
  /** The bytes of a committed blob, streamed. */
  read(sha256: string): Readable;
  exists(sha256: string): Promise<boolean>;
  remove(sha256: string): Promise<void>;
  /**
   * Removes what a crash or a failed transaction left behind, if older than `before`: staged
   * uploads, and committed blobs that no `blobs` row references (`stored` answers which of the
   * given hashes have a row). Younger ones may belong to a request still running. Safe to run
   * in several processes at once.
   */
  sweep(before: Date, stored: (sha256s: string[]) => Promise<Set<string>>): Promise<{ uploads: number; blobs: number }>;
}

/**
 * The one store of a portal: files on disk under `${dataDir}/files` with the embedded database,
 * in PostgreSQL next to the rows when DATABASE_URL is set, so that every process of the portal
 * sees the same files.
 */
export function blobStoreFor(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>, db: Database): BlobStore {
  return config.databaseUrl ? new PostgresBlobStore(db) : new DiskBlobStore(path.join(config.dataDir, 'files'));
}
