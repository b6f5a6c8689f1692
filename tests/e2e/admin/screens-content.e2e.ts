import type { Page } from '@playwright/test';
import type { BrandLogo, HeaderSlide, ServiceItem } from '../../../src/shared/schemas/content';
import { test } from '../fixtures';
import {
  acceptDialogs,
  expect,
  loginAs,
  photoPng,
  pickFromLibrary,
  screenshots,
  toast,
  unique,
  uploadMedia,
} from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

/** The titles of an ordered list as shown, top to bottom. */
const shownOrder = (page: Page, names: string[]) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Move up' }) })
    .evaluateAll(
      (items, wanted) =>
        items.map((li) => li.getAttribute('aria-label') ?? '').filter((label) => wanted.includes(label)),
      names,
    );

test('header slides: all fields required, add, edit, move up and down, delete', async ({ empty, page }) => {
  const confirmations = acceptDialogs(page);
  const image = await uploadMedia(
    empty,
    `${unique('card')}.png`.replace(/\s/g, '-'),
    await photoPng('#333', '#111'),
  );
  const [first, second] = [unique('Consignment'), unique('Finance')];
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/header-slides`);
  await expect(page.getByRole('heading', { name: 'Header Slides', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Header slide' });
  await expect(form.getByLabel('Order')).toHaveValue('0');
  await form.getByRole('button', { name: 'Add Slide' }).click();
  await expect(form.getByText('Required')).toHaveCount(5);

  // The slides go in at orders 0 and 1.
  for (const [order, title] of [first, second].entries()) {
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill(`${title}: sell with us, on your terms.`);
    await form.getByLabel('Button Text').fill('Learn More');
    await form.getByLabel('Link').fill('/consignment');
    await form.getByRole('button', { name: 'Choose from Library' }).click();
    await pickFromLibrary(page, image.originalName);
    await expect(form.getByRole('textbox', { name: 'Image URL' })).toHaveValue(image.publicUrl);
    await form.getByLabel('Order').fill(String(order));
    await form.getByRole('button', { name: 'Add Slide' }).click();
    await expect(toast(page, 'Header slide added')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
  }
  await expect.poll(() => shownOrder(page, [first, second])).toEqual([first, second]);

  // The first cannot move up, the last cannot move down.
  const firstRow = page.getByRole('listitem', { name: first });
  const secondRow = page.getByRole('listitem', { name: second });
  await expect(firstRow.getByRole('button', { name: 'Move down' })).toBeEnabled();
  await secondRow.getByRole('button', { name: 'Move up' }).click();
  await expect.poll(() => shownOrder(page, [first, second])).toEqual([second, first]);
  const slides = await empty.api<HeaderSlide[]>('GET', '/api/admin/header-slides');
  expect(slides.find((s) => s.title === second)!.order).toBeLessThan(
    slides.find((s) => s.title === first)!.order,
  );
  await screenshots(page, 'admin-header-slides');

  // Edit loads the record; Update saves it and returns to add mode.
  await firstRow.getByRole('button', { name: `Edit ${first}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Header Slide' })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(first);
  await form.getByLabel('Button Text').fill('Consign Now');
  await form.getByRole('button', { name: 'Update Slide' }).click();
  await expect(toast(page, 'Header slide updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Header Slide' })).toBeVisible();
  await expect(firstRow.getByText('Consign Now')).toBeVisible();

  // Cancel leaves edit mode and clears the form.
  await secondRow.getByRole('button', { name: `Edit ${second}` }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('');

  // Another slide while this one has unsaved changes: asked first (accepted here), then loaded.
  expect(confirmations).not.toContain('You have unsaved changes. Discard them?');
  await firstRow.getByRole('button', { name: `Edit ${first}` }).click();
  await form.getByLabel('Button Text').fill('Changed, not saved');
  await secondRow.getByRole('button', { name: `Edit ${second}` }).click();
  await expect(form.getByLabel('Title')).toHaveValue(second);
  expect(confirmations).toContain('You have unsaved changes. Discard them?');
  await form.getByRole('button', { name: 'Cancel' }).click();

  await firstRow.getByRole('button', { name: `Delete ${first}` }).click();
  await expect(toast(page, 'Header slide deleted')).toBeVisible();
  expect(confirmations).toContain('Are you sure you want to delete this header slide?');
  await expect(firstRow).toBeHidden();
  expect((await empty.api<HeaderSlide[]>('GET', '/api/header-slides')).map((s) => s.title)).not.toContain(
    first,
  );
});

