import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, freePort, login, startProcess } from '../durability/server-process';
import { type S3Server, startS3 } from '../helpers/s3';
import { freshDatabase, type Instance, startInstance } from './postgres';

/** Two server processes on one PostgreSQL database and one bucket, as behind a load balancer. */
describe('two instances on one database and one bucket', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: S3Server;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await freshDatabase();
    s3 = await startS3();
    [a, b] = await Promise.all([startInstance(database.url, s3.env), startInstance(database.url, s3.env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await database?.drop();
  });

  it('serves from B a photo uploaded through A, and B deletes it for both', async () => {
    const token = await login(a.url);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    const uploaded = await fetch(`${a.url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const asset = (await uploaded.json()) as { id: number; publicUrl: string };
    const onB = await fetch(`${b.url}${asset.publicUrl}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toBe('image/jpeg');
    const fromA = Buffer.from(await (await fetch(`${a.url}${asset.publicUrl}`)).arrayBuffer());
    expect(Buffer.from(await onB.arrayBuffer()).equals(fromA)).toBe(true);

    // A makes the photo's variants after its answer and records them once they are all in the bucket; a
    // delete on B before that would race A's last writes (the bucket would keep what A wrote after). Staff
    // delete a photo later than that: wait as they would.
    const variantsRecorded = async () =>
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from media_assets where id = ${Number(asset.id)} and variants is not null`,
        )
      )[0].n === 1;
    for (let waited = 0; !(await variantsRecorded()); waited += 100) {
      if (waited > 30_000) throw new Error("A never recorded the photo's variants");
      await new Promise((r) => setTimeout(r, 100));
    }

    const deleted = await fetch(`${b.url}/api/admin/media/${asset.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await login(b.url)}` },
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${a.url}${asset.publicUrl}`)).status).toBe(404);
  });

  it('a wrong bucket or wrong credentials stop the process, naming the variable', async () => {
    for (const [wrong, named] of [
      [{ S3_BUCKET: 'no-such-bucket' }, 'S3_BUCKET'],
      // s3rver knows one key id and refuses any other (it does not check the secret itself).
      [{ S3_ACCESS_KEY_ID: 'NOT-A-KEY' }, 'S3_ACCESS_KEY_ID'],
    ] as const) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-badstore-'));
      try {
        const proc = startProcess(dataDir, await freePort(), {
          DATABASE_URL: database.url,
          ...s3.env,
          ...wrong,
        });
        const code = await Promise.race([
          exited(proc),
          new Promise((r) => setTimeout(() => r('still running'), 90_000)),
        ]);
        if (code === 'still running') proc.child.kill('SIGKILL');
        expect({ named, code, output: proc.output() }).toMatchObject({
          code: 1,
          output: expect.stringContaining(named),
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
