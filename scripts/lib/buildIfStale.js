import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const inputs = ['src', 'public', 'webpack.config.js', '.babelrc', 'package-lock.json'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Builds the SPA into dist/ when it is missing or older than its sources. */
export function buildIfStale() {
  const index = path.join('dist', 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const newest = Math.max(...inputs.map(newestMtime));
  if (built >= newest) return;
  console.log('Bygger webbappen (dist/) …');
  const result = spawnSync(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
