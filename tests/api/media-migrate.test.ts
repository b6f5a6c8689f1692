import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, s3Client, startS3 } from '../helpers/s3';

/** npm run media:migrate, run as an operator would, from a local uploads folder into a real S3 server. */
let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-migrate-'));
  mkdirSync(path.join(dataDir, 'uploads'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = async () => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/media-migrate.ts'],
      { env: { ...process.env, ...s3.env, DATA_DIR: dataDir } },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
};

describe('npm run media:migrate', () => {
  it('copies every upload, verified; a second run copies nothing; a changed object is copied again', async () => {
    const files = {
      '0123456789abcdef0123456789abcdef.jpg': Buffer.alloc(70_000, 1),
      '0123456789abcdef0123456789abcdef-w640.webp': Buffer.alloc(5_000, 2),
      'sell-fedcba9876543210fedcba9876543210.png': Buffer.alloc(300, 3),
    };
    for (const [name, data] of Object.entries(files))
      writeFileSync(path.join(dataDir, 'uploads', name), data);
    // Not an upload of ours: a temporary file left by a crash is not copied.
    writeFileSync(path.join(dataDir, 'uploads', 'x.jpg.1234.tmp'), 'half');

    const first = await run();
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('Copied 3, already in the store 0, failed 0.');
    const bucket = s3Client(s3);
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'uploads/' }));
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(
      Object.keys(files)
        .map((n) => `uploads/${n}`)
        .sort(),
    );
    for (const [name, data] of Object.entries(files)) {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(data)).toBe(true);
    }

    expect((await run()).stdout).toContain('Copied 0, already in the store 3, failed 0.');
    writeFileSync(
      path.join(dataDir, 'uploads', 'sell-fedcba9876543210fedcba9876543210.png'),
      Buffer.alloc(300, 9),
    );
    expect((await run()).stdout).toContain('Copied 1, already in the store 2, failed 0.');
  });
});
