import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is one process's: nothing stops a second process from opening its
 * folder, and a copy taken beside a running server is not consistent. The server notes its pid
 * in DATA_DIR (embedded engine only); a backup or restore there refuses while that process lives.
 */
export const SERVER_PID_FILE = 'server.pid';

export function noteServerPid(dataDir: string): void {
  const file = path.join(dataDir, SERVER_PID_FILE);
  fs.writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  process.on('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch { /* gone already */ }
  });
}

/** The pid of a server still running on DATA_DIR, if any (a file left by one that died is ignored). */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
