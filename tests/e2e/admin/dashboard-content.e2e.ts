import type { Page as ContentPage } from '../../../src/shared/schemas/content';
import { expect, test } from '../fixtures';
import { openTab, unique } from './dashboard-helpers';

test.describe('Content tab', () => {
  test('lists pages with title and slug, Edit and New Page', async ({ seeded, page }) => {
    const title = unique('About Us');
    const slug = `about-${Date.now().toString(36)}`;
    const created = await seeded.api<ContentPage>('POST', '/api/admin/pages', { title, slug, body: 'Hello' });
    try {
      await openTab(page, seeded, 'content', 'Content');
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item).toContainText(slug);
      await expect(item.getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        `/admin/pages/${created.id}`,
      );
      await expect(page.getByRole('link', { name: 'New Page' })).toHaveAttribute('href', '/admin/pages/new');
      await page.getByRole('link', { name: 'New Page' }).click();
      await expect(page).toHaveURL(`${seeded.url}/admin/pages/new`);
    } finally {
      await seeded.api('DELETE', `/api/admin/pages/${created.id}`);
    }
  });

  test("says 'No pages yet' when there are none", async ({ seeded, page }) => {
    await page.route('**/api/admin/pages', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openTab(page, seeded, 'content', 'Content');
    await expect(page.getByText('No pages yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Page' })).toBeVisible();
  });
});
