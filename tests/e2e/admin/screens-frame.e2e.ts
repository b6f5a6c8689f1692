import { ADMIN, test } from '../fixtures';
import { expect } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

test('standalone screens: title, the user, Back to Dashboard, and Logout', async ({ empty, page }) => {
  // A token of its own: logging out revokes it, and the shared one must keep working for other tests.
  const token = await empty.freshToken();
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('admin_token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);

  await page.goto(`${empty.url}/admin/services`);
  await expect(page.getByRole('heading', { name: 'Service Items', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(ADMIN.username);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Service Items', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  const me = await fetch(`${empty.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(401);
});
