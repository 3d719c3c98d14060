import type { Random } from './random';
import { SEED_ANCHOR } from './demoAccounts';
import { sampleFile, sampleFiles } from './sampleFiles';
import type { SeedWorld } from './world';

/** One blob row per sample file; every seeded file points at one of them. */
export function seedBlobs(world: SeedWorld) {
  for (const file of sampleFiles()) {
    world.rows.blobs.push({ sha256: file.sha256, size: file.size, createdAt: SEED_ANCHOR });
  }
}

/** A file row on a sample blob (a case attachment, a note attachment or a document); returns its id. */
export function addFile(world: SeedWorld, key: string, fileName: string, uploadedBy: string, at: number, kind: 'case' | 'note' | 'document',
  rng: Random, link: { caseId?: string; messageId?: string; noteId?: string } = {}): string {
  const blob = sampleFile(key);
  const id = rng.uuid();
  world.rows.files.push({
    id, blobSha256: blob.sha256, fileName, contentType: blob.contentType, size: blob.size, uploadedByUserId: uploadedBy,
    uploadedAt: new Date(at), kind, caseId: link.caseId ?? null, messageId: link.messageId ?? null, noteId: link.noteId ?? null,
  });
  return id;
}
