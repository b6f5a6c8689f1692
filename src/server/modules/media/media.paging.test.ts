import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { adminGet, newestFirst, readAllPages, refusedQueries } from '../../../../tests/helpers/paging';
import type { MediaAsset } from '../../../shared/schemas/media';
import type { Page } from '../../../shared/schemas/paging';
import { mediaAssets } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 6; i++) await addAsset({ originalName: `showroom-${i}.jpg` });
  await addAsset({ originalName: 'launch.mp4', mimeType: 'video/mp4' });
  await addAsset({ originalName: 'Hero.PNG', altText: 'Red coupe at the harbour bridge' });
});
afterAll(() => t.close());

let n = 0;
/** A library row as an upload leaves it (the list reads rows only, so no file is written). */
async function addAsset(fields: Partial<typeof mediaAssets.$inferInsert> = {}): Promise<number> {
  n += 1;
  const filename = `paging-${n}-${Math.random().toString(36).slice(2)}.jpg`;
  const [row] = await t.database.db
    .insert(mediaAssets)
    .values({
      publicUrl: `/uploads/${filename}`,
      mimeType: 'image/jpeg',
      filename,
      originalName: filename,
      sizeBytes: 1000,
      ...fields,
    })
    .returning({ id: mediaAssets.id });
  return row.id;
}

const all = () => adminGet<MediaAsset[]>(t, '/api/admin/media');
const ids = (assets: { id: number }[]) => assets.map((a) => a.id);

describe('GET /api/admin/media', () => {
  it('without parameters answers the whole library as an array, newest first', async () => {
    const list = await all();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(8);
    expect(ids(list)).toEqual(newestFirst(list));
  });

  it('pages newest first with no duplicates or gaps while files are uploaded between reads', async () => {
    const before = await all();
    const { items, total, pages } = await readAllPages<MediaAsset>(t, '/api/admin/media', 3, async () => {
      await addAsset();
    });
    expect(pages).toBe(Math.ceil(before.length / 3));
    expect(total).toBe(before.length);
    expect(ids(items)).toEqual(ids(before));
    expect((await adminGet<Page<MediaAsset>>(t, '/api/admin/media?limit=1')).total).toBe(
      before.length + pages,
    );
  });

  it('keeps uploads of the same millisecond apart by id across pages', async () => {
    const createdAt = new Date('2021-03-04T05:06:07.089Z');
    const same = [];
    for (let i = 0; i < 5; i++) same.push(await addAsset({ originalName: `burst-${i}.jpg`, createdAt }));
    const { items } = await readAllPages<MediaAsset>(t, '/api/admin/media?q=burst', 2);
    expect(ids(items)).toEqual(same.sort((a, b) => b - a));
    // 05:06 UTC is the afternoon of the same day in Sydney.
    const day = await adminGet<MediaAsset[]>(t, '/api/admin/media?from=2021-03-04&to=2021-03-04');
    expect(ids(day)).toEqual(same);
    expect(await adminGet(t, '/api/admin/media?to=2021-03-03')).toEqual([]);
  });

  it('finds files by every word of original name, alt text or stored file name', async () => {
    const find = async (q: string) =>
      ids(
        (await adminGet<Page<MediaAsset>>(t, `/api/admin/media?limit=50&q=${encodeURIComponent(q)}`)).items,
      );
    const [hero] = ids((await all()).filter((a) => a.originalName === 'Hero.PNG'));
    expect(await find('hero')).toEqual([hero]);
    expect(await find('red HARBOUR')).toEqual([hero]);
    expect(await find('hero harbour coupe')).toEqual([hero]);
    expect(await find('hero missing')).toEqual([]);
    expect((await find('showroom')).length).toBe(6);
    const stored = (await all()).find((a) => a.originalName === 'showroom-2.jpg')!;
    expect(await find(stored.filename)).toEqual([stored.id]);
    // "_" is a LIKE wildcard unless escaped: no name here has one.
    expect(await find('_')).toEqual([]);
  });

  it('narrows to images or videos', async () => {
    const videos = await adminGet<Page<MediaAsset>>(t, '/api/admin/media?limit=10&type=video');
    expect(videos.items.map((a) => a.originalName)).toEqual(['launch.mp4']);
    expect(videos.total).toBe(1);
    const images = await adminGet<MediaAsset[]>(t, '/api/admin/media?type=image');
    expect(images.length).toBe((await all()).length - 1);
    expect(images.every((a) => a.mimeType.startsWith('image/'))).toBe(true);
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const refused: [query: string, field: string][] = [
      ['type=audio', 'type'],
      ['limit=-1', 'limit'],
      ['limit=1.5', 'limit'],
      ['cursor=%2F%2F', 'cursor'],
      ['from=20240101', 'from'],
      [`q=${encodeURIComponent('a\u0000b')}`, 'q'],
    ];
    const messages = await refusedQueries(
      t,
      '/api/admin/media',
      refused.map(([query]) => query),
    );
    expect(messages.map((message) => message.slice(0, message.indexOf(': ')))).toEqual(
      refused.map(([, field]) => field),
    );
  });
});
