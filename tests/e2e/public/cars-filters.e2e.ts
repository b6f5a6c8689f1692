import type { Page } from '@playwright/test';
import type { Car, CarInput } from '../../../src/shared/schemas/car';
import { expectNoAxeViolations } from '../browser';
import { expect, type Server, siteTest as test } from '../fixtures';
import { createCar, gotoHydrated, renderedHtml, unique } from './listings-support';

/**
 * A make of its own with `count` cars, created oldest first, so a test's filter sees only its cars
 * on a server other tests also fill. Car i costs $100,000 + i × $10,000 and has i × 1,000 km.
 */
async function stock(server: Server, count: number, fields: (i: number) => Partial<CarInput> = () => ({})) {
  const make = unique('Marque');
  const cars: Car[] = [];
  for (let i = 0; i < count; i++) {
    cars.push(
      await createCar(server, {
        make,
        model: unique(`Model ${i}`),
        price: 100_000 + i * 10_000,
        mileage: i * 1_000,
        ...fields(i),
      }),
    );
  }
  return { make, cars };
}

/** The cars the listing shows, by model, in their order. */
const shownModels = (page: Page) => page.locator('[data-car-id] h3, [data-car-id] h2').allTextContents();
const cardCount = (page: Page) => page.locator('[data-car-id]');

