// Builds the client bundle and the server-render entry into DIST_DIR (default ./dist).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
// Pre-compressed copies: the server sends these as they are instead of compressing on every request.
const assetsDir = path.join(distDir, 'client', 'assets');
for (const name of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const data = readFileSync(path.join(assetsDir, name));
  writeFileSync(
    path.join(assetsDir, `${name}.br`),
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(path.join(assetsDir, `${name}.gz`), zlib.gzipSync(data, { level: 9 }));
}
mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(distDir, 'build-hash'), sourceHash());
console.log(`Built into ${distDir}`);
