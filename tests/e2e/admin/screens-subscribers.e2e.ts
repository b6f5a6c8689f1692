import type { Subscriber } from '../../../src/shared/schemas/leads';
import { test } from '../fixtures';
import { acceptDialogs, expect, loginAs, screenshots, toast, unique } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

test('subscribers: listed with email and date, deleted after confirmation', async ({ empty, page }) => {
  const confirmations = acceptDialogs(page);
  const email = `${unique('owner').replace(/\s/g, '.')}@example.com`;
  await empty.api('POST', '/api/subscribers', { firstName: 'Olivia', lastName: 'Hart', email });
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/subscribers`);
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Olivia Hart')).toBeVisible();
  await expect(row.locator('time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  await expect(page.getByText(/^Total: \d+ subscribers?$/)).toBeVisible();
  await screenshots(page, 'admin-subscribers');

  await row.getByRole('button', { name: `Delete ${email}` }).click();
  await expect(toast(page, 'Subscriber deleted')).toBeVisible();
  expect(confirmations).toEqual(['Are you sure you want to delete this subscriber?']);
  await expect(row).toBeHidden();
  const left = await empty.api<Subscriber[]>('GET', '/api/admin/subscribers');
  expect(left.some((s) => s.email === email)).toBe(false);
});

test('subscribers: a 401 sends the user to the login screen', async ({ empty, page }) => {
  await loginAs(page, empty);
  // The list asks for its first page (?limit=…).
  await page.route('**/api/admin/subscribers?**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
  );
  await page.goto(`${empty.url}/admin/subscribers`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});
