import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../src/server/db/schema/index';
import { removeUnattachedSellPhotos } from '../../src/server/modules/media/media.service';
import { variantsSettled } from '../../src/server/modules/media/variants';
import { UPLOAD_CSP } from '../../src/server/plugins/uploads';
import { variantBase } from '../../src/shared/images';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipartBody } from '../helpers/multipart';
import { type S3Server, s3Client, startS3 } from '../helpers/s3';
import { visitorAddresses } from '../helpers/visitors';

/**
 * STORAGE=s3 against a real S3-protocol server (s3rver): what the app writes is read back from the bucket
 * with the AWS SDK directly, not through the app's own adapter.
 */
let s3: S3Server;
let t: TestApp;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp(s3.env);
  bucket = s3Client(s3);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keys = async () =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!);
const objectBytes = async (key: string) => {
  const found = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await found.Body!.transformToByteArray());
};
const mediaRows = async () => (await t.app.db.select({ n: count() }).from(mediaAssets))[0].n;

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#203040' } })
    .jpeg()
    .toBuffer();
const adminUpload = (data: Buffer, filename = 'photo.jpg') =>
  t.admin({
    method: 'POST',
    url: '/api/admin/media/upload',
    ...multipartBody([{ name: 'file', filename, data }]),
  });
const ip = visitorAddresses(40);
const publicUpload = (data: Buffer, filename = 'car.jpg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload/sell-car-image',
    remoteAddress: ip(),
    ...multipartBody([{ name: 'file', filename, type: 'image/jpeg', data }]),
  });

describe('uploads in S3-compatible object storage', () => {
  it('upload → original and variants in the bucket → served at /uploads/… → deleted with every variant', async () => {
    const res = await adminUpload(await photo());
    expect(res.statusCode).toBe(201);
    const asset = res.json() as { id: number; publicUrl: string; filename: string };
    await variantsSettled();
    const base = variantBase(asset.publicUrl)!.split('/').pop()!;
    const stored = (await keys()).filter((k) => k.includes(base));
    // The original, and AVIF and WebP at each width.
    expect(stored).toContain(`uploads/${asset.filename}`);
    expect(stored.filter((k) => k.endsWith('.avif')).length).toBeGreaterThan(0);
    expect(stored.filter((k) => k.endsWith('.webp')).length).toBe(
      stored.filter((k) => k.endsWith('.avif')).length,
    );
    const { variants } = (await t.app.db.select().from(mediaAssets)).find((r) => r.id === asset.id)!;
    expect(variants.length).toBe(stored.length - 1);

    const served = await t.app.inject({ url: asset.publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(served.rawPayload.equals(await objectBytes(`uploads/${asset.filename}`))).toBe(true);
    const variant = await t.app.inject({ url: variants[0].url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe(`image/${variants[0].format}`);

    expect((await t.admin({ method: 'DELETE', url: `/api/admin/media/${asset.id}` })).statusCode).toBe(204);
    expect((await keys()).filter((k) => k.includes(base))).toEqual([]);
    expect((await t.app.inject({ url: asset.publicUrl })).statusCode).toBe(404);
  });

  it('streams a video to the bucket', async () => {
    const box = Buffer.alloc(32);
    box.writeUInt32BE(32, 0);
    box.write('ftypisom', 4, 'latin1');
    box.writeUInt32BE(0x200, 12);
    box.write('isomiso2avc1mp41', 16, 'latin1');
    const video = Buffer.concat([box, Buffer.alloc(300_000, 7)]);
    const res = await adminUpload(video, 'drive.mp4');
    expect(res.statusCode).toBe(201);
    const { filename, sizeBytes } = res.json() as { filename: string; sizeBytes: number };
    expect(sizeBytes).toBe(video.length);
    expect((await objectBytes(`uploads/${filename}`)).equals(video)).toBe(true);
    const served = await t.app.inject({ url: `/uploads/${filename}` });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.length).toBe(video.length);
  });

  it('refuses the hostile uploads as on disk, and writes nothing for them', async () => {
    const before = await keys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    for (const [data, name] of [
      [svg, 'x.svg'],
      [html, 'x.jpg'],
      [Buffer.alloc(0), 'empty.jpg'],
    ] as const) {
      const res = await publicUpload(data, name);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
    expect(await keys()).toEqual(before);
    // A name that is not one of ours is never looked up in the bucket.
    expect((await t.app.inject({ url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('removes a visitor photo never sent with a form, a week on, from the bucket', async () => {
    const { url } = (await publicUpload(await photo())).json() as { url: string };
    await variantsSettled();
    const name = url.replace('/uploads/', '');
    expect(await keys()).toContain(`uploads/${name}`);
    expect(await removeUnattachedSellPhotos(t.app.db, t.app.storage)).toEqual([]);
    const nextWeek = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await removeUnattachedSellPhotos(t.app.db, t.app.storage, nextWeek)).toContain(name);
    expect((await keys()).filter((k) => k.includes(name.split('.')[0]))).toEqual([]);
  });

  it('the store going away: uploads answer 503 and leave no row, /api/ready says why; back again, all works', async () => {
    const kept = (await adminUpload(await photo())).json() as { publicUrl: string };
    await variantsSettled();
    const rows = await mediaRows();
    await s3.stop();
    try {
      const refused = await adminUpload(await photo());
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/file store is unavailable, so nothing was saved/);
      const visitor = await publicUpload(await photo());
      expect(visitor.statusCode).toBe(503);
      expect(await mediaRows()).toBe(rows);
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'File store unreachable' });
      expect((await t.app.inject({ url: kept.publicUrl })).statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: kept.publicUrl })).statusCode).toBe(200);
    expect((await adminUpload(await photo())).statusCode).toBe(201);
    expect(await mediaRows()).toBe(rows + 1);
  });

  it('redirects /uploads/… to S3_PUBLIC_URL when one is set (a CDN)', async () => {
    const cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/media/' });
    try {
      const res = await cdn.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.jpg' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://cdn.example.com/media/0123456789abcdef0123456789abcdef.jpg');
      expect((await cdn.app.inject({ url: '/uploads/not%20ours.jpg' })).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
  });
});
