/**
 * npm run media:migrate: copies DATA_DIR/uploads into the object store that STORAGE=s3 and the S3_*
 * variables name, verifying every object (size and SHA-256). Safe to run twice; prints what it did.
 */
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { openStorage } from '../src/server/storage/from-env';
import { migrateUploads } from '../src/server/storage/migrate';
import { localStorage } from '../src/server/storage/storage';

const env = loadEnv();
if (env.STORAGE !== 's3') {
  console.error(
    'media:migrate copies DATA_DIR/uploads into object storage: set STORAGE=s3 and the S3_* variables',
  );
  process.exit(1);
}
const from = localStorage(path.join(env.DATA_DIR, 'uploads'));
const to = await openStorage(env).catch((error: Error) => {
  console.error(`File store: ${error.message}`);
  process.exit(1);
});
const report = await migrateUploads(from, to);
console.log(
  `Copied ${report.copied.length}, already in the store ${report.alreadyThere.length}, failed ${report.failed.length}.`,
);
for (const { name, reason } of report.failed) console.error(`  ${name}: ${reason}`);
process.exit(report.failed.length ? 1 : 0);
