import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar } from '../../../../tests/factories/cars';
import { buildSellSubmission } from '../../../../tests/factories/leads';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { created } from '../../../../tests/helpers/responses';
import { visitorAddresses } from '../../../../tests/helpers/visitors';
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantBase, variantUrl } from '../../../shared/images';
import { MAX_IMAGE_BYTES } from '../../../shared/schemas/media';
import { mediaAssets } from '../../db/schema/index';
import { UPLOAD_CSP } from '../../plugins/uploads';
import { localStorage } from '../../storage/storage';
import { detectFileType } from './file-type';
import { removeUnattachedSellPhotos, storeImage } from './media.service';
import { variantsSettled } from './variants';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

// ---------------------------------------------------------------- fixtures made on the spot

const gradient = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#334455' } }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c9a227"/></svg>`,
      ),
    },
  ]);
const jpeg = (w = 2000, h = 1200) => gradient(w, h).jpeg().toBuffer();
const png = (w = 300, h = 200) => gradient(w, h).png().toBuffer();

/** A PNG that claims 20000 x 20000 pixels in a few dozen bytes. */
async function pixelFlood() {
  const tiny = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  tiny.writeUInt32BE(20_000, 16);
  tiny.writeUInt32BE(20_000, 20);
  tiny.writeUInt32BE(crc32(tiny.subarray(12, 29)), 29);
  return tiny;
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(document.cookie)</script><rect width="40" height="40" fill="red"/></svg>',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const mp4Head = () => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isomiso2avc1mp41', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(200_000, 7)]);
};
const webmHead = (docType = 'webm') =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from(docType, 'latin1'),
    Buffer.alloc(5000, 3),
  ]);

// ---------------------------------------------------------------- multipart requests

const freshIp = visitorAddresses(2);
const publicUpload = (data: Buffer, filename = 'photo.jpg', field = 'file', remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload/sell-car-image',
    remoteAddress,
    ...multipartBody([{ name: field, filename, type: 'image/jpeg', data }]),
  });
const adminUpload = (data: Buffer, filename = 'image.png', extra: { name: string; data: string }[] = []) =>
  t.admin({
    method: 'POST',
    url: '/api/admin/media/upload',
    ...multipartBody([...extra, { name: 'file', filename, data }]),
  });

const onDisk = (url: string) => path.join(uploadsDir, url.replace('/uploads/', ''));
const variantFiles = (url: string) => {
  const base = variantBase(url)!;
  return VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => onDisk(variantUrl(base, w, f))));
};

// ---------------------------------------------------------------- tests

