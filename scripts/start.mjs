// `npm start`: build if the build is missing or stale, then run the server (migrations and seed run at boot).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverCommand } from './lib/server-command.mjs';
import { sourceHash } from './source-hash.mjs';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const hashFile = path.join(distDir, 'build-hash');
const fresh = existsSync(hashFile) && readFileSync(hashFile, 'utf8') === sourceHash();
if (!fresh) {
  console.log('Building…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

// The compiled server (scripts/build.mjs): no TypeScript transpiler in production.
const server = serverCommand(distDir);
const child = spawn(process.execPath, server.args, {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...server.env, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