/** Marks the window, so that a later check can tell a client navigation from a page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
}
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test.describe('/cars filters, sort and pages', () => {
  test('24 cars a page with numbered page links; filters apply as client navigations', async ({
    empty,
    page,
  }) => {
    const { make, cars } = await stock(empty, 30);
    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}`);
    await markWindow(page);
    await expect(cardCount(page)).toHaveCount(24);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();

    // The cards scrolled near are laid out only then (content-visibility), a frame after Playwright's own
    // scroll, which can move the links under its click: scroll first and let that frame pass.
    await pages.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(cardCount(page)).toHaveCount(6);
    // Newest first: the six oldest cars are on the second page.
    for (const car of cars.slice(0, 6)) await expect(page.getByText(car.model)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await sameWindow(page)).toBe(true);

    // A list choice applies at once and starts again at the first page.
    await page.getByLabel('Price to').selectOption('200000');
    await expect.poll(() => param(page, 'priceMax')).toBe('200000');
    expect(param(page, 'page')).toBeNull();
    await expect(cardCount(page)).toHaveCount(11);
    await expect(pages).toHaveCount(0);

    // Typed values apply with the button.
    await page.getByLabel('Model').fill(cars[3].model);
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => param(page, 'model')).toBe(cars[3].model);
    await expect(cardCount(page)).toHaveCount(1);
    await expect(page.getByText(cars[3].model)).toBeVisible();

    // The make filter counts the cars matching every other filter.
    await expect(page.getByLabel('Make').locator('option:checked')).toHaveText(`${make} (1)`);

    await page.goBack();
    await expect(cardCount(page)).toHaveCount(11);
    await expect(page.getByLabel('Model')).toHaveValue('');
    expect(await sameWindow(page)).toBe(true);
  });

  test('works without JavaScript: the GET form filters, the page links and the cards are plain links', async ({
    empty,
    browser,
  }) => {
    const { make, cars } = await stock(empty, 27, (i) => ({
      transmission: i % 3 === 0 ? 'manual' : 'automatic',
    }));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${empty.url}/cars`);
      await page.getByLabel('Make').selectOption(make);
      await page.getByLabel('Transmission').selectOption('manual');
      await page.getByRole('button', { name: 'Show results' }).click();
      await expect.poll(() => param(page, 'make')).toBe(make);
      expect(param(page, 'transmission')).toBe('manual');
      // Cars 0, 3, 6 … 24 are the manual ones.
      await expect(cardCount(page)).toHaveCount(9);
      await expect(page.getByText(cars[3].model)).toBeVisible();
      await expect(page.getByText(cars[4].model)).toHaveCount(0);
      await expect(page.getByLabel('Transmission')).toHaveValue('manual');

      await page.goto(`${empty.url}/cars?make=${encodeURIComponent(make)}`);
      await expect(cardCount(page)).toHaveCount(24);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
      await expect.poll(() => param(page, 'page')).toBe('2');
      await expect(cardCount(page)).toHaveCount(3);
      for (const car of cars.slice(0, 3)) await expect(page.getByText(car.model)).toBeVisible();

      // A card is a link: without JavaScript it leads to the car's own page.
      await page.getByRole('link', { name: new RegExp(cars[0].model) }).click();
      await expect(page).toHaveURL(/\/cars\/\d+\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(cars[0].model, {
        ignoreCase: true,
      });
    } finally {
      await context.close();
    }
  });

  test('sorts by price both ways, year and kilometres', async ({ empty, page }) => {
    const { make, cars } = await stock(empty, 4, (i) => ({
      price: [300_000, 100_000, 400_000, 200_000][i],
      year: [2019, 2023, 2021, 2020][i],
      mileage: [5_000, 40_000, 20_000, 1_000][i],
    }));
    const order = (...indexes: number[]) => indexes.map((i) => `${cars[i].year} ${make} ${cars[i].model}`);
    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}&sort=price-asc`);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    expect(await shownModels(page)).toEqual(order(1, 3, 0, 2));

    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    await expect.poll(() => shownModels(page)).toEqual(order(2, 0, 3, 1));
    expect(param(page, 'sort')).toBe('price-desc');
    await page.getByLabel('Sort by').selectOption({ label: 'Year newest' });
    await expect.poll(() => shownModels(page)).toEqual(order(1, 2, 3, 0));
    await page.getByLabel('Sort by').selectOption({ label: 'Kilometres lowest' });
    await expect.poll(() => shownModels(page)).toEqual(order(3, 0, 2, 1));
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect.poll(() => shownModels(page)).toEqual(order(3, 2, 1, 0));
    expect(param(page, 'sort')).toBeNull();
  });

  test('an empty result says so and offers to clear the filters', async ({ empty, page }) => {
    const { make } = await stock(empty, 2);
    const sold = await createCar(empty, { status: 'sold', model: unique('Carrera GT') });
    await gotoHydrated(page, `${empty.url}/cars?status=sold&make=${encodeURIComponent(make)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sold Archive' })).toBeVisible();
    await expect(page.getByText('No vehicles match these filters')).toBeVisible();
    await expect(page.getByText('No vehicles available at the moment')).toHaveCount(0);
    const clear = page.getByRole('link', { name: 'Clear filters' });
    await expect(clear).toHaveAttribute('href', '/cars?status=sold');
    await clear.click();
    await expect(page).toHaveURL(/\/cars\?status=sold$/);
    await expect(page.getByText(sold.model)).toBeVisible();
    await expect(page.getByLabel('Make')).toHaveValue('');
  });

  test('carId opens a car that sits on a later page', async ({ empty, page }) => {
    const { make, cars } = await stock(empty, 26);
    const oldest = cars[0];
    const title = `${oldest.year} ${oldest.make} ${oldest.model}`;
    const { head } = await renderedHtml(empty, `/cars?make=${encodeURIComponent(make)}&carId=${oldest.id}`);
    expect(head).toContain(`<title>${title} | `);

    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}&carId=${oldest.id}`);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$100,000')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => param(page, 'carId')).toBeNull();
    expect(param(page, 'make')).toBe(make);
    await expect(cardCount(page)).toHaveCount(24);
  });

  test('a filtered, sorted later page is server-rendered with only its own cars', async ({ empty }) => {
    const { make, cars } = await stock(empty, 30);
    const path = `/cars?make=${encodeURIComponent(make)}&priceMax=400000&sort=price-asc&page=2`;
    const res = await fetch(`${empty.url}${path}`);
    const html = await res.text();
    const { body, head } = await renderedHtml(empty, path);
    expect(res.status).toBe(200);
    // Price ascending, 24 a page: the second page holds the six dearest.
    for (const car of cars.slice(24)) expect(body).toContain(car.model);
    // Not in the markup, nor in the data handed to the browser: a page carries its 24 cars, no more.
    for (const car of cars.slice(0, 24)) expect(html).not.toContain(car.model);
    expect(body).toMatch(/aria-current="page"[^>]*>2<|aria-label="Page 2"[^>]*aria-current="page"/);
    expect(body).toMatch(new RegExp(`<option value="${make}" selected="">`));
    expect(head).toContain(`<link rel="canonical" href="${empty.url}/cars?make=`);
    expect(head).toMatch(/<title>Available Vehicles \| /);

    // A page past the end says where the cars are.
    const past = await renderedHtml(empty, `/cars?make=${encodeURIComponent(make)}&page=9`);
    expect(past.status).toBe(200);
    expect(past.body).toContain('No vehicles on this page');
    expect(past.body).toContain('30 vehicles are on the earlier pages.');
    expect(past.body).toContain(`href="/cars?${new URLSearchParams({ make })}"`);
  });

  test('a value the address cannot use is named and left out', async ({ empty, page }) => {
    const { make, cars } = await stock(empty, 2, (i) => ({ year: 2018 + i * 4 }));
    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}&yearMin=2022&yearMax=2010`);
    await expect(page.getByText('Must not be before Year from')).toBeVisible();
    // The rest of the filters still hold.
    await expect(cardCount(page)).toHaveCount(1);
    await expect(page.getByText(cars[1].model)).toBeVisible();

    // With JavaScript, an upside-down range is refused before it is sent.
    await page.getByLabel('Year to').fill('2000');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByText('Must not be before Year from')).toBeVisible();
    expect(param(page, 'yearMax')).toBe('2010');
  });

  test('folds into a Filters disclosure on a phone and is a bar on a desktop, accessible in both', async ({
    empty,
    page,
  }) => {
    test.slow();
    const { make } = await stock(empty, 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}`);
    const disclosure = page.locator('summary', { hasText: 'Filters' });
    await expect(disclosure).toBeVisible();
    await expect(page.getByLabel('Make')).toBeHidden();
    await expectNoAxeViolations(page);
    await disclosure.click();
    await expect(page.getByLabel('Make')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, `${empty.url}/cars?make=${encodeURIComponent(make)}`);
    await expect(disclosure).toBeHidden();
    await expect(page.getByLabel('Make')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
