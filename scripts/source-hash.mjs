// A hash of everything the build (client and server) depends on, so `npm start` rebuilds only when it is stale.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const inputs = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'src/client',
  'src/shared',
  'src/server',
];

function walk(p, files) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name), files);
  else files.push(p);
}

export function sourceHash() {
  const files = [];
  for (const input of inputs) walk(input, files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}
