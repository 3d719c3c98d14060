import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR cannot be used: the message is one line naming the folder and what is wrong. */
export class DataDirError extends Error {
  constructor(readonly dir: string, problem: string) {
    super(`Kan inte starta: DATA_DIR ${dir} ${problem}.`);
    this.name = 'DataDirError';
  }
}

/** What an errno means for the data folder, in words (Swedish, like the server's other start-up lines). */
function problemOf(error: unknown, doing: 'skapas' | 'läsas' | 'skrivas'): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM': return `kan inte ${doing}: servern saknar behörighet (${code})`;
    case 'EROFS': return `är skrivskyddad (${code})`;
    case 'ENOSPC':
    case 'EDQUOT': return `ligger på en full disk (${code})`;
    case 'ENOTDIR': return `kan inte ${doing}: en del av sökvägen är en fil, inte en mapp (${code})`;
    case 'ENOENT': return `kan inte ${doing}: filsystemet tillåter ingen mapp där (${code})`;
    case 'ELOOP': return `kan inte ${doing}: sökvägen har en symbolisk länk i en slinga (${code})`;
    default: return `kan inte ${doing}: ${(error as Error)?.message ?? String(error)}`;
  }
}

/** The file-system calls used, so that a test can stand in for a read-only or full disk. */
export type DataDirFs = Pick<typeof fs, 'statSync' | 'mkdirSync' | 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'rmSync'>;

/**
 * Makes sure DATA_DIR can hold the database, keys and uploads before anything else touches it:
 * creates it for the server's user only (0700; files get 0600 through the umask set at start),
 * and proves that a file can be written, synced and removed there. Throws DataDirError otherwise.
 */
export function prepareDataDir(dir: string, fsi: DataDirFs = fs): void {
  let stat: fs.Stats | undefined;
  try {
    stat = fsi.statSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new DataDirError(dir, problemOf(error, 'läsas'));
  }
  if (stat && !stat.isDirectory()) throw new DataDirError(dir, 'är en fil, inte en mapp');
  if (!stat) {
    try {
      makeDir(fsi, dir);
    } catch (error) {
      throw new DataDirError(dir, problemOf(error, 'skapas'));
    }
  }
  const probe = path.join(dir, `.skrivprov-${process.pid}`);
  let fd: number | undefined;
  try {
    fd = fsi.openSync(probe, 'w', 0o600);
    fsi.writeSync(fd, Buffer.alloc(64 * 1024));
    fsi.fsyncSync(fd);
  } catch (error) {
    throw new DataDirError(dir, problemOf(error, 'skrivas'));
  } finally {
    if (fd !== undefined) {
      try { fsi.closeSync(fd); } catch { /* already failed */ }
    }
    try { fsi.rmSync(probe, { force: true }); } catch { /* best effort */ }
  }
}

/**
 * mkdir -p, one level at a time (Node's recursive mkdir never returns on some virtual file systems,
 * such as /proc): the folders it creates are the server's only (0700).
 */
function makeDir(fsi: DataDirFs, dir: string): void {
  try {
    fsi.mkdirSync(dir, { mode: 0o700 });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const parent = path.dirname(dir);
    let parentExists = true;
    try {
      fsi.statSync(parent);
    } catch {
      parentExists = false;
    }
    if (parentExists || parent === dir) throw error;
  }
  makeDir(fsi, path.dirname(dir));
  fsi.mkdirSync(dir, { mode: 0o700 });
}

/**
 * Takes group and other rights off everything under DATA_DIR (the embedded database sets 0666 on
 * its files itself, whatever the umask; its folders are 0700 already). Returns how many it changed.
 */
export function restrictToOwner(dir: string): number {
  let changed = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isSymbolicLink()) continue;
      const { mode } = fs.statSync(full);
      if ((mode & 0o077) !== 0) {
        fs.chmodSync(full, mode & 0o700);
        changed += 1;
      }
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return changed;
}

/** Files the server creates are for its own user only (DATA_DIR's database, keys and uploads). */
export const PRIVATE_UMASK = 0o077;

const privateFolders = new Set<string>();
const ownerOnly = (mode: fs.Mode) => (typeof mode === 'number' ? mode & ~0o077 : (parseInt(mode, 8) & ~0o077));
const isInside = (target: fs.PathLike) => {
  const full = path.resolve(String(target));
  for (const folder of privateFolders) if (full === folder || full.startsWith(folder + path.sep)) return true;
  return false;
};

/**
 * The embedded database's file system layer (Emscripten's NODEFS under PGlite) does not create a
 * file with the mode it wants: it creates it, then sets the mode with `chmodSync`, the mode
 * PostgreSQL asked for under the WebAssembly side's own umask (022), so that files it rewrites
 * whenever a folder is opened (pg_internal.init, the control files) come back 0644 whatever the
 * process's umask (issue 33). Under a folder given here, a mode set through `fs.chmodSync` keeps
 * only the owner's rights, and so does one given to `mkdirSync` or `writeFileSync` there. Nothing
 * else changes: other paths, and the owner's own bits, pass as asked.
 */
export function keepOwnerOnlyUnder(folder: string): void {
  if (privateFolders.size === 0) {
    const { chmodSync, mkdirSync, writeFileSync } = fs;
    fs.chmodSync = (target, mode) => chmodSync(target, isInside(target) ? ownerOnly(mode) : mode);
    // Its folders and new files too, whatever the process's umask (a script or a test may not set one).
    fs.mkdirSync = ((target: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) => mkdirSync(target, !isInside(target) ? options
      : typeof options === 'object' && options !== null ? { ...options, mode: ownerOnly(options.mode ?? 0o777) } : ownerOnly(options ?? 0o777))) as typeof fs.mkdirSync;
    fs.writeFileSync = ((target: fs.PathOrFileDescriptor, data: string | NodeJS.ArrayBufferView, options?: fs.WriteFileOptions) => writeFileSync(target, data,
      typeof target !== 'number' && isInside(target as fs.PathLike) && typeof options === 'object' && options?.mode !== undefined
        ? { ...options, mode: ownerOnly(options.mode) } : options)) as typeof fs.writeFileSync;
  }
  privateFolders.add(path.resolve(folder));
}
