// Builds the client bundle, the server-render entry and the server itself into DIST_DIR (default ./dist).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
// The server, compiled to one JavaScript file: production loads no TypeScript transpiler (its loader thread
// and esbuild service cost about 80 MB of memory) and starts faster. Packages stay in node_modules.
const { build } = await import('esbuild');
const appDir = path.join(distDir, 'app');
rmSync(appDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(appDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The migrations are read at run time from beside the code (db/client.ts: migrationsFolder).
cpSync('src/server/db/migrations', path.join(appDir, 'migrations'), { recursive: true });
// A build outside the project (tests build into temporary directories) finds the packages through a link.
if (path.relative(process.cwd(), distDir).startsWith('..') && !existsSync(path.join(distDir, 'node_modules')))
  symlinkSync(path.resolve('node_modules'), path.join(distDir, 'node_modules'), 'dir');
mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(distDir, 'build-hash'), sourceHash());
console.log(`Built into ${distDir}`);
