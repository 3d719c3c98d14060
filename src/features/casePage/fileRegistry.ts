import { createFileRegistry } from '../../lib/fileRegistry';

/**
 * The files chosen for a reply or a note (ARCHITECTURE §3): File objects never enter the store or
 * an action; they wait here, keyed by the id that the store's DraftFile carries. The draft's
 * owner releases them when the draft is sent or cancelled.
 */
const files = createFileRegistry();

export function registerDraftFile(id: string, file: File): void {
  files.register(id, file);
}

/** The files of these ids that are still registered, in order. */
export function draftFilesByIds(ids: readonly string[]): File[] {
  return ids.map((id) => files.get(id)).filter((file): file is File => file !== undefined);
}

export function releaseDraftFiles(ids: readonly string[]): void {
  for (const id of ids) files.release(id);
}

export const draftFileCount = () => files.size();

/** There is one draft at a time: sending or cancelling it releases every file chosen for it. */
export function releaseAllDraftFiles(): void {
  files.releaseAll();
}
