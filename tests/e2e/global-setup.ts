import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './fixtures';

/**
 * Seeding the demo content draws and encodes ~80 images, which takes most of a minute. It is done once per
 * run; each worker's `seeded` server starts on a copy of this folder (the server sees content and skips seeding).
 */
export default async function globalSetup() {
  // Seeding encodes every image variant: generous on a busy machine.
  const server = await startServer({ seed: true, startTimeoutMs: 900_000 });
  const template = mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-template-'));
  await server.stop({ keepDataDir: true });
  cpSync(server.dataDir, template, { recursive: true });
  rmSync(server.dataDir, { recursive: true, force: true });
  process.env.E2E_SEEDED_TEMPLATE = template;
  return async () => rmSync(template, { recursive: true, force: true });
}
