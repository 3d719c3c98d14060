import { spawn } from 'node:child_process';
import { buildIfStale } from './lib/buildIfStale.js';
import { portalEnv, portalNodeArgs } from './lib/portalArgs.js';

buildIfStale();
const server = spawn(process.execPath, portalNodeArgs, { env: portalEnv(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
