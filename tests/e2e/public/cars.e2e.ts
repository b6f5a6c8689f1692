import type { Page } from '@playwright/test';
import type { Car } from '../../../src/shared/schemas/car';
import { carPath } from '../../../src/shared/vehicle-path';
import { acceptDialogs, expectNoAxeViolations, sharedSoFar, stubShareSheet } from '../browser';
import { expect, type Server, siteTest as test } from '../fixtures';
import {
  contactDrawer,
  createCar,
  deleteAll,
  gotoHydrated,
  renderedHtml,
  titleOf,
  unique,
  uploadPhotos,
} from './listings-support';

/** Opens the listing with `?carId=` (after the rest of `query`) and returns that car's detail dialog. */
async function openCarDialog(page: Page, server: Server, car: Car, query = '') {
  await gotoHydrated(page, `${server.url}/cars?${query}carId=${car.id}`);
  return page.getByRole('dialog', { name: titleOf(car) });
}

async function carWithPhotos(server: Server, overrides: Partial<Car> = {}) {
  const images = await uploadPhotos(server, [150, 20, 30], [20, 60, 150], [30, 140, 60]);
  return createCar(server, { images, ...overrides });
}

test.describe('/cars', () => {
  test('is server-rendered: available cars under Available Vehicles, sold ones only in the Sold Archive', async ({
    empty,
  }) => {
    const available = await createCar(empty, { model: unique('Cayenne Turbo GT') });
    const sold = await createCar(empty, { model: unique('Taycan Turbo S'), status: 'sold' });

    const page = await renderedHtml(empty, '/cars');
    expect(page.head).toMatch(/<title>Available Vehicles \| /);
    expect(page.body).toContain('Available Vehicles');
    expect(page.body).toContain(available.model);
    expect(page.body).not.toContain(sold.model);

    const soldPage = await renderedHtml(empty, '/cars?status=sold');
    expect(soldPage.head).toMatch(/<title>Sold Archive \| /);
    expect(soldPage.body).toContain('Sold Archive');
    expect(soldPage.body).toContain(sold.model);
    expect(soldPage.body).not.toContain(available.model);
  });

  test('grid view by default: cards with photo or No Image, FOR SALE / SOLD badges, price and mileage', async ({
    empty,
    page,
  }) => {
    const withPhoto = await carWithPhotos(empty, { price: 289_900, mileage: 12_500 });
    const noPhoto = await createCar(empty, { images: [] });
    const sold = await createCar(empty, { status: 'sold', model: unique('Carrera GT') });

    await gotoHydrated(page, `${empty.url}/cars`);
    await expect(page.getByRole('heading', { level: 1, name: 'Available Vehicles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');

    const card = page.getByRole('article').filter({ hasText: withPhoto.model });
    await expect(card.getByText('FOR SALE', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: titleOf(withPhoto) })).toHaveAttribute(
      'src',
      withPhoto.images[0],
    );
    await expect(card.getByText('$289,900')).toBeVisible();
    await expect(card.getByText(/12,500 km/)).toBeVisible();

    const bare = page.getByRole('article').filter({ hasText: noPhoto.model });
    await expect(bare.getByText('No Image', { exact: true })).toBeVisible();
    await expect(page.getByText(sold.model)).toHaveCount(0);

    await gotoHydrated(page, `${empty.url}/cars?status=sold`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sold Archive' })).toBeVisible();
    const soldCard = page.getByRole('article').filter({ hasText: sold.model });
    await expect(soldCard.getByText('SOLD', { exact: true })).toBeVisible();
    await expect(page.getByText(withPhoto.model)).toHaveCount(0);
  });

  test('list view shows every detail, thumbnails 01 02 03 switch the photo on click and preview on hover', async ({
    empty,
    page,
  }) => {
    const car = await carWithPhotos(empty, {
      price: 1_234_567,
      mileage: 4_321,
      color: 'Chalk',
      transmission: 'manual',
      fuelType: 'hybrid',
      description: 'First line of a long description. '.repeat(30),
    });
    const title = titleOf(car);

    await gotoHydrated(page, `${empty.url}/cars`);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');

    const row = page.getByRole('article').filter({ hasText: car.model });
    await expect(row.getByRole('heading', { name: title })).toBeVisible();
    await expect(row.getByText('$1,234,567')).toBeVisible();
    await expect(row.getByText('4,321 km')).toBeVisible();
    await expect(row.getByText('Chalk')).toBeVisible();
    await expect(row.getByText('Manual')).toBeVisible();
    await expect(row.getByText('Hybrid')).toBeVisible();
    await expect(row.getByText('FOR SALE', { exact: true })).toBeVisible();
    await expect(row.getByText(/First line of a long description/)).toHaveCSS('-webkit-line-clamp', '2');
    await expect(row.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Share' })).toBeVisible();

    const photo = (n: number) => row.getByRole('img', { name: `${title}, photo ${n} of 3` });
    await expect(photo(1)).toHaveAttribute('src', car.images[0]);
    for (const label of ['01', '02', '03']) {
      await expect(row.getByRole('button', { name: label, exact: true })).toBeVisible();
    }

    await row.getByRole('button', { name: '02', exact: true }).click();
    await expect(photo(2)).toHaveAttribute('src', car.images[1]);
    await expect(row.getByRole('button', { name: '02', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await row.getByRole('button', { name: '03', exact: true }).hover();
    await expect(photo(3)).toHaveAttribute('src', car.images[2]);
    const preview = row.locator('[aria-hidden="true"] img');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', car.images[2]);

    // Leaving the numbers ends the preview: the clicked photo is back.
    await row.getByRole('heading', { name: title }).hover();
    await expect(photo(2)).toHaveAttribute('src', car.images[1]);
    await expect(preview).toHaveCount(0);
  });

  test('a grid card opens the detail dialog with the same information; Escape closes it', async ({
    empty,
    page,
  }) => {
    const car = await carWithPhotos(empty, { price: 455_000, mileage: 9_800, color: 'Nardo Grey' });
    const title = titleOf(car);

    await gotoHydrated(page, `${empty.url}/cars`);
    // The card is a link to the car's page (for crawlers, a new tab, no JavaScript); a plain click opens it here.
    const card = page.getByRole('link', { name: title });
    await expect(card).toHaveAttribute('href', carPath(car));
    await card.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cars\\?carId=${car.id}$`));
    await expect(dialog.getByText('$455,000')).toBeVisible();
    await expect(dialog.getByText('9,800 km')).toBeVisible();
    await expect(dialog.getByText('Nardo Grey')).toBeVisible();
    await expect(dialog.getByText('Automatic')).toBeVisible();
    await expect(dialog.getByText('Petrol')).toBeVisible();
    await expect(dialog.getByText(car.description)).toBeVisible();
    await expect(dialog.getByText('FOR SALE', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '03', exact: true }).click();
    await expect(dialog.getByRole('img', { name: `${title}, photo 3 of 3` })).toHaveAttribute(
      'src',
      car.images[2],
    );
    await expect(dialog.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/cars$/);
    await expect(card).toBeFocused();
  });

  test('the listing ships no card code: cards stay HTML, and a tap on any card still opens its dialog', async ({
    seeded,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `${seeded.url}/cars`);
    const cards = page.locator('main ul > li');
    expect(await cards.count()).toBeGreaterThan(4);
    // React keeps its props on a DOM node it has hydrated: no card is React's (decision 0020).
    const hydratedCards = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main ul > li a')].filter((a) =>
            Object.keys(a).some((key) => key.startsWith('__reactProps')),
          ).length,
      );
    const fifth = cards.nth(4);
    await fifth.scrollIntoViewIfNeeded();
    expect(await hydratedCards()).toBe(0);
    const name = (await fifth.locator('h2 a').innerText()).split('\n').pop()?.trim() ?? '';
    await fifth.locator('h2 a').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toContainText(name, {
      ignoreCase: true,
    });
    expect(await hydratedCards()).toBe(0);
  });

  test('carId opens that car on load, with its title, price and photo in the shared-link preview', async ({
    empty,
    page,
  }) => {
    const car = await carWithPhotos(empty, { price: 389_000 });
    const title = titleOf(car);

    const { head: html } = await renderedHtml(empty, `/cars?carId=${car.id}`);
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain(`<meta property="og:image" content="${empty.url}${car.images[0]}">`);
    expect(html).toContain(`<meta property="og:title" content="${title} | `);
    expect(html).toMatch(/<meta name="description" content="\$389,000 · /);
    expect(html).toContain(`<link rel="canonical" href="${empty.url}/cars?carId=${car.id}">`);

    const dialog = await openCarDialog(page, empty, car);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$389,000')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Available Vehicles' })).toBeVisible();
    await expect(page).toHaveTitle(/^Available Vehicles \| /);
  });

  test('carId combines with status=sold', async ({ empty, page }) => {
    const sold = await createCar(empty, { status: 'sold', model: unique('918 Spyder') });
    const dialog = await openCarDialog(page, empty, sold, 'status=sold&');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('SOLD', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Sold Archive' })).toBeVisible();
    await expect(page).toHaveURL(/\/cars\?status=sold$/);
  });

  test('Enquire Now closes the dialog and opens the enquiry drawer about that car', async ({
    empty,
    page,
  }) => {
    const car = await createCar(empty, { mileage: 7_654 });
    const dialog = await openCarDialog(page, empty, car);
    await dialog.getByRole('button', { name: 'Enquire Now' }).click();
    const drawer = contactDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(drawer.getByText(titleOf(car), { exact: true })).toBeVisible();
    await expect(drawer.getByText('7,654 km')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: 'List view' }).click();
    await page
      .getByRole('article')
      .filter({ hasText: car.model })
      .getByRole('button', { name: 'Enquire Now' })
      .click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(titleOf(car), { exact: true })).toBeVisible();
  });

  test.describe('Share', () => {
    const openShare = async (page: Page, server: Server, car: Car) => {
      const dialog = await openCarDialog(page, server, car);
      await dialog.getByRole('button', { name: 'Share' }).click();
    };

    test('uses the device share sheet with the car link, title and price text', async ({ empty, page }) => {
      const car = await createCar(empty, { price: 289_900 });
      await stubShareSheet(page);
      const alerts = acceptDialogs(page);
      await openShare(page, empty, car);
      await expect
        .poll(() => sharedSoFar(page))
        .toEqual([
          {
            title: titleOf(car),
            text: `Check out this ${titleOf(car)} for $289,900`,
            url: `${empty.url}/cars?carId=${car.id}`,
          },
        ]);
      expect(alerts).toEqual([]);
    });

    test('says "for sale" when the car has no price', async ({ empty, page }) => {
      const car = await createCar(empty, { price: 0 });
      await page.addInitScript(() => {
        const w = window as unknown as { shared: { text: string }[] };
        w.shared = [];
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: { text: string }) => {
            w.shared.push(data);
          },
        });
      });
      await openShare(page, empty, car);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shared: { text: string }[] }).shared[0]?.text),
        )
        .toBe(`Check out this ${titleOf(car)} for sale`);
    });

    test('a cancelled share does nothing', async ({ empty, page }) => {
      const car = await createCar(empty);
      await page.addInitScript(() => {
        const w = window as unknown as { attempts: number; handled: boolean; copies: string[] };
        w.attempts = 0;
        w.handled = false;
        w.copies = [];
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: () => {
            w.attempts += 1;
            const cancelled = Promise.reject(new DOMException('Share canceled', 'AbortError'));
            // The page's catch runs in a microtask once this rejects; a task queued after it runs later,
            // by which time any fallback would have started by copying the link.
            cancelled.catch(() => setTimeout(() => (w.handled = true)));
            return cancelled;
          },
        });
        // Every fallback (copied, or the link shown after a failed copy) starts here.
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async (text: string) => void w.copies.push(text) },
        });
      });
      const alerts = acceptDialogs(page);
      await openShare(page, empty, car);
      await page.waitForFunction(() => (window as unknown as { handled: boolean }).handled);
      const after = await page.evaluate(() => {
        const w = window as unknown as { attempts: number; copies: string[] };
        return { attempts: w.attempts, copies: w.copies };
      });
      expect(after).toEqual({ attempts: 1, copies: [] });
      expect(alerts).toEqual([]);
    });

    for (const { name, share } of [
      { name: 'without a share sheet it copies the link and says so', share: 'missing' },
      { name: 'a failed share falls back to copying the link', share: 'refused' },
    ] as const) {
      test(name, async ({ empty, page, context }) => {
        const car = await createCar(empty);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: empty.url });
        await page.addInitScript((share) => {
          Object.defineProperty(navigator, 'share', {
            configurable: true,
            value:
              share === 'missing'
                ? undefined
                : async () => {
                    throw new DOMException('Not allowed', 'NotAllowedError');
                  },
          });
        }, share);
        const alerts = acceptDialogs(page);
        await openShare(page, empty, car);
        await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${empty.url}/cars?carId=${car.id}`,
        );
      });
    }

    test('when copying fails too, it shows the link to copy by hand', async ({ empty, page }) => {
      const car = await createCar(empty);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async () => {
            throw new DOMException('Not allowed', 'NotAllowedError');
          },
        });
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        });
      });
      const alerts = acceptDialogs(page);
      await openShare(page, empty, car);
      await expect.poll(() => alerts).toEqual([`Share this link: ${empty.url}/cars?carId=${car.id}`]);
    });
  });

  test('shows the empty state when there is nothing to list', async ({ empty, page }) => {
    await deleteAll(empty, '/api/cars', '/api/admin/cars');
    for (const path of ['/cars', '/cars?status=sold']) {
      await gotoHydrated(page, `${empty.url}${path}`);
      await expect(page.getByText('No vehicles available at the moment', { exact: true })).toBeVisible();
      await expect(page.getByText('Please check back later', { exact: true })).toBeVisible();
    }
    const available = await createCar(empty);
    await createCar(empty, { status: 'sold' });
    await deleteAll(empty, '/api/cars?status=sold', '/api/admin/cars');
    await gotoHydrated(page, `${empty.url}/cars?status=sold`);
    await expect(page.getByText('No vehicles available at the moment', { exact: true })).toBeVisible();
    await gotoHydrated(page, `${empty.url}/cars`);
    await expect(page.getByText(available.model)).toBeVisible();
  });

  test('has no accessibility violations in grid, list and dialog views', async ({ empty, page }) => {
    // axe walks the whole page several times, which is slow on a busy machine.
    test.slow();
    const car = await carWithPhotos(empty);
    await createCar(empty, { status: 'sold' });
    await gotoHydrated(page, `${empty.url}/cars`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(page.locator('[data-swap="listing"]')).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.getByRole('link', { name: titleOf(car) }).click();
    await expect(page.getByRole('dialog', { name: titleOf(car) })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, `${empty.url}/cars?status=sold`);
    await expectNoAxeViolations(page);
  });
});
