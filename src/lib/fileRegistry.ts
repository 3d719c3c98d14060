/**
 * Files chosen for upload (ARCHITECTURE §3): File objects never enter the store or an action;
 * they wait in a registry, keyed by the id that the store carries with the name, size and type.
 * Each feature keeps its own registry.
 */
export interface FileRegistry {
  register(id: string, file: File): void;
  get(id: string): File | undefined;
  release(id: string): void;
  releaseAll(): void;
  size(): number;
}

export function createFileRegistry(): FileRegistry {
  const files = new Map<string, File>();
  return {
    register: (id, file) => { files.set(id, file); },
    get: (id) => files.get(id),
    release: (id) => { files.delete(id); },
    releaseAll: () => files.clear(),
    size: () => files.size,
  };
}
