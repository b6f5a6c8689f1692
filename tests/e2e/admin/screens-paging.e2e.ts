import type { Car } from '../../../src/shared/schemas/car';
import type { MediaAsset } from '../../../src/shared/schemas/media';
import type { Page as ListPage } from '../../../src/shared/schemas/paging';
import { buildCar } from '../../factories/cars';
import { test } from '../fixtures';
import { expect, loginAs, unique } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

test('cars inventory: server search, loading on scroll, status filter', async ({ empty, page }) => {
  const tag = unique('Zonda').split(' ')[1];
  const made: Car[] = [];
  try {
    for (let i = 0; i < 98; i++)
      made.push(
        await empty.api<Car>(
          'POST',
          '/api/admin/cars',
          buildCar({
            make: 'Pagani',
            model: `Zonda ${tag} ${i}`,
            status: i < 3 ? 'sold' : 'available',
            description: i === 40 ? 'Tricolore livery, one of three.' : 'Track package.',
          }),
        ),
      );
    await loginAs(page, empty);
    await page.goto(`${empty.url}/admin/cars`);
    const inventory = page.getByRole('list', { name: 'Cars for Sale Inventory' });
    const cards = inventory.getByRole('article');
    await expect(cards.first()).toBeVisible();

    // The search goes to the server: every word, in make, model, year, colour or description.
    await page.getByRole('searchbox', { name: 'Search cars' }).fill(`pagani ${tag}`);
    await expect(page.getByText('Showing 48 of 98 vehicles')).toBeVisible();
    await expect(cards).toHaveCount(48);
    // Newest first: the last car added leads.
    await expect(cards.first()).toHaveAccessibleName(`2022 Pagani Zonda ${tag} 97`);

    // Scrolling to the end of the list loads the next page without a click (Show more is tested with
    // the media library, where the watcher is switched off).
    await page.getByText('Showing 48 of 98 vehicles').scrollIntoViewIfNeeded();
    await expect(page.getByText('Showing 96 of 98 vehicles')).toBeVisible();
    await expect(cards).toHaveCount(96);
    await page.getByText('Showing 96 of 98 vehicles').scrollIntoViewIfNeeded();
    await expect(page.getByText('Showing 98 of 98 vehicles')).toBeVisible();
    await expect(cards).toHaveCount(98);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();
    expect(new Set(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).size).toBe(
      98,
    );

    await page.getByRole('searchbox', { name: 'Search cars' }).fill(`${tag} tricolore`);
    await expect(page.getByText('Showing 1 of 1 vehicle')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(`2022 Pagani Zonda ${tag} 40`);

    await page.getByRole('searchbox', { name: 'Search cars' }).fill(`${tag} nothing-like-this`);
    await expect(page.getByText('No vehicles match the search.')).toBeVisible();

    // The status filter is applied by the server too, together with the search.
    await page.getByRole('searchbox', { name: 'Search cars' }).fill(tag);
    await page.getByRole('button', { name: /^Sold/ }).click();
    await expect(page.getByText('Showing 3 of 3 vehicles')).toBeVisible();
    await expect(cards).toHaveCount(3);
  } finally {
    for (const car of made) await empty.api('DELETE', `/api/admin/cars/${car.id}`);
  }
});

test('media: server search and Show more in the library and the picker', async ({ seeded, page }) => {
  const first = await seeded.api<ListPage<MediaAsset>>('GET', '/api/admin/media?limit=1');
  // The demo library holds more than one page; the test means nothing otherwise.
  expect(first.total).toBeGreaterThan(48);
  // Without the scroll watcher only the button loads more, so what it does can be counted.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await loginAs(page, seeded);
  await page.goto(`${seeded.url}/admin/media`);

  const library = page.getByRole('region', { name: /^Library/ });
  const cards = library.getByRole('listitem');
  await expect(library.getByText(`Showing 48 of ${first.total} files`)).toBeVisible();
  await expect(cards).toHaveCount(48);
  await expect(cards.first()).toHaveAccessibleName(first.items[0].originalName);

  await library.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(Math.min(96, first.total));

  // A search finds the file by every word of its name or alt text, whichever page it was on.
  const oldest = (await seeded.api<MediaAsset[]>('GET', '/api/admin/media')).at(-1)!;
  const words = oldest.originalName
    .replace(/\.\w+$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  await library.getByRole('searchbox', { name: 'Search media' }).fill(words.join(' '));
  await expect(library.getByRole('listitem', { name: oldest.originalName }).first()).toBeVisible();
  await expect(library.getByText(/^Showing (\d+) of \1 files?$/)).toBeVisible();
  await library.getByRole('searchbox', { name: 'Search media' }).fill('no-such-file-anywhere');
  await expect(library.getByText('Nothing matches that search.')).toBeVisible();

  // The picker pages the same way, images only.
  await page.goto(`${seeded.url}/admin/brand-logos`);
  await page.getByRole('button', { name: 'Choose from Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Media Library' });
  const images = await seeded.api<ListPage<MediaAsset>>('GET', '/api/admin/media?limit=1&type=image');
  await expect(dialog.getByText(`Showing 48 of ${images.total} images`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Show more' }).click();
  await expect(dialog.getByRole('list', { name: 'Media' }).getByRole('listitem')).toHaveCount(
    Math.min(96, images.total),
  );
});
