import type { Database } from '../db/database';
import type { BlobStore } from './blobStore';

/** Files younger than this may belong to a request still running. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Which of the hashes have a `blobs` row. */
function storedBlobs(db: Database) {
  return async (sha256s: string[]): Promise<Set<string>> => {
    if (sha256s.length === 0) return new Set();
    const rows = await db.selectFrom('blobs').select('sha256').where('sha256', 'in', sha256s).execute();
    return new Set(rows.map((row) => row.sha256));
  };
}

/** One sweep of the store (see BlobStore.sweep), sparing what is younger than the grace period. */
export function sweepBlobs(db: Database, store: BlobStore, now = new Date()) {
  return store.sweep(new Date(now.getTime() - SWEEP_GRACE_MS), storedBlobs(db));
}

/**
 * Sweeps at start and every hour after, without holding the process open. Returns the stop
 * function (for shutdown).
 */
export function startBlobSweeper(db: Database, store: BlobStore, log: (message: string) => void): () => void {
  const run = () => {
    sweepBlobs(db, store).then(
      ({ uploads, blobs }) => { if (uploads + blobs > 0) log(`Rensade ${uploads} avbrutna uppladdningar och ${blobs} filer utan ärende.`); },
      (error: unknown) => log(`Rensningen av filer misslyckades: ${String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
