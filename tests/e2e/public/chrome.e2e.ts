import type { Page } from '@playwright/test';
import { BRAND, BRAND_LEGAL_TEXT } from '../../../src/shared/brand';
import type { FooterSettings } from '../../../src/shared/schemas/settings';
import { expectNoAxeViolations } from '../browser';
import { expect, type Server, siteTest as test } from '../fixtures';
import {
  bookNow,
  contactDrawer,
  createHireCar,
  expectLinkTargets,
  gotoHydrated,
  MENU,
  openContactDrawer,
  unique,
} from './listings-support';

// axe-core is injected as an inline script, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

/** The dealer's own contact links, shown wherever no footer settings are saved: name → target. */
const BRAND_LINKS = {
  [BRAND.phone]: 'tel:+61291884460',
  [BRAND.email]: `mailto:${BRAND.email}`,
  Instagram: BRAND.instagramUrl,
  LinkedIn: BRAND.linkedinUrl,
};

const EMPTY_FOOTER: FooterSettings = {
  companyDescription: '',
  buyerAdvocacyDescription: '',
  vendorAdvocacyDescription: '',
  strategicExitDescription: '',
  consignmentDescription: '',
  phone: '',
  email: '',
  linkedinUrl: '',
  instagramUrl: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  legalText: '',
};

/** Other tests on the shared server may have saved footer settings; these checks need none. */
const clearFooterSettings = (server: Server) =>
  server.api('POST', '/api/admin/footer-settings', EMPTY_FOOTER);

