import { formatFileSize } from '../../../src/shared/format';
import type { MediaAsset } from '../../../src/shared/schemas/media';
import { test } from '../fixtures';
import { acceptDialogs, expect, loginAs, photoPng, screenshots, toast, unique } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

const fileName = (prefix: string) => `${unique(prefix).replace(/\s+/g, '-')}.png`;

test('media: upload a real PNG, edit its alt text, copy its URL, delete it', async ({
  empty,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: empty.url });
  const confirmations = acceptDialogs(page);
  const name = fileName('showroom');
  const png = await photoPng('#2b3440', '#07090c');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/media`);

  await expect(page.getByRole('heading', { name: 'Media Gallery' })).toBeVisible();
  await expect(page.getByText('PNG, JPEG, GIF, WebP, SVG, max 10MB')).toBeVisible();
  await expect(page.getByTestId('media-file-input')).toHaveAttribute('accept', 'image/*');
  await page.getByTestId('media-file-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Image uploaded successfully!')).toBeVisible();

  const card = page.getByRole('listitem', { name });
  await expect(card.getByText(formatFileSize(png.length))).toBeVisible();
  await expect(card.locator('time')).toHaveText(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(card.getByText('No alt text')).toBeVisible();
  const asset = (await empty.api<MediaAsset[]>('GET', '/api/admin/media')).find(
    (a) => a.originalName === name,
  )!;
  expect(asset.mimeType).toBe('image/png');

  // Alt text: view mode, edit mode, saved.
  await card.getByRole('button', { name: `Edit alt text of ${name}` }).click();
  await card.getByRole('textbox', { name: 'Alt text' }).fill('Black coupe under showroom lights');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alt text updated')).toBeVisible();
  await expect(card.getByText('Black coupe under showroom lights')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Alt text' })).toBeHidden();
  const updated = (await empty.api<MediaAsset[]>('GET', '/api/admin/media')).find((a) => a.id === asset.id)!;
  expect(updated.altText).toBe('Black coupe under showroom lights');

  // Escape leaves edit mode without saving.
  await card.getByRole('button', { name: `Edit alt text of ${name}` }).click();
  await card.getByRole('textbox', { name: 'Alt text' }).fill('Something else');
  await card.getByRole('textbox', { name: 'Alt text' }).press('Escape');
  await expect(card.getByText('Black coupe under showroom lights')).toBeVisible();

  await card.getByRole('button', { name: 'Copy URL' }).click();
  await expect(toast(page, 'URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${empty.url}${asset.publicUrl}`);
  await screenshots(page, 'admin-media');

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Image deleted successfully')).toBeVisible();
  expect(confirmations).toContain(`Delete ${name}?`);
  await expect(card).toBeHidden();
  expect((await empty.api<MediaAsset[]>('GET', '/api/admin/media')).some((a) => a.id === asset.id)).toBe(
    false,
  );
});

test('media: dropped files upload one after another, non-images are skipped', async ({ empty, page }) => {
  const [first, second] = [fileName('front'), fileName('rear')];
  const [a, b] = await Promise.all([photoPng('#553311', '#110a04'), photoPng('#1d3b2a', '#050d08')]);
  await loginAs(page, empty);
  // Slow the uploads a little so the busy state can be seen.
  await page.route('**/api/admin/media/upload', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto(`${empty.url}/admin/media`);
  const before = await empty.api<MediaAsset[]>('GET', '/api/admin/media');

  const dataTransfer = await page.evaluateHandle(
    ({ files }) => {
      const dt = new DataTransfer();
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      return dt;
    },
    {
      files: [
        { name: first, type: 'image/png', base64: a.toString('base64') },
        {
          name: 'price-list.txt',
          type: 'text/plain',
          base64: Buffer.from('not an image').toString('base64'),
        },
        { name: second, type: 'image/png', base64: b.toString('base64') },
      ],
    },
  );
  const zone = page.getByRole('region', { name: 'Upload images' });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone.getByText('Drop to upload')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone.getByRole('status')).toHaveText(/Uploading.../);
  await expect(zone.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('listitem', { name: second })).toBeVisible();
  await expect(page.getByRole('listitem', { name: first })).toBeVisible();
  await expect(zone.getByRole('button', { name: 'Choose Files' })).toBeEnabled();

  const after = await empty.api<MediaAsset[]>('GET', '/api/admin/media');
  const added = after.filter((x) => !before.some((y) => y.id === x.id));
  expect(added.map((x) => x.originalName).sort()).toEqual([first, second].sort());
  // One after another: the first file was stored first.
  const byName = Object.fromEntries(added.map((x) => [x.originalName, x.id]));
  expect(byName[first]).toBeLessThan(byName[second]);
});

test('media: a refused upload shows the server message', async ({ empty, page }) => {
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/media`);
  // Claims to be a PNG but is not: the server checks the content.
  await page.getByTestId('media-file-input').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text, not a picture'),
  });
  const failed = toast(page, 'Upload failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Unsupported file type');
});

test('media library dialog: wrong type is refused, upload inside, choose one', async ({ empty, page }) => {
  const name = fileName('logo');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/brand-logos`);
  await page.getByRole('button', { name: 'Choose from Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Media Library' });
  await expect(dialog).toBeVisible();

  await dialog
    .getByTestId('media-dialog-file-input')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  const refused = toast(page, 'Invalid file type');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Only image files are allowed');

  await dialog
    .getByTestId('media-dialog-file-input')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await photoPng('#ffffff', '#bbbbbb', 320, 160) });
  await expect(toast(page, 'Image uploaded successfully!')).toBeVisible();
  const tile = dialog.getByRole('button', { name: `Select ${name}` });
  await expect(tile).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Media' })).toHaveCSS(
    'grid-template-columns',
    /^(\S+\s){3}\S+$/,
  );
  await screenshots(page, 'admin-media-dialog', { fullPage: false });

  // Search narrows the grid.
  await dialog.getByRole('searchbox', { name: 'Search media' }).fill('no-such-file');
  await expect(dialog.getByText('Nothing matches that search.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search media' }).fill(name.slice(0, 8));
  await tile.click();
  await expect(dialog).toBeHidden();
  const asset = (await empty.api<MediaAsset[]>('GET', '/api/admin/media')).find(
    (a) => a.originalName === name,
  )!;
  await expect(page.getByRole('textbox', { name: 'Logo Image' })).toHaveValue(asset.publicUrl);
});
