/**
 * npm run mutate [part ...]: mutation testing of the trust paths, one Stryker run per part of
 * stryker.config.mjs (all parts when none is named). The server's parts run on PostgreSQL, as the
 * change feed exists only there (TEST_DATABASE_URL, as test:server:postgres). Too slow for CI:
 * run it before resolving work that touches these paths, and read reports/mutation/<part>.html.
 */
import { spawnSync } from 'node:child_process';
import { parts } from '../stryker.config.mjs';

// Part names first; from the first flag on, the arguments go to Stryker (e.g. --mutate src/domain/caseAccess.ts).
const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('-'));
const chosen = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length) {
  console.error(`Unknown part: ${unknown.join(', ')} (parts: ${Object.keys(parts).join(', ')})`);
  process.exit(2);
}
const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' };
let failed = 0;
for (const name of chosen.length ? chosen : Object.keys(parts)) {
  console.log(`\n== npm run mutate: ${name} ==`);
  const run = spawnSync(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', ...flags], {
    stdio: 'inherit', env: { ...env, MUTATE_PART: name, MUTATE_ENV: parts[name].environment ?? 'node' },
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
