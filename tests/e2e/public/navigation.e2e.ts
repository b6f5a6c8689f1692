import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, expectFailedRequests, siteTest as test } from '../fixtures';
import { gotoHydrated } from './listings-support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * The public site is a site of pages (decision 0020): a link to another page is the browser's own
 * navigation, so Back, Forward, the place on a page and the head are the browser's; what changes on a page
 * (an open car, a filter, the layout) is shown in place.
 */
test.describe('moving around the site', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a link is a page of its own: Back returns to the place, and the head is the page’s', async ({
    seeded,
    page,
  }) => {
    await gotoHydrated(page, `${seeded.url}/services`);
    const learnMore = page.getByRole('link', { name: 'Learn More' }).last();
    await learnMore.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(300);
    const href = await learnMore.getAttribute('href');

    await learnMore.click();
    await expect(page).toHaveURL(`${seeded.url}${href}`);
    await expect(page.getByRole('link', { name: 'Back to Services' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    const serviceTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(`^${serviceTitle} \\| `));

    await page.goBack();
    await expect(page).toHaveURL(`${seeded.url}/services`);
    await expect(page).toHaveTitle(/^Services \| /);
    await expect.poll(() => scrollY(page)).toBe(place);
  });

  test('opening and closing a car keeps the place on the listing, in one document', async ({
    seeded,
    page,
  }) => {
    await gotoHydrated(page, `${seeded.url}/cars`);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const card = page.locator('[data-car-id]').last();
    await card.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(300);

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cars\?carId=\d+$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cars$/);
    expect(await scrollY(page)).toBe(place);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('an island whose code cannot be fetched leaves the page and its links working', async ({
    seeded,
    page,
  }) => {
    // As after a deploy, when an open tab asks for an island's chunk the server no longer has: the browser
    // logs the chunk it could not fetch, and the failed import is logged by the island runtime and also
    // reaches the page as an error.
    expectFailedRequests();
    expectConsoleErrors(/Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/top-bar-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${seeded.url}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    // Everything else is HTML: the links still lead on.
    await page.getByRole('navigation', { name: 'Enquire' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  });
});