test('brand logos: name and order required, image from the gallery and removable, scrolling list', async ({
  empty,
  page,
}) => {
  const confirmations = acceptDialogs(page);
  const logo = await uploadMedia(
    empty,
    `${unique('marque')}.png`.replace(/\s/g, '-'),
    await photoPng('#fff', '#ccc', 400, 200),
  );
  const name = unique('Aston Martin');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/brand-logos`);
  const form = page.getByRole('form', { name: 'Brand logo' });

  await form.getByLabel('Display Order').fill('');
  await form.getByRole('button', { name: 'Add Logo' }).click();
  await expect(form.getByText('Required')).toHaveCount(2);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Display Order').fill('3');
  await form.getByRole('button', { name: 'Choose from Library' }).click();
  await pickFromLibrary(page, logo.originalName);
  await expect(form.getByRole('textbox', { name: 'Logo Image' })).toHaveValue(logo.publicUrl);
  await form.getByRole('button', { name: /^Clear/ }).click();
  await expect(form.getByRole('textbox', { name: 'Logo Image' })).toHaveValue('');
  await form.getByRole('button', { name: 'Choose from Library' }).click();
  await pickFromLibrary(page, logo.originalName);
  await form.getByRole('button', { name: 'Add Logo' }).click();
  await expect(toast(page, 'Brand logo added')).toBeVisible();

  let saved = (await empty.api<BrandLogo[]>('GET', '/api/brand-logos')).find((l) => l.name === name)!;
  expect(saved).toMatchObject({ order: 3, imageUrl: logo.publicUrl });

  const list = page.getByTestId('brand-logo-list');
  await expect(list).toHaveCSS('overflow-y', 'auto');
  expect(Number.parseFloat(await list.evaluate((el) => getComputedStyle(el).maxHeight))).toBeGreaterThan(0);
  const row = list.getByRole('listitem', { name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByLabel('Display Order').fill('7');
  await form.getByRole('button', { name: /^Clear/ }).click();
  await form.getByRole('button', { name: 'Update Logo' }).click();
  await expect(toast(page, 'Brand logo updated')).toBeVisible();
  saved = (await empty.api<BrandLogo[]>('GET', '/api/brand-logos')).find((l) => l.id === saved.id)!;
  expect(saved).toMatchObject({ order: 7, imageUrl: '' });
  await screenshots(page, 'admin-brand-logos');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(toast(page, 'Brand logo deleted')).toBeVisible();
  expect(confirmations).toContain('Are you sure you want to delete this brand logo?');
  await expect(row).toBeHidden();
});

test('service items: title, description and order required, image, edit, reorder, delete', async ({
  empty,
  page,
}) => {
  const confirmations = acceptDialogs(page);
  const [a, b] = [unique('Luxury Car Hire'), unique('Detailing')];
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/services`);
  const form = page.getByRole('form', { name: 'Service item' });

  await form.getByLabel('Display Order').fill('');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);

  // The services go in at display orders 10 and 11.
  for (const [i, title] of [a, b].entries()) {
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill(`${title}.\nSecond line of the description.`);
    await form.getByLabel('Display Order').fill(String(10 + i));
    await form.getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page, 'Service item added')).toBeVisible();
  }
  await expect.poll(() => shownOrder(page, [a, b])).toEqual([a, b]);
  await page.getByRole('listitem', { name: a }).getByRole('button', { name: 'Move down' }).click();
  await expect.poll(() => shownOrder(page, [a, b])).toEqual([b, a]);

  await page
    .getByRole('listitem', { name: b })
    .getByRole('button', { name: `Edit ${b}` })
    .click();
  await expect(form.getByLabel('Description')).toHaveValue(`${b}.\nSecond line of the description.`);
  await form.getByLabel('Title').fill(`${b} Studio`);
  await form.getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page, 'Service item updated')).toBeVisible();
  const items = await empty.api<ServiceItem[]>('GET', '/api/service-items');
  expect(items.some((s) => s.title === `${b} Studio`)).toBe(true);
  await screenshots(page, 'admin-services');

  await page
    .getByRole('listitem', { name: a })
    .getByRole('button', { name: `Delete ${a}` })
    .click();
  await expect(toast(page, 'Service item deleted')).toBeVisible();
  expect(confirmations).toContain('Are you sure you want to delete this service item?');
});
