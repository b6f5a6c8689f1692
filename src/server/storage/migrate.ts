import { createHash } from 'node:crypto';
import type { UploadStorage } from './storage';

export type MigrationReport = {
  /** Files written to the store and read back identical. */
  copied: string[];
  /** Files the store already held with the same size and hash (a second run). */
  alreadyThere: string[];
  /** Files that could not be copied or did not read back identical, with why. */
  failed: { name: string; reason: string }[];
};

async function digestOf(
  storage: UploadStorage,
  name: string,
): Promise<{ size: number; sha256: string } | null> {
  const found = await storage.open(name);
  if (!found) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of found.body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies every upload of `from` (the local folder) into `to` (the object store), and verifies each object
 * by reading it back (size and SHA-256). An object already there and identical is left alone, so running
 * it twice copies nothing the second time; one there but different is copied again.
 */
export async function migrateUploads(from: UploadStorage, to: UploadStorage): Promise<MigrationReport> {
  const report: MigrationReport = { copied: [], alreadyThere: [], failed: [] };
  for (const { name } of await from.list()) {
    try {
      const source = await digestOf(from, name);
      if (!source) continue; // removed meanwhile
      const present = await digestOf(to, name);
      if (present && present.size === source.size && present.sha256 === source.sha256) {
        report.alreadyThere.push(name);
        continue;
      }
      const file = await from.open(name);
      if (!file) continue;
      await to.writeStream(name, file.body as AsyncIterable<Buffer>);
      const copied = await digestOf(to, name);
      if (copied?.size === source.size && copied.sha256 === source.sha256) report.copied.push(name);
      else report.failed.push({ name, reason: 'the copy in the store differs from the file' });
    } catch (error) {
      report.failed.push({ name, reason: (error as Error).message });
    }
  }
  return report;
}
