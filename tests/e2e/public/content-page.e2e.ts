import { expectNoAxeViolations } from '../browser';
import { expect, siteTest as test } from '../fixtures';
import { gotoHydrated, renderedHtml, unique } from './listings-support';

const slugOf = (label: string) =>
  unique(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

test.describe('published pages at /pages/:slug', () => {
  test('render server-side with their title and paragraphs', async ({ empty, page }) => {
    const slug = slugOf('warranty');
    await empty.api('POST', '/api/admin/pages', {
      title: 'Warranty & Aftercare',
      slug,
      body: 'Every car comes with a 3-month warranty.\nTerms apply.\n\nExtended cover is available.',
      published: true,
    });

    const html = await renderedHtml(empty, `/pages/${slug}`);
    expect(html.status).toBe(200);
    expect(html.head).toContain('<title>Warranty &amp; Aftercare | ');
    expect(html.head).toContain(`<link rel="canonical" href="${empty.url}/pages/${slug}">`);
    expect(html.body).toContain('Warranty &amp; Aftercare');
    expect(html.body).toContain('Extended cover is available.');

    await gotoHydrated(page, `${empty.url}/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty & Aftercare' })).toBeVisible();
    const first = page.getByText(/^Every car comes with/);
    expect(await first.innerText()).toBe('Every car comes with a 3-month warranty.\nTerms apply.');
    await expect(page.getByText('Extended cover is available.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown or unpublished page answers 404 with the not-found page', async ({ empty, page }) => {
    const draft = slugOf('draft');
    await empty.api('POST', '/api/admin/pages', {
      title: 'Draft',
      slug: draft,
      body: 'Not yet.',
      published: false,
    });

    for (const slug of [draft, slugOf('missing'), 'Not_A_Valid_Slug']) {
      const html = await renderedHtml(empty, `/pages/${slug}`);
      expect(html.status).toBe(404);
      expect(html.body).toContain('404 Page Not Found');
      expect(html.head).toContain('noindex');
    }

    await gotoHydrated(page, `${empty.url}/pages/${draft}`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Not yet.')).toHaveCount(0);
  });
});
