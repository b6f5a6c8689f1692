import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { gotoHydrated } from './listings-support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Opens `url`, takes the steps, then checks that each move they made was a client navigation: a mark set
 * on the window after load is still there only if the document was never reloaded.
 */
async function inOneDocument(page: Page, url: string, steps: () => Promise<void>) {
  await gotoHydrated(page, url);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await steps();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
}

test.describe('moving around the site', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a new page starts at the top, Back returns to the place, and the head follows', async ({
    seeded,
    page,
    consoleProblems,
  }) => {
    await inOneDocument(page, `${seeded.url}/services`, async () => {
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

      await page.goForward();
      await expect(page).toHaveURL(`${seeded.url}${href}`);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
    expect(consoleProblems).toEqual([]);
  });

  test('a client navigation to a service that no longer exists lands on /services', async ({
    seeded,
    page,
    consoleProblems,
  }) => {
    await inOneDocument(page, `${seeded.url}/finance`, async () => {
      // The way Back reaches an old entry: the address changes and the router is told by popstate.
      await page.evaluate(() => {
        history.pushState(null, '', '/services/999999');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(`${seeded.url}/services`);
      await expect(page.getByRole('link', { name: 'Learn More' }).first()).toBeVisible();
      await expect(page).toHaveTitle(/^Services \| /);
    });
    expect(consoleProblems).toEqual([]);
  });

  test('on the home page the skip link and the logo keep the sections below the fold as they are', async ({
    seeded,
    page,
    consoleProblems,
  }) => {
    await inOneDocument(page, `${seeded.url}/`, async () => {
      const sectionSizes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-deferred]')].map((el) => el.innerHTML.length),
        );
      const before = await sectionSizes();
      expect(before.length).toBeGreaterThan(2);
      expect(Math.min(...before)).toBeGreaterThan(1000);

      await page.getByRole('link', { name: 'Skip to content' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${seeded.url}/#main`);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Prestige Motor Co/ })
        .click();
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(await sectionSizes()).toEqual(before);
    });
    expect(consoleProblems).toEqual([]);
  });

  test('opening and closing a car keeps the place on the listing', async ({
    seeded,
    page,
    consoleProblems,
  }) => {
    await gotoHydrated(page, `${seeded.url}/cars`);
    const card = page.locator('[data-car-id]').last();
    await card.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(300);

    await card.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/cars\?carId=\d+$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cars$/);
    expect(await scrollY(page)).toBe(place);
    expect(consoleProblems).toEqual([]);
  });

  test('a page whose code cannot be fetched shows an apology inside the site, and the visitor can go on', async ({
    seeded,
    page,
  }) => {
    await inOneDocument(page, `${seeded.url}/`, async () => {
      // As after a deploy, when an open tab asks for a page chunk the server no longer has.
      await page.route(/\/assets\/services-page-[^/]+\.js$/, (route) => route.abort());

      await page.getByRole('navigation', { name: 'Enquire' }).getByRole('link', { name: 'Services' }).click();
      await expect(page.getByRole('heading', { name: 'We hit a bump in the road' })).toBeVisible();
      await expect(page).toHaveURL(`${seeded.url}/services`);
      // The site chrome stays, and Try Again asks the server for the page afresh.
      await expect(page.getByRole('button', { name: 'Contact' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/services');

      // Asking again once the chunk can be fetched brings the page.
      await page.unroute(/\/assets\/services-page-[^/]+\.js$/);
      await page.getByRole('navigation', { name: 'Enquire' }).getByRole('link', { name: 'Services' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'We hit a bump in the road' })).toHaveCount(0);

      await page.route(/\/assets\/finance-page-[^/]+\.js$/, (route) => route.abort());
      await page.getByRole('navigation', { name: 'Enquire' }).getByRole('link', { name: 'Finance' }).click();
      await expect(page.getByRole('heading', { name: 'We hit a bump in the road' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(`${seeded.url}/`);
      await expect(page.getByRole('heading', { name: 'We hit a bump in the road' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    });
  });
});
