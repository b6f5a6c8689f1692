import type { Page as ContentPage } from '../../../src/shared/schemas/content';
import { test } from '../fixtures';
import { acceptDialogs, expect, loginAs, screenshots, toast, unique } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

test('page editor: the slug follows the title, create, publish, edit, delete', async ({ empty, page }) => {
  const confirmations = acceptDialogs(page);
  const title = unique('Warranty & After-Sales Care');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/pages/new`);
  await expect(page.getByRole('heading', { name: 'New Page' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Page' });

  await form.getByRole('button', { name: 'Create Page' }).click();
  await expect(form.getByText('Required')).toHaveCount(2);
  await form.getByLabel('Title').fill(title);
  const slug = await form.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^warranty-and-after-sales-care-[a-z0-9]+$/);
  await form
    .getByLabel('Body')
    .fill('Every car comes with a 12 month warranty.\n\nAsk us about extended cover.');
  await expect(form.getByRole('switch', { name: 'Published' })).toBeChecked();
  await screenshots(page, 'admin-page-editor');
  await form.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();

  const created = (await empty.api<ContentPage[]>('GET', '/api/admin/pages')).find((p) => p.slug === slug)!;
  expect(created).toMatchObject({ title, published: true });
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${empty.url}/pages/${slug}`);
  await expect(publicPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(publicPage.getByText('Ask us about extended cover.')).toBeVisible();
  await publicPage.close();

  // A slug edited by hand stays put when the title changes; unpublishing hides the page.
  await form.getByLabel('Slug').fill(`${slug}-2026`);
  await form.getByLabel('Title').fill(`${title} 2026`);
  await expect(form.getByLabel('Slug')).toHaveValue(`${slug}-2026`);
  await form.getByRole('switch', { name: 'Published' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Page saved')).toBeVisible();
  expect((await fetch(`${empty.url}/pages/${slug}-2026`)).status).toBe(404);

  await form.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Page deleted')).toBeVisible();
  expect(confirmations).toEqual(['Are you sure you want to delete this page?']);
  await expect(page).toHaveURL(/\/admin\?tab=content$/);
  expect((await empty.api<ContentPage[]>('GET', '/api/admin/pages')).some((p) => p.id === created.id)).toBe(
    false,
  );
});
