import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates a new embedded database directory (initdb) in a short-lived child process. Initialising grows
 * PGlite's WebAssembly heap to about 800 MB, and a WebAssembly heap never shrinks: done in the server's own
 * process, a first start would keep that memory for the life of the process (issue 18). Opening an existing
 * directory needs about a third of it.
 */
export function initEmbeddedInChild(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const entry = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(entry)});
const db = await PGlite.create(${JSON.stringify(dataDir)});
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
}
