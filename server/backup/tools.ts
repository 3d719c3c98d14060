import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './archive';

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore); its own first error line, or
 * that it is missing, is the BackupError. `input` is streamed to its standard input.
 */
export async function runPostgresTool(program: 'pg_dump' | 'pg_restore', args: string[], input?: Readable, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(program, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => { stderr += text; });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  try {
    if (input) await pipeline(input, child.stdin!);
    const code = await exited;
    if (code !== 0) throw new BackupError(`${program} misslyckades: ${stderr.split('\n').find((line) => line.trim()) ?? `avslutades med ${code}`}`);
  } catch (error) {
    child.kill();
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${program} saknas: installera PostgreSQL:s klientprogram (samma huvudversion som databasservern eller nyare).`);
    }
    throw error;
  }
}
