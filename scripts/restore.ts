// Restores the embedded database from a backup: `npm run restore -- [backup file]` (default: the newest).
// Stop the server first; the lock in DATA_DIR is taken so a running server makes this refuse.
import path from 'node:path';
import { listBackups, restoreEmbedded } from '../src/server/db/backup';
import { acquireDataDirLock } from '../src/server/lib/lock';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const file = process.argv[2] ? path.resolve(process.argv[2]) : listBackups(dataDir).at(-1);
if (!file) {
  console.error(`No backups found in ${path.join(dataDir, 'backups')}`);
  process.exit(1);
}
let release: () => void;
try {
  release = acquireDataDirLock(dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  const previous = await restoreEmbedded(dataDir, file);
  console.log(
    `Restored ${file} into ${path.join(dataDir, 'db')}. The previous database was kept at ${previous}.`,
  );
} finally {
  release();
}
