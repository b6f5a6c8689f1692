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

test('unsaved changes are not left silently: moving away asks first, a save moves on without asking', async ({
  empty,
  page,
}) => {
  const asked: string[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
    void dialog[answer]();
  });
  const title = unique('Extended Warranty');
  // A session of its own: this test logs out, which must not end the one the other tests share.
  const token = await empty.freshToken();
  await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
  await page.goto(`${empty.url}/admin/pages/new`);
  const form = page.getByRole('form', { name: 'Page' });
  // Nothing typed: leaving asks nothing.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=content$/);
  await page.goBack();
  await form.getByLabel('Title').fill(title);

  // A link inside the admin, refused: the screen stays with what was typed.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  expect(asked).toEqual(['You have unsaved changes. Leave this screen and lose them?']);
  await expect(page).toHaveURL(`${empty.url}/admin/pages/new`);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  // Back, refused too (the page stays, so there is no navigation to wait for).
  await page.evaluate(() => history.back());
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(`${empty.url}/admin/pages/new`);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  // A reload or closing the tab: the browser's own question.
  await page.evaluate(() => location.reload());
  await expect.poll(() => asked.at(-1)).toBe('beforeunload');
  await expect(form.getByLabel('Title')).toHaveValue(title);

  // Its own save moves on to the new page's address without asking.
  await form.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  const questions = asked.length;
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=content$/);
  expect(asked).toHaveLength(questions);

  // A dashboard tab is a screen of its own: leaving a changed one asks, and going on loses the change.
  await page.getByRole('tab', { name: 'SEO Settings' }).click();
  const siteTitle = page.getByLabel('Site title');
  const before = await siteTitle.inputValue();
  await siteTitle.fill(`${before} changed`);
  answer = 'accept';
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  expect(asked.at(-1)).toBe('You have unsaved changes. Leave this screen and lose them?');
  await expect(page.getByRole('tab', { name: 'Subscribers', selected: true })).toBeVisible();

  // Logout asks before the session is gone; refused, nothing changes.
  await page.getByRole('tab', { name: 'SEO Settings' }).click();
  await siteTitle.fill(`${before} changed again`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const countBefore = asked.length;
  answer = 'dismiss';
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.click();
  await expect.poll(() => asked.length).toBe(countBefore + 1);
  expect(asked.at(-1)).toBe('You have unsaved changes. Leave this screen and lose them?');
  const count = asked.length;
  await expect(siteTitle).toHaveValue(`${before} changed again`);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBeNull();
  // Agreed, it is asked once, not again by the move to the login screen.
  answer = 'accept';
  await logout.click();
  await expect(page).toHaveURL(`${empty.url}/admin/login`);
  expect(asked).toHaveLength(count + 1);
});

test('a screen with several changed forms asks once for one move', async ({ empty, page }) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/settings`);
  await page.getByLabel('Hotjar Site ID').fill('3456789');
  await page.getByLabel('Longest hire (days)').fill('21');
  await expect(page.getByText('Unsaved changes')).toHaveCount(2);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this screen and lose them?']);
  await expect(page).toHaveURL(`${empty.url}/admin/settings`);
  await expect(page.getByLabel('Hotjar Site ID')).toHaveValue('3456789');
});