/** Opens a page of the site as it is with no footer settings saved: with the dealer's own details. */
async function gotoWithoutFooterSettings(page: Page, server: Server, path: string) {
  await clearFooterSettings(server);
  await gotoHydrated(page, `${server.url}${path}`);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('top bar and full-screen menu', () => {
  test('the top bar has the brand link and two navigation groups around it', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/services`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: BRAND.name })).toHaveAttribute('href', '/');
    await expect(header.getByRole('navigation')).toHaveCount(2);
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Contact', exact: true })).toBeVisible();
  });

  test('lists the eight entries with their targets, phone, e-mail and social links', async ({
    empty,
    page,
  }) => {
    await gotoWithoutFooterSettings(page, empty, '/finance');
    const menu = await openMenu(page);
    const entries = menu.getByRole('navigation', { name: 'Menu' }).getByRole('link');
    await expect(entries).toHaveText(MENU.map(([label]) => label));
    for (const [i, [, href]] of MENU.entries()) await expect(entries.nth(i)).toHaveAttribute('href', href);

    await expectLinkTargets(menu, BRAND_LINKS);
  });

  test('highlights the current page, telling Sold apart from For Sale', async ({ empty, page }) => {
    const current = (menu: ReturnType<Page['getByRole']>) =>
      menu.getByRole('navigation', { name: 'Menu' }).locator('a[aria-current="page"]');

    await gotoHydrated(page, `${empty.url}/cars?status=sold`);
    let menu = await openMenu(page);
    await expect(current(menu)).toHaveText(['Sold']);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, `${empty.url}/cars`);
    menu = await openMenu(page);
    await expect(current(menu)).toHaveText(['For Sale']);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, `${empty.url}/privacy-policy`);
    menu = await openMenu(page);
    await expect(current(menu)).toHaveCount(0);
  });

  test('closes with [ x ] and with Escape, and after following an entry', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/services`);
    let menu = await openMenu(page);
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close.getByText('[ x ]', { exact: true })).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

    menu = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Finance' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(`${empty.url}/finance`);
  });

  test('keeps keyboard focus inside the open menu', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/services`);
    const menu = await openMenu(page);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('contact drawer', () => {
  test('opens from Contact, titled "Let\'s get started.", with Call Now and no vehicle', async ({
    empty,
    page,
  }) => {
    await gotoWithoutFooterSettings(page, empty, '/services');
    const drawer = await openContactDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+61291884460');
    await expect(drawer.getByRole('region', { name: 'Vehicle enquired about' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeFocused();
  });

  test('is 700 px wide on desktop and the full width of a phone', async ({ empty, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `${empty.url}/services`);
    const drawer = await openContactDrawer(page);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(700);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(390);
  });

  test('shows the vehicle being enquired about, and forgets it once closed', async ({ empty, page }) => {
    const car = await createHireCar(empty, {
      year: 2021,
      make: 'Ferrari',
      model: unique('Roma'),
      mileage: 18_250,
    });
    try {
      const drawer = await bookNow(page, empty, car.model);
      const vehicle = drawer.getByRole('region', { name: 'Vehicle enquired about' });
      await expect(vehicle).toContainText(`2021 Ferrari ${car.model}`);
      await expect(vehicle).toContainText('18,250 km');

      // While the drawer slides shut the vehicle is still shown; it is cleared 300 ms after closing.
      const shownWhileClosing = await page.evaluate(async (title) => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        await new Promise((r) => setTimeout(r, 100));
        return document.body.textContent?.includes(title) ?? false;
      }, car.model);
      expect(shownWhileClosing).toBe(true);
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Contact', exact: true }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('region', { name: 'Vehicle enquired about' })).toHaveCount(0);
    } finally {
      await empty.api('DELETE', `/api/admin/hire-cars/${car.id}`);
    }
  });

  test('any link to #contact opens it', async ({ empty, page }) => {
    const services = `${empty.url}/services`;
    await gotoHydrated(page, services);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#contact';
      link.textContent = 'Talk to us';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Talk to us' }).click();
    await expect(contactDrawer(page)).toBeVisible();
    expect(page.url()).toBe(services);
  });
});

test.describe('footer', () => {
  test('shows every footer text with the built-in fallbacks when nothing is saved', async ({
    empty,
    page,
  }) => {
    await gotoWithoutFooterSettings(page, empty, '/services');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Get Updates on New Vehicles' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    for (const heading of ['BUYER ADVOCACY', 'VENDOR ADVOCACY', 'SELL YOUR CAR NOW', 'CONSIGNMENT']) {
      await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const text of [
      BRAND.companyDescription,
      BRAND.buyerAdvocacyDescription,
      BRAND.vendorAdvocacyDescription,
      BRAND.strategicExitDescription,
      BRAND.consignmentDescription,
      ...BRAND.addressLines,
      BRAND_LEGAL_TEXT,
    ]) {
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText('Available 7 Days', { exact: true })).toBeVisible();
    await expectLinkTargets(footer, BRAND_LINKS);
    await expect(footer).toContainText('© 2020');
    await expectNoAxeViolations(page);
  });

  test('shows the saved footer settings, in the server-rendered HTML too', async ({ empty, page }) => {
    // The settings the footer shows as plain text, then those it turns into links.
    const texts = {
      companyDescription: 'Sydney’s home of considered motoring.',
      buyerAdvocacyDescription: 'We buy on your behalf.',
      vendorAdvocacyDescription: 'We sell on your behalf.',
      strategicExitDescription: 'A clean, quick exit from your car.',
      consignmentDescription: 'Leave it with us.',
      addressLine1: '1 Test Lane',
      addressLine2: 'Waterloo NSW 2017',
      addressLine3: 'Australia',
      legalText: 'Example Motors Pty Ltd · ABN 11 222 333 444 · Dealer Licence MD 999999',
    };
    const saved: FooterSettings = {
      ...texts,
      phone: '0400 111 222',
      email: 'hello@example.com.au',
      linkedinUrl: 'https://www.linkedin.com/company/example',
      instagramUrl: 'https://www.instagram.com/example',
    };
    await empty.api('POST', '/api/admin/footer-settings', saved);
    try {
      const html = await (await fetch(`${empty.url}/services`)).text();
      for (const text of [saved.companyDescription, saved.addressLine1, saved.phone])
        expect(html).toContain(text);

      await gotoHydrated(page, `${empty.url}/services`);
      const footer = page.getByRole('contentinfo');
      for (const text of Object.values(texts)) {
        await expect(footer.getByText(text, { exact: true })).toBeVisible();
      }
      await expectLinkTargets(footer, {
        '0400 111 222': 'tel:+61400111222',
        'hello@example.com.au': 'mailto:hello@example.com.au',
        LinkedIn: saved.linkedinUrl!,
        Instagram: saved.instagramUrl!,
      });

      const menu = await openMenu(page);
      await expect(menu.getByRole('link', { name: '0400 111 222' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'hello@example.com.au' })).toBeVisible();
    } finally {
      await clearFooterSettings(empty);
    }
  });
});

test.describe('error pages', () => {
  test('an unknown page keeps the site chrome around the not-found message', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/definitely/not/here`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: BRAND.name })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test('no page is wider than the screen, in the server HTML or after scrolling every card into view', async ({
    seeded,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The page's widest element, when the page is wider than the screen.
    const overflow = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return null;
        const wide = [...document.querySelectorAll('body *')].find(
          (el) => el.getBoundingClientRect().right > width + 1,
        );
        return `${document.documentElement.scrollWidth}px: ${wide?.tagName}.${wide?.className}`;
      });
    const [car] = await (await page.request.get(`${seeded.url}/api/cars?status=available&limit=1`)).json();
    const [hireCar] = await (await page.request.get(`${seeded.url}/api/hire-cars`)).json();
    const paths = ['/', '/cars', '/cars?status=sold', `/cars/${car.id}`, '/hire', `/hire/${hireCar.id}`];
    paths.push('/services', '/finance', '/sell-your-car', '/consignment', '/acquisitions', '/privacy-policy');
    for (const path of paths) {
      await gotoHydrated(page, `${seeded.url}${path}`);
      expect(await overflow(), path).toBeNull();
      // Cards and sections off screen are laid out only when near: lay every one of them out too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
        }
      });
      expect(await overflow(), path).toBeNull();
    }
  });
});
