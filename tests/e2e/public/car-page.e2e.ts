import type { Car } from '../../../src/shared/schemas/car';
import { carPath, hireCarPath } from '../../../src/shared/vehicle-path';
import { acceptDialogs, expectNoAxeViolations, sharedSoFar, stubShareSheet } from '../browser';
import { expect, type Server, siteTest as test } from '../fixtures';
import {
  contactDrawer,
  createCar,
  createHireCar,
  expectGallerySteps,
  gotoHydrated,
  jsonLdOf,
  renderedHtml,
  titleOf,
  unique,
  uploadPhotos,
} from './listings-support';

/** The first response for a path, redirects not followed. */
const firstAnswer = (server: Server, path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

test.describe('a car page', () => {
  test('is server-rendered with its details, head tags and Car + Offer JSON-LD; never the full VIN', async ({
    empty,
  }) => {
    const vin = 'WP0ZZZ99ZPS123456';
    const car = await createCar(empty, {
      make: unique('Porsche'),
      price: 312_500,
      mileage: 4_321,
      color: 'Shark Blue',
      description: 'Delivered new in Sydney.\nOne owner, always garaged.',
      features: ['Front axle lift', 'Bose audio'],
      bodyType: 'coupe',
      vin,
      engine: '4.0L flat-six',
      seats: 2,
      stockNumber: 'STK-2041',
    });
    const path = carPath(car);
    const res = await fetch(`${empty.url}${path}`);
    expect(res.status).toBe(200);
    const { head, body } = await renderedHtml(empty, path);

    expect(body).toMatch(new RegExp(`<h1[^>]*>${car.make}(<!-- -->)? (<!-- -->)?${car.model}</h1>`));
    expect(body).toContain('$312,500');
    expect(body).toContain('4,321 km');
    expect(body).toContain('Shark Blue');
    // The line break stays a line break (pre-line), not a run-on sentence.
    expect(body).toContain('Delivered new in Sydney.\nOne owner, always garaged.');
    expect(body).toContain('Front axle lift');
    expect(body).toContain('Coupe');
    expect(body).toContain('4.0L flat-six');
    expect(body).toContain('STK-2041');
    expect(body).toContain('FOR SALE');
    expect(body).toContain('Enquire Now');
    // Visitors see the VIN's ending only: not in the markup, the head or the dehydrated data.
    expect(body).toContain('…123456');
    expect(await (await fetch(`${empty.url}${path}`)).text()).not.toContain(vin);

    const canonical = `${empty.url}${path}`;
    expect(head).toContain(`<title>${titleOf(car)} for Sale |`);
    expect(head).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(head).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toMatch(/<meta name="description" content="For sale in Sydney: [^"]*\$312,500/);
    expect(head).toContain(`<meta property="og:title" content="${titleOf(car)} for Sale |`);
    const ld = jsonLdOf(head).find((d) => d['@type'] === 'Car');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      url: canonical,
      name: titleOf(car),
      brand: { name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      mileageFromOdometer: { value: 4_321, unitCode: 'KMT' },
      bodyType: 'Coupe',
      offers: {
        '@type': 'Offer',
        price: 312_500,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  test('a wrong slug or the id alone answer 301 to the right path; an unknown id is a real 404', async ({
    empty,
  }) => {
    const car = await createCar(empty, { make: 'Ferrari', model: unique('Roma') });
    const path = carPath(car);
    for (const asked of [
      `/cars/${car.id}/old-name`,
      `/cars/${car.id}`,
      `/cars/${car.id}/old-name?ref=chat`,
    ]) {
      const res = await firstAnswer(empty, asked);
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(asked.includes('?') ? `${path}?ref=chat` : path);
    }
    // Renamed: the old address follows the car to its new one.
    await empty.api('PATCH', `/api/admin/cars/${car.id}`, { model: 'Roma Spider' });
    const renamed = await firstAnswer(empty, path);
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get('location')).toBe(carPath({ ...car, model: 'Roma Spider' }));

    for (const missing of ['/cars/99999999/ferrari-roma', '/cars/abc/ferrari-roma']) {
      const { status, head, body } = await renderedHtml(empty, missing);
      expect(status, missing).toBe(404);
      expect(body).toContain('404 Page Not Found');
      expect(head).toContain('noindex');
    }
  });

  test('shows every photo with thumbnails, arrows, keys and a full-screen view; Enquire Now and Share', async ({
    empty,
    page,
  }) => {
    const images = await uploadPhotos(empty, [150, 20, 30], [20, 60, 150], [30, 140, 60]);
    const car = await createCar(empty, { images, mileage: 6_789, price: 199_000 });
    const title = titleOf(car);
    await stubShareSheet(page);
    await gotoHydrated(page, `${empty.url}${carPath(car)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.make} ${car.model}`);
    await expectNoAxeViolations(page);
    await expectGallerySteps(page, 3);
    await page.getByRole('button', { name: 'Previous photo' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('02 / 03')).toBeVisible();

    await page.getByRole('button', { name: 'View photos full screen' }).click();
    const close = page.getByRole('button', { name: 'Close full screen' });
    await expect(close).toBeVisible();
    await expect(page.getByRole('img', { name: `${title}, photo 2 of 3` })).toBeInViewport();
    await close.click();
    await expect(page.getByRole('button', { name: 'View photos full screen' })).toBeVisible();

    await page.getByRole('button', { name: 'Enquire Now' }).click();
    const drawer = contactDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(title, { exact: true })).toBeVisible();
    await expect(drawer.getByText('6,789 km')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // The car page shares itself, not the /cars dialog link.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => sharedSoFar(page))
      .toEqual([{ title, text: `Check out this ${title} for $199,000`, url: `${empty.url}${carPath(car)}` }]);
  });

  test('lists up to 4 similar cars of the same make, each linking to its own page', async ({
    empty,
    page,
  }) => {
    const make = unique('Aston Martin');
    const car = await createCar(empty, { make, model: 'DB12' });
    const others: Car[] = [];
    for (const model of ['Vantage', 'DBS', 'DBX707', 'Valour', 'Vanquish']) {
      others.push(await createCar(empty, { make, model }));
    }
    await createCar(empty, { make, model: 'DB5', status: 'sold' });
    await gotoHydrated(page, `${empty.url}${carPath(car)}`);
    const similar = page.getByRole('region', { name: 'Similar cars' });
    const links = similar.getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(carPath(car));
    expect(hrefs.every((href) => others.some((o) => carPath(o) === href))).toBe(true);
    await similar.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`${car.make} ${car.model}`);
  });

  test('a sold car keeps its page: SOLD, SoldOut, and "Find me one like this" opens /acquisitions prefilled', async ({
    empty,
    page,
  }) => {
    const car = await createCar(empty, {
      make: 'Lamborghini',
      model: unique('Aventador'),
      year: 2019,
      status: 'sold',
    });
    const { status, head, body } = await renderedHtml(empty, carPath(car));
    expect(status).toBe(200);
    expect(body).toContain('SOLD');
    expect(body).not.toContain('Enquire Now');
    expect(head).toContain(`<title>${titleOf(car)} (Sold) |`);
    expect(jsonLdOf(head).find((d) => d['@type'] === 'Car')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });

    await gotoHydrated(page, `${empty.url}${carPath(car)}`);
    await expect(page.getByText('SOLD', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Find me one like this' }).click();
    await expect(page).toHaveURL(/\/acquisitions\?/);
    await expect(page.getByRole('heading', { name: 'Source your vehicle' })).toBeVisible();
    await expect(page.getByLabel('Make')).toHaveValue('Lamborghini');
    await expect(page.getByLabel('Model')).toHaveValue(car.model);
    await expect(page.getByLabel('Year from')).toHaveValue('2018');
    await expect(page.getByLabel('Year to')).toHaveValue('2020');
  });

  test('the /cars?carId= dialog links to the car page', async ({ empty, page }) => {
    const car = await createCar(empty, { model: unique('Cayman GT4') });
    await gotoHydrated(page, `${empty.url}/cars?carId=${car.id}`);
    const dialog = page.getByRole('dialog', { name: titleOf(car) });
    await dialog.getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(`${empty.url}${carPath(car)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.make} ${car.model}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a hire car page lives at /hire/{id}/{slug}; the old /hire/{id} and stale slugs answer 301', async ({
  empty,
}) => {
  const car = await createHireCar(empty);
  const path = hireCarPath(car);
  for (const asked of [`/hire/${car.id}`, `/hire/${car.id}/old-name`]) {
    const res = await firstAnswer(empty, asked);
    expect(res.status, asked).toBe(301);
    expect(res.headers.get('location'), asked).toBe(path);
  }
  const { status, head, body } = await renderedHtml(empty, path);
  expect(status).toBe(200);
  expect(head).toContain(`<link rel="canonical" href="${empty.url}${path}">`);
  expect(body).toMatch(new RegExp(`<h1[^>]*>${car.make}(<!-- -->)? (<!-- -->)?${car.model}</h1>`));
  expect((await firstAnswer(empty, '/hire/99999999/anything')).status).toBe(404);
});

test('the acquisitions form takes only plausible values from its address', async ({ empty, page }) => {
  const alerts = acceptDialogs(page);
  await gotoHydrated(page, `${empty.url}/acquisitions?make=Bugatti&model=Chiron&yearFrom=20x1&yearTo=2023`);
  await expect(page.getByLabel('Make')).toHaveValue('Bugatti');
  await expect(page.getByLabel('Model')).toHaveValue('Chiron');
  await expect(page.getByLabel('Year from')).toHaveValue('');
  await expect(page.getByLabel('Year to')).toHaveValue('2023');
  expect(alerts).toEqual([]);
});
