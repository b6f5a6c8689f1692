// Builds the client bundle and the server-render entry into DIST_DIR (default ./dist).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceHash } from './source-hash.mjs';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const vite = path.resolve('node_modules/vite/bin/vite.js');
const run = (args) =>
  execFileSync(process.execPath, [vite, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });

run(['build', '--logLevel', 'warn']);
run(['build', '--ssr', 'src/client/entry-server.tsx', '--logLevel', 'warn']);
mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(distDir, 'build-hash'), sourceHash());
console.log(`Built into ${distDir}`);
