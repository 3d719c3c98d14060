/**
 * The files chosen in the case-creation form (ARCHITECTURE §3): File objects never enter the
 * store or an action; they wait here, keyed by the id that the store's AttachedFile carries.
 */
const files = new Map<string, File>();

export function registerFile(id: string, file: File): void {
  files.set(id, file);
}

export function fileById(id: string): File | undefined {
  return files.get(id);
}

export function releaseFile(id: string): void {
  files.delete(id);
}

/** The files of these ids that are still registered, in order. */
export function filesByIds(ids: readonly string[]): File[] {
  return ids.map((id) => files.get(id)).filter((file): file is File => file !== undefined);
}

export function releaseAllFiles(): void {
  files.clear();
}

export const registeredFileCount = () => files.size;
