import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { buildIfStale } from './lib/buildIfStale.js';
import { portalEnv, portalNodeArgs } from './lib/portalArgs.js';

/**
 * Runs the Playwright journeys against a real server with a fresh embedded database.
 * Without a Chromium the stage is skipped with a reason, except under CI=true where that fails.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `e2e: no Chromium at ${chromium} (install Debian's chromium or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') {
    console.error(`${message}: failing, because CI=true.`);
    process.exit(1);
  }
  console.log(`${message}: the journeys were skipped.`);
  process.exit(0);
}

buildIfStale();
const port = process.env.E2E_PORT ?? '8181';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The journeys' DevTools logs go to a temporary folder and are replayed after them (a test run
// changes no tracked file); `npm run replays:record` points REPLAY_DIR at test/replays instead.
const replayDir = process.env.REPLAY_DIR ? path.resolve(process.env.REPLAY_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-replays-'));
const env = { ...process.env, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, E2E_PORT: port, DEV_TOOLS: 'true', REPLAY_DIR: replayDir };
const server = spawn(process.execPath, portalNodeArgs, { env: portalEnv(env), stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', (chunk) => process.stdout.write(`[server] ${chunk}`));

const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.REPLAY_DIR) fs.rmSync(replayDir, { recursive: true, force: true });
};

/** Replays the logs this run recorded through the root reducer (test/replays/replay.test.ts). */
function replayRecordedLogs() {
  const logs = fs.readdirSync(replayDir).filter((name) => name.endsWith('.json'));
  if (logs.length === 0) {
    console.log('e2e: no journey of this run recorded a DevTools log; nothing to replay.');
    return 0;
  }
  console.log(`e2e: replaying the ${logs.length} DevTools log(s) this run recorded: ${logs.join(', ')}`);
  const jest = spawnSync(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', 'test/replays'], { env, stdio: 'inherit' });
  return jest.status ?? 1;
}
process.on('SIGINT', () => { stop(); process.exit(130); });

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (response.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 180 s');
}

try {
  await waitForServer();
  // The journeys' own dates (an expected erasure day, say) in the browser's time zone (playwright.config.ts's
  // timezoneId): in UTC they were a day early from 23:00 to midnight UTC.
  const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { env: { ...env, TZ: 'Europe/Stockholm' }, stdio: 'inherit' });
  const replayed = result.status === 0 ? replayRecordedLogs() : 0;
  stop();
  process.exit(result.status || replayed);
} catch (error) {
  console.error(`e2e: ${error.message}`);
  stop();
  process.exit(1);
}
