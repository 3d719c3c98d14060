import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DataDirError, prepareDataDir, restrictToOwner, type DataDirFs } from '../../server/files/dataDir';
import { migrate, openDatabase } from '../../server/db/database';

let root: string;
beforeAll(() => { root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-test-')); });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const messageOf = (dir: string, fsi?: DataDirFs) => {
  try {
    prepareDataDir(dir, fsi);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirError);
    return (error as Error).message;
  }
};

/** The real file system, with one call failing as a read-only, forbidden or full disk would. */
const failing = (call: keyof DataDirFs, code: string): DataDirFs => ({
  ...fs,
  [call]: () => { throw Object.assign(new Error(`${code}: simulated`), { code }); },
});

describe('DATA_DIR is created for the server’s user only (issue 14)', () => {
  it('creates the folder and its missing parents with mode 0700', () => {
    const dir = path.join(root, 'new', 'data');
    expect(messageOf(dir)).toBeNull();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(dir)).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dir)).toEqual([]); // the write probe is gone
  });

  it('takes group and other rights off what the embedded database wrote', () => {
    const dir = path.join(root, 'restrict');
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dir, 'pglite', 'base', '1259'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dir, 'pglite', 'base', '1259'), 0o666);
    fs.chmodSync(path.join(dir, 'pglite'), 0o777);
    expect(restrictToOwner(dir)).toBeGreaterThanOrEqual(2);
    expect(fs.statSync(path.join(dir, 'pglite', 'base', '1259')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'pglite')).mode & 0o777).toBe(0o700);
  });
});

describe('the embedded database keeps its files for the server’s user only (issue 33)', () => {
  const widerThanOwner = (dir: string): string[] => {
    const found: string[] = [];
    const walk = (at: string) => {
      for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
        const full = path.join(at, entry.name);
        if ((fs.statSync(full).mode & 0o077) !== 0) found.push(`${path.relative(dir, full)} ${(fs.statSync(full).mode & 0o777).toString(8)}`);
        if (entry.isDirectory()) walk(full);
      }
    };
    walk(dir);
    return found;
  };

  it('no file comes back 0644 when a data folder is opened again, nor while it is in use', async () => {
    const dir = path.join(root, 'pglite-reopened');
    const first = await openDatabase({ dataDir: dir });
    await migrate(first);
    await first.destroy();
    expect(widerThanOwner(dir)).toEqual([]);
    const again = await openDatabase({ dataDir: dir });
    try {
      await again.selectFrom('users').select('id').execute();
      await again.schema.createTable('issue33_probe').addColumn('id', 'integer').execute();
      await again.insertInto('issue33_probe' as never).values({ id: 1 } as never).execute();
      expect(widerThanOwner(dir)).toEqual([]);
      expect(fs.statSync(path.join(dir, 'pglite', 'global', 'pg_internal.init')).mode & 0o777).toBe(0o600);
    } finally {
      await again.destroy();
    }
    expect(widerThanOwner(dir)).toEqual([]);
  }, 120_000);
});

describe('an unusable DATA_DIR stops the start with one line naming the folder and the problem', () => {
  it('a file given as the folder', () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'x');
    expect(messageOf(file)).toBe(`Kan inte starta: DATA_DIR ${file} är en fil, inte en mapp.`);
    expect(messageOf(path.join(file, 'data'))).toBe(`Kan inte starta: DATA_DIR ${path.join(file, 'data')} kan inte läsas: en del av sökvägen är en fil, inte en mapp (ENOTDIR).`);
  });

  it('a read-only folder', () => {
    expect(messageOf(root, failing('openSync', 'EROFS'))).toBe(`Kan inte starta: DATA_DIR ${root} är skrivskyddad (EROFS).`);
  });

  it('a folder the server may not write in, or not create', () => {
    expect(messageOf(root, failing('openSync', 'EACCES'))).toBe(`Kan inte starta: DATA_DIR ${root} kan inte skrivas: servern saknar behörighet (EACCES).`);
    expect(messageOf(path.join(root, 'forbidden'), failing('mkdirSync', 'EPERM')))
      .toBe(`Kan inte starta: DATA_DIR ${path.join(root, 'forbidden')} kan inte skapas: servern saknar behörighet (EPERM).`);
  });

  it('a full disk', () => {
    expect(messageOf(root, failing('writeSync', 'ENOSPC'))).toBe(`Kan inte starta: DATA_DIR ${root} ligger på en full disk (ENOSPC).`);
  });

  it('the server itself prints that one line and exits with status 1 (a file given as DATA_DIR)', () => {
    const file = path.join(root, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, DATA_DIR: file, PORT: '18999', SEED: 'none', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.includes('oidc-provider WARNING'));
    expect(lines).toEqual([`Kan inte starta: DATA_DIR ${file} är en fil, inte en mapp.`]);
  });
});