describe('POST /api/upload/sell-car-image', () => {
  it('stores a JPEG under a generated name and answers {url}; variants follow in the background', async () => {
    const data = await jpeg();
    const res = await publicUpload(data, '../../etc/passwd.jpg');
    const { url } = created(res);
    expect(url).toMatch(/^\/uploads\/sell-[a-f0-9]{32}\.jpg$/);
    // Re-encoded (see 'stores raster originals re-encoded'), so the same picture but not the same bytes.
    const stored = await sharp(onDisk(url)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 2000, 1200]);

    await variantsSettled();
    for (const file of variantFiles(url)) expect(existsSync(file), file).toBe(true);
    const w960 = await sharp(onDisk(variantUrl(variantBase(url)!, 960, 'webp'))).metadata();
    expect([w960.format, w960.width, w960.height]).toEqual(['webp', 960, 576]);
    const w1600 = await sharp(onDisk(variantUrl(variantBase(url)!, 1600, 'avif'))).metadata();
    expect(w1600.width).toBe(1600);

    // Sell photos are not library media.
    expect((await t.admin({ method: 'GET', url: '/api/admin/media' })).json()).toEqual([]);
  });

  it('never enlarges small images for their variants', async () => {
    const { url } = (await publicUpload(await png(300, 200), 'small.png')).json();
    expect(url).toMatch(/\.png$/);
    await variantsSettled();
    for (const file of variantFiles(url)) expect((await sharp(file).metadata()).width).toBe(300);
  });

  it('accepts GIF, WebP and AVIF by their content whatever the file is called', async () => {
    const cases: [Buffer, string][] = [
      [await gradient(64, 64).gif().toBuffer(), 'gif'],
      [await gradient(64, 64).webp().toBuffer(), 'webp'],
      [await gradient(64, 64).avif().toBuffer(), 'avif'],
    ];
    for (const [data, ext] of cases) {
      const res = await publicUpload(data, 'misnamed.txt');
      expect(res.statusCode, ext).toBe(201);
      expect(res.json().url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses SVG, HTML renamed .png and other non-images with 415', async () => {
    for (const [data, name] of [
      [SVG_WITH_SCRIPT, 'logo.svg'],
      [HTML, 'innocent.png'],
      [Buffer.from('just some text'), 'notes.jpg'],
      [mp4Head(), 'clip.mp4'],
    ] as const) {
      const res = await publicUpload(data, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toMatch(/Unsupported file type/);
    }
  });

  it('refuses truncated images, pixel floods and empty files with 400', async () => {
    const whole = await jpeg(800, 600);
    const truncated = await publicUpload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/damaged or incomplete/);

    const wholePng = await png(800, 600);
    expect(
      (await publicUpload(wholePng.subarray(0, Math.floor(wholePng.length / 2)), 'half.png')).statusCode,
    ).toBe(400);

    const flood = await publicUpload(await pixelFlood(), 'flood.png');
    expect(flood.statusCode).toBe(400);
    expect(flood.json().message).toMatch(/too many pixels/);

    const empty = await publicUpload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The uploaded file is empty');
  });

  it('refuses 10 MB + 1 byte with 413 and accepts up to the limit', async () => {
    const header = await jpeg(64, 64);
    const tooBig = Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES + 1 - header.length)]);
    const res = await publicUpload(tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 10 MB/);
    const exact = await publicUpload(Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES - header.length)]));
    expect(exact.statusCode).toBe(201);
  });

  it('answers 400 for a wrong field name, a non-multipart request or no file', async () => {
    const wrong = await publicUpload(await png(), 'a.png', 'image');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/field named "file"/);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/sell-car-image',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/upload/sell-car-image',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/upload/sell-car-image' });
    expect(noBody.statusCode).toBe(400);

    const fieldsOnly = await t.app.inject({
      method: 'POST',
      url: '/api/upload/sell-car-image',
      ...multipartBody([{ name: 'altText', data: 'hello' }]),
    });
    expect(fieldsOnly.statusCode).toBe(400);

    const broken = multipartBody([{ name: 'file', filename: 'a.png', data: await png() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/upload/sell-car-image',
      headers: broken.headers,
      payload: broken.payload.subarray(0, broken.payload.length - 40),
    });
    expect(cut.statusCode).toBe(400);
  });

  it('stores raster originals re-encoded: upright, without EXIF (no GPS position), same picture', async () => {
    // A phone photo: stored landscape with "rotate 90°" in EXIF, and where it was taken.
    const photo = await gradient(400, 200)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 52/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '151/1 12/1 3456/100',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // Tag 0x8825 points at the GPS IFD (sharp writes little-endian EXIF, "II").
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88])), 'the fixture carries a GPS position').toBe(true);
    expect(sent.orientation).toBe(6);

    const { url } = (await publicUpload(photo, 'IMG_0001.jpg')).json();
    const storedBytes = readFileSync(onDisk(url));
    const stored = await sharp(storedBytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([200, 400]);
    for (const trace of ['PhoneMaker', 'Exif']) expect(storedBytes.includes(trace), trace).toBe(false);
    // High quality: the re-encoded picture stays close to what was sent.
    const pixels = async (input: Buffer) =>
      sharp(input).rotate().resize(50, 100, { fit: 'fill' }).raw().toBuffer();
    const [before, after] = [await pixels(photo), await pixels(storedBytes)];
    const meanError = before.reduce((sum, v, i) => sum + Math.abs(v - after[i]), 0) / before.length;
    expect(meanError).toBeLessThan(3);

    // The admin library gets the same treatment, for PNG and WebP too.
    for (const [format, image] of [
      [
        'png',
        await gradient(64, 48)
          .png()
          .withExif({ IFD3: { GPSLatitudeRef: 'S' } })
          .toBuffer(),
      ],
      [
        'webp',
        await gradient(64, 48)
          .webp()
          .withExif({ IFD3: { GPSLatitudeRef: 'S' } })
          .toBuffer(),
      ],
    ] as const) {
      expect((await sharp(image).metadata()).exif, format).toBeDefined();
      const asset = (await adminUpload(image, `photo.${format}`)).json();
      const meta = await sharp(onDisk(asset.publicUrl)).metadata();
      expect([meta.format, meta.exif, meta.width, meta.height], format).toEqual([format, undefined, 64, 48]);
      expect(asset.sizeBytes).toBe(readFileSync(onDisk(asset.publicUrl)).length);
    }

    // Animations keep every frame.
    const frames = await Promise.all(
      ['#a00', '#0a0', '#00a'].map((c) =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    for (const format of ['gif', 'webp'] as const) {
      const animation = await sharp(frames, { join: { animated: true } })
        [format]()
        .toBuffer();
      const { url: animated } = (await publicUpload(animation, `spin.${format}`)).json();
      const meta = await sharp(onDisk(animated), { animated: true }).metadata();
      expect([meta.format, meta.pages], format).toEqual([format, 3]);
    }
  });

  it('neutralises polyglots: markup after a real image is dropped, markup behind an image header is refused', async () => {
    const markup = '<html><body><script>alert(document.cookie)</script></body></html>';
    // A valid JPEG with an HTML page appended: image viewers show the picture, a sniffing browser the page.
    const jpegThenHtml = Buffer.concat([await jpeg(64, 64), Buffer.from(markup)]);
    const res = await publicUpload(jpegThenHtml, 'polyglot.html');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.jpg$/);
    const stored = readFileSync(onDisk(res.json().url));
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('<html')).toBe(false);

    // A GIF comment extension is a classic place for script in a "GIFAR"-style polyglot.
    const gif = await gradient(16, 16).gif().toBuffer();
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, markup.length]),
      Buffer.from(markup),
      Buffer.from([0]),
    ]);
    const gifWithScript = Buffer.concat([
      gif.subarray(0, gif.length - 1),
      comment,
      gif.subarray(gif.length - 1),
    ]);
    const gifRes = await publicUpload(gifWithScript, 'anim.gif');
    expect(gifRes.statusCode).toBe(201);
    expect(readFileSync(onDisk(gifRes.json().url)).includes('<script')).toBe(false);

    // Only the magic bytes of an image, then a page: not an image at all.
    for (const [header, name] of [
      ['GIF89a', 'fake.gif'],
      ['\xff\xd8\xff\xe0', 'fake.jpg'],
      ['\x89PNG\r\n\x1a\n', 'fake.png'],
    ] as const) {
      const fake = Buffer.concat([Buffer.from(header, 'latin1'), Buffer.from(`/*${markup}*/`)]);
      const refused = await publicUpload(fake, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().message, name).toMatch(/could not be read/);
      const adminRefused = await adminUpload(fake, name);
      expect(adminRefused.statusCode, name).toBe(400);
    }
  });

  it('never stores a public upload under a name or type a browser would render as a page', async () => {
    const names = ['../../etc/passwd', '..%2f..%2fevil.html', 'x.html', 'x.svg', '.htaccess', 'a\u0000.php'];
    for (const name of names) {
      const res = await publicUpload(await png(16, 16), name);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().url, name).toMatch(/^\/uploads\/sell-[a-f0-9]{32}\.png$/);
    }
    // Variants are written in the background through temporary files; look once they are all in place.
    await variantsSettled();
    for (const file of readdirSync(uploadsDir)) {
      expect(file).toMatch(/^(sell-)?[a-f0-9]{32}(-w\d+)?\.(jpg|png|gif|webp|avif|svg|mp4|webm)$/);
    }
  });

  it('limits uploads per IP to 40 in 10 minutes, then 429 with Retry-After', async () => {
    const ip = '192.0.2.50';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/upload/sell-car-image', payload: {}, remoteAddress: ip });
    for (let i = 0; i < 40; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await publicUpload(await png(), 'other-visitor.png')).statusCode).toBe(201);
  });
});

