import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './fixtures';

/** Everything the seeded database depends on: reuse a template only while none of it changed. */
const SEED_INPUTS = [
  'src/server/db/seed',
  'src/server/db/migrations',
  'src/server/modules/media',
  'src/shared',
];

function seedHash(): string {
  const hash = createHash('sha256');
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(path.join(p, name));
    else hash.update(p).update(readFileSync(p));
  };
  for (const input of SEED_INPUTS) walk(input);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Seeding the demo content draws and encodes ~80 images, which takes most of a minute. It is done once
 * (and reused by later runs on this machine while the seed code is unchanged); each worker's `seeded`
 * server starts on a copy of the template, sees content, and skips seeding.
 */
export default async function globalSetup() {
  const template = path.join(os.tmpdir(), `dealer-e2e-seeded-${seedHash()}`);
  if (!existsSync(template)) {
    // Seeding encodes every image variant: generous on a busy machine.
    const server = await startServer({ seed: true, startTimeoutMs: 900_000 });
    await server.stop({ keepDataDir: true });
    const staging = `${template}.${process.pid}`;
    cpSync(server.dataDir, staging, { recursive: true });
    rmSync(server.dataDir, { recursive: true, force: true });
    if (existsSync(template)) rmSync(staging, { recursive: true, force: true });
    else renameSync(staging, template);
  }
  process.env.E2E_SEEDED_TEMPLATE = template;
}