describe('admin media', () => {
  it('uploads an image into the library with its dimensions, lists newest first, edits alt text, deletes with variants', async () => {
    const first = await adminUpload(await png(640, 480), 'Showroom front.png', [
      { name: 'altText', data: 'Our showroom' },
    ]);
    const asset = created(first);
    expect(asset).toMatchObject({
      mimeType: 'image/png',
      originalName: 'Showroom front.png',
      altText: 'Our showroom',
      width: 640,
      height: 480,
    });
    expect(asset.publicUrl).toBe(`/uploads/${asset.filename}`);
    expect(asset.filename).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(asset.sizeBytes).toBe(readFileSync(onDisk(asset.publicUrl)).length);

    const second = (await adminUpload(await jpeg(1000, 600), 'second.jpg')).json();
    const list = (await t.admin({ method: 'GET', url: '/api/admin/media' })).json();
    expect(list.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([second.id, asset.id]);

    const patched = await t.admin({
      method: 'PATCH',
      url: `/api/admin/media/${asset.id}`,
      payload: { altText: '  Front  ' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: asset.id, altText: 'Front' });
    expect(
      (await t.admin({ method: 'PATCH', url: '/api/admin/media/99999', payload: { altText: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.admin({ method: 'PATCH', url: `/api/admin/media/${asset.id}`, payload: { altText: 5 } }))
        .statusCode,
    ).toBe(400);

    await variantsSettled();
    const files = [onDisk(asset.publicUrl), ...variantFiles(asset.publicUrl)];
    for (const file of files) expect(existsSync(file)).toBe(true);
    const [row] = await t.app.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row.variants).toHaveLength(6);

    expect((await t.admin({ method: 'DELETE', url: `/api/admin/media/${asset.id}` })).statusCode).toBe(204);
    for (const file of files) expect(existsSync(file), file).toBe(false);
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/media/${asset.id}` })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/admin/media/abc' })).statusCode).toBe(400);
    expect(existsSync(onDisk(second.publicUrl))).toBe(true);
  });

  it('accepts an SVG, even with a script, because uploads are served inside a sandbox', async () => {
    const res = await adminUpload(SVG_WITH_SCRIPT, 'logo.svg');
    const asset = created(res);
    expect(asset).toMatchObject({ mimeType: 'image/svg+xml', width: 40, height: 40 });
    expect(asset.filename).toMatch(/^[a-f0-9]{32}\.svg$/);
    expect(readFileSync(onDisk(asset.publicUrl)).equals(SVG_WITH_SCRIPT)).toBe(true);
    // No variants for vector images.
    expect(readdirSync(uploadsDir).filter((f) => f.startsWith(asset.filename.slice(0, 32)))).toEqual([
      asset.filename,
    ]);
    // /uploads is served with this policy (src/server/plugins/web.ts): no script can run in it.
    expect(UPLOAD_CSP).toContain("default-src 'none'");
    expect(UPLOAD_CSP).toMatch(/(^|; )sandbox(;|$)/);
    expect(UPLOAD_CSP).not.toMatch(/script-src/);
  });

  it('refuses markup that only pretends to be SVG, and HTML under any name', async () => {
    for (const [data, name] of [
      [Buffer.from('<svg><script>alert(1)</script>'), 'broken.svg'],
      [HTML, 'page.svg'],
      [HTML, 'photo.png'],
    ] as const) {
      const res = await adminUpload(data, name);
      expect(res.statusCode, name).toBe(415);
    }
  });

  it('streams MP4 and WebM videos to disk without variants, refusing other containers', async () => {
    for (const [data, ext, mime] of [
      [mp4Head(), 'mp4', 'video/mp4'],
      [webmHead(), 'webm', 'video/webm'],
    ] as const) {
      const res = await adminUpload(data, `clip.${ext}`);
      expect(res.statusCode, ext).toBe(201);
      const asset = res.json();
      expect(asset).toMatchObject({ mimeType: mime, sizeBytes: data.length, width: null, height: null });
      expect(asset.filename.endsWith(`.${ext}`)).toBe(true);
      expect(readFileSync(onDisk(asset.publicUrl)).equals(data)).toBe(true);
    }
    expect((await adminUpload(webmHead('matroska'), 'clip.mkv')).statusCode).toBe(415);
  });

  it('caps images at 10 MB even though videos may be larger, and refuses empty and damaged files', async () => {
    const header = await png(64, 64);
    const big = await adminUpload(
      Buffer.concat([header, Buffer.alloc(MAX_IMAGE_BYTES + 1 - header.length)]),
      'big.png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/images may be at most 10 MB/);

    expect((await adminUpload(Buffer.alloc(0), 'empty.png')).statusCode).toBe(400);
    const badAlt = await adminUpload(header, 'a.png', [{ name: 'altText', data: 'bell\u0007' }]);
    expect(badAlt.statusCode).toBe(400);
    expect(badAlt.json().message).toContain('altText');
    expect((await adminUpload(await pixelFlood(), 'flood.png')).statusCode).toBe(400);
    const whole = await jpeg(800, 600);
    expect((await adminUpload(whole.subarray(0, whole.length / 2), 'half.jpg')).statusCode).toBe(400);
    const wrong = await t.admin({
      method: 'POST',
      url: '/api/admin/media/upload',
      ...multipartBody([{ name: 'upload', filename: 'a.png', data: header }]),
    });
    expect(wrong.statusCode).toBe(400);
    const json = await t.admin({ method: 'POST', url: '/api/admin/media/upload', payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/upload',
      ...multipartBody([{ name: 'file', filename: 'a.png', data: await png() }]),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('storeImage', () => {
  it('creates the variants before returning when awaitVariants, upright for EXIF-rotated photos', async () => {
    // Stored landscape, displayed portrait: orientation 6 means "rotate 90° clockwise".
    const rotated = await gradient(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const asset = await storeImage(
      t.app.db,
      localStorage(uploadsDir),
      { buffer: rotated, originalName: 'phone.jpg', altText: 'Phone photo' },
      {
        awaitVariants: true,
      },
    );
    expect(asset).toMatchObject({ mimeType: 'image/jpeg', width: 200, height: 400, altText: 'Phone photo' });
    for (const file of variantFiles(asset.publicUrl)) {
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
    }
    const [row] = await t.app.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row.variants.map((v) => v.url).sort()).toEqual(
      variantFiles(asset.publicUrl)
        .map((f) => `/uploads/${path.basename(f)}`)
        .sort(),
    );
  });

  it('removes the variants it made when another instance deleted the upload meanwhile', async () => {
    const storage = localStorage(uploadsDir);
    const asset = await storeImage(t.app.db, storage, {
      buffer: await jpeg(1600, 900),
      originalName: 'gone.jpg',
    });
    // What another instance's delete does: it cannot wait for this instance's variant job.
    await t.app.db.delete(mediaAssets).where(eq(mediaAssets.id, asset.id));
    await storage.remove(asset.filename);
    await variantsSettled();
    expect(readdirSync(uploadsDir).filter((f) => f.startsWith(asset.filename.slice(0, 32)))).toEqual([]);
  });

  it('makes no variants for GIF (the srcset convention covers JPEG, PNG and WebP)', async () => {
    const asset = await storeImage(
      t.app.db,
      localStorage(uploadsDir),
      { buffer: await gradient(32, 32).gif().toBuffer(), originalName: 'C:\\fakepath\\logo.gif' },
      { awaitVariants: true },
    );
    expect(asset.originalName).toBe('logo.gif');
    expect(readdirSync(uploadsDir).filter((f) => f.startsWith(asset.filename.slice(0, 32)))).toEqual([
      asset.filename,
    ]);
  });
});

describe('detectFileType', () => {
  it('recognises files by their first bytes only', async () => {
    expect(detectFileType(await jpeg(8, 8))?.mimeType).toBe('image/jpeg');
    expect(detectFileType(await png(8, 8))?.mimeType).toBe('image/png');
    expect(detectFileType(mp4Head())?.mimeType).toBe('video/mp4');
    expect(detectFileType(webmHead())?.mimeType).toBe('video/webm');
    expect(detectFileType(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))?.kind).toBe(
      'svg',
    );
    expect(detectFileType(HTML)).toBeNull();
    expect(detectFileType(Buffer.from('GIF8'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('housekeeping of sell-car photos', () => {
  it('removes, with their variants, photos over a week old that no submission or car uses', async () => {
    const upload = async () => created<{ url: string }>(await publicUpload(await jpeg(400, 300))).url;
    const [attached, onCar, forgotten, recent] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await variantsSettled();
    const sell = await t.app.inject({
      method: 'POST',
      url: '/api/sell-your-car-submissions',
      remoteAddress: freshIp(),
      payload: buildSellSubmission({ images: [attached] }),
    });
    expect(sell.statusCode, sell.body).toBe(201);
    // Staff may list a consigned car with the photos its owner sent.
    const car = await t.admin({
      method: 'POST',
      url: '/api/admin/cars',
      payload: buildCar({ images: [onCar] }),
    });
    expect(car.statusCode).toBe(201);

    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const url of [attached, onCar, forgotten]) utimesSync(onDisk(url), eightDaysAgo, eightDaysAgo);

    const removed = await removeUnattachedSellPhotos(t.app.db, localStorage(uploadsDir));
    expect(removed).toEqual([forgotten.replace('/uploads/', '')]);
    for (const file of [onDisk(forgotten), ...variantFiles(forgotten)])
      expect(existsSync(file), file).toBe(false);
    for (const url of [attached, onCar, recent]) {
      expect(existsSync(onDisk(url)), url).toBe(true);
      for (const file of variantFiles(url)) expect(existsSync(file), file).toBe(true);
    }
    // Library media never carry the prefix, so housekeeping cannot touch them.
    const media = created<{ filename: string }>(await adminUpload(await png(), 'library.png'));
    expect(media.filename.startsWith('sell-')).toBe(false);
    expect(await removeUnattachedSellPhotos(t.app.db, localStorage(uploadsDir))).toEqual([]);
  });
});
