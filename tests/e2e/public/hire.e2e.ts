import type { HireCar } from '../../../src/shared/schemas/car';
import { hireCarPath } from '../../../src/shared/vehicle-path';
import { expectNoAxeViolations, sharedSoFar, stubShareSheet } from '../browser';
import { expect, siteTest as test } from '../fixtures';
import {
  bookNow,
  contactDrawer,
  createHireCar,
  expectEmptyListing,
  expectGallerySteps,
  gotoHydrated,
  jsonLdOf,
  renderedHtml,
  titleOf,
  unique,
  uploadPhotos,
} from './listings-support';

/** What the page says when there is nothing to list. */
const NOTHING_LISTED = 'No vehicles available for hire at the moment.';

test.describe('/hire', () => {
  test('is server-rendered with the fleet, daily rates and its own title', async ({ empty }) => {
    // createHireCar gives every car a model of its own, so the body names this car and no other.
    const car = await createHireCar(empty, { dailyRate: 2_450 });
    const page = await renderedHtml(empty, '/hire');
    expect(page.status).toBe(200);
    expect(page.head).toMatch(/<title>Luxury Car Hire Fleet \| /);
    expect(page.body).toContain('Luxury Car Hire Fleet');
    expect(page.body).toContain(car.model);
    expect(page.body).toContain('$2,450/day');
    expect(page.body).toContain('BOOK NOW');
  });

  test('cards show the car, Kilometres, specs, badge and Daily Rate; dots switch between photos', async ({
    empty,
    page,
  }) => {
    const images = await uploadPhotos(empty, [200, 160, 20], [20, 20, 20]);
    const car = await createHireCar(empty, {
      images,
      mileage: 14_250,
      color: 'Giallo Orion',
      transmission: 'manual',
      fuelType: 'diesel',
      dailyRate: 1_800,
    });
    const rented = await createHireCar(empty, { status: 'rented', images: [images[1]] });
    const title = titleOf(car);

    await gotoHydrated(page, `${empty.url}/hire`);
    await expect(page.getByRole('heading', { level: 1, name: 'Luxury Car Hire Fleet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');

    const card = page.getByRole('article').filter({ hasText: car.model });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.getByText('AVAILABLE', { exact: true })).toBeVisible();
    await expect(card.getByText('Kilometres', { exact: true })).toBeVisible();
    await expect(card.getByText('14,250 km')).toBeVisible();
    await expect(card.getByText('Giallo Orion')).toBeVisible();
    await expect(card.getByText('Manual')).toBeVisible();
    await expect(card.getByText('Diesel')).toBeVisible();
    await expect(card.getByText('Daily Rate', { exact: true })).toBeVisible();
    await expect(card.getByText('$1,800/day')).toBeVisible();
    await expect(card.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();

    const first = card.getByRole('button', { name: 'Show photo 1 of 2' });
    const second = card.getByRole('button', { name: 'Show photo 2 of 2' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(card.getByRole('img', { name: `${title}, photo 1 of 2` })).toBeInViewport();
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current', 'true');
    await expect(card.getByRole('img', { name: `${title}, photo 2 of 2` })).toBeInViewport();

    const rentedCard = page.getByRole('article').filter({ hasText: rented.model });
    await expect(rentedCard.getByText('RENTED', { exact: true })).toBeVisible();
    await expect(rentedCard.getByRole('button', { name: /Show photo/ })).toHaveCount(0);
  });

  test('the list view shows the same cards in rows', async ({ empty, page }) => {
    const car = await createHireCar(empty, { dailyRate: 990 });
    await gotoHydrated(page, `${empty.url}/hire`);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    const row = page.getByRole('article').filter({ hasText: car.model });
    await expect(row.getByRole('heading', { name: titleOf(car) })).toBeVisible();
    await expect(row.getByText('$990/day')).toBeVisible();
    await expect(row.getByText('Kilometres', { exact: true })).toBeVisible();
    await expect(row.getByText('No Image', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'BOOK NOW' })).toBeVisible();
  });

  test('BOOK NOW opens the enquiry drawer about that car', async ({ empty, page }) => {
    const car = await createHireCar(empty, { mileage: 3_210 });
    const drawer = await bookNow(page, empty, car.model);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(titleOf(car), { exact: true })).toBeVisible();
    await expect(drawer.getByText('3,210 km')).toBeVisible();
  });

  test('shows the empty state when the fleet is empty', async ({ empty, page }) => {
    await expectEmptyListing(page, empty, '/hire', '/api/hire-cars', NOTHING_LISTED);
  });

  test('has no accessibility violations in grid and list views', async ({ empty, page }) => {
    // axe walks the whole page several times, which is slow on a busy machine.
    test.slow();
    const images = await uploadPhotos(empty, [90, 90, 90], [10, 60, 40]);
    await createHireCar(empty, { images });
    await createHireCar(empty, { status: 'rented' });
    await gotoHydrated(page, `${empty.url}/hire`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('a hire car page', () => {
  test('shows every filled detail and the line breaks of its description; head: product, Car with a rental Offer', async ({
    empty,
  }) => {
    const vin = 'ZFF98RNA000123456';
    const car = await createHireCar(empty, {
      make: unique('Ferrari'),
      model: 'Roma',
      dailyRate: 1_450,
      mileage: 15_200,
      color: 'Blu Pozzi',
      description: 'Two occasional rear seats.\nIdeal for a weekend in the Southern Highlands.',
      features: ['2+2 seating', 'Passenger display'],
      bodyType: 'suv',
      engine: '3.9L twin-turbo V8',
      drivetrain: 'Rear-wheel drive',
      interiorColor: 'Cuoio leather',
      seats: 4,
      doors: 2,
      stockNumber: 'H-0214',
      vin,
      registrationPlate: 'ROMA24',
      registrationExpiry: '2027-06-30',
      minDays: 2,
    });
    const path = hireCarPath(car);
    const { status, head, body } = await renderedHtml(empty, path);
    expect(status).toBe(200);

    // Each filled field by its label, as on a car's page; the VIN by its ending only.
    for (const [label, value] of [
      ['Kilometres', '15,200 km'],
      ['Colour', 'Blu Pozzi'],
      ['Year', String(car.year)],
      ['Body', 'SUV'],
      ['Engine', '3.9L twin-turbo V8'],
      ['Drivetrain', 'Rear-wheel drive'],
      ['Interior', 'Cuoio leather'],
      ['Seats', '4'],
      ['Doors', '2'],
      ['Stock No.', 'H-0214'],
      ['VIN', '…123456'],
      ['Registration', 'ROMA24'],
      ['Rego Expiry', '30 June 2027'],
      ['Minimum hire', '2 days'],
    ])
      expect(body, label).toMatch(
        new RegExp(`<dt[^>]*>${label.replace('.', '\\.')}</dt><dd[^>]*>${value}</dd>`),
      );
    expect(await (await fetch(`${empty.url}${path}`)).text()).not.toContain(vin);
    // The line break stays a line break (pre-line), not a run-on sentence.
    expect(body).toContain('Two occasional rear seats.\nIdeal for a weekend in the Southern Highlands.');
    expect(body).toContain('Passenger display');
    expect(body).toContain('BOOK NOW');
    expect(body).toContain('$1,450/day');

    const url = `${empty.url}${path}`;
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain(`<meta property="og:url" content="${url}">`);
    expect(head).toContain(`<title>Hire the ${titleOf(car)} |`);
    const ld = jsonLdOf(head);
    expect(ld.find((d) => d['@type'] === 'AutoDealer')).toMatchObject({ '@id': `${empty.url}/#dealer` });
    expect(ld.find((d) => d['@type'] === 'Car')).toMatchObject({
      '@context': 'https://schema.org',
      '@id': url,
      url,
      name: titleOf(car),
      brand: { name: car.make },
      model: 'Roma',
      bodyType: 'SUV',
      vehicleEngine: { name: '3.9L twin-turbo V8' },
      mileageFromOdometer: { value: 15_200, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        url,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: 1_450,
        priceCurrency: 'AUD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1_450,
          priceCurrency: 'AUD',
          unitCode: 'DAY',
          referenceQuantity: { value: 1, unitCode: 'DAY' },
          eligibleQuantity: { minValue: 2, unitCode: 'DAY' },
        },
        availability: 'https://schema.org/InStock',
        seller: { '@id': `${empty.url}/#dealer` },
      },
    });
  });

  test("the gallery is the car page's: counter, arrows, thumbnails; Share shares the page; BOOK NOW opens the drawer; no accessibility violations", async ({
    empty,
    page,
  }) => {
    const images = await uploadPhotos(empty, [150, 20, 30], [20, 60, 150]);
    const car = await createHireCar(empty, { images, dailyRate: 2_500, mileage: 4_321, status: 'rented' });
    const title = titleOf(car);
    await stubShareSheet(page);
    await gotoHydrated(page, `${empty.url}${hireCarPath(car)}`);
    await expect(page.getByText('RENTED', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The same gallery as a car's page (issue 33: hire pages at parity).
    await expectGallerySteps(page, 2);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => sharedSoFar(page))
      .toEqual([
        {
          title,
          text: `Check out this ${title} for hire at $2,500/day`,
          url: `${empty.url}${hireCarPath(car)}`,
        },
      ]);

    await page.getByRole('button', { name: 'BOOK NOW' }).click();
    const drawer = contactDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(title, { exact: true })).toBeVisible();
    await expect(drawer.getByText('4,321 km')).toBeVisible();
  });

  test('lists up to 4 similar hire cars, the same make first, each linking to its own page', async ({
    empty,
    page,
  }) => {
    const make = unique('Bentley');
    const car = await createHireCar(empty, { make, model: 'Continental GT', dailyRate: 1_200 });
    const others: HireCar[] = [];
    for (const [model, dailyRate] of [
      ['Bentayga', 1_100],
      ['Flying Spur', 1_300],
      ['Mulsanne', 900],
      ['Azure', 2_000],
      ['Arnage', 800],
    ] as const)
      others.push(await createHireCar(empty, { make, model, dailyRate }));
    // Another make at the very same rate still ranks below every car of the same make.
    await createHireCar(empty, { make: unique('Aston Martin'), dailyRate: 1_200 });

    await gotoHydrated(page, `${empty.url}${hireCarPath(car)}`);
    const similar = page.getByRole('region', { name: 'Similar hire cars' });
    const links = similar.getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    // The same make, nearest daily rate first.
    expect(hrefs).toEqual(
      ['Bentayga', 'Flying Spur', 'Mulsanne', 'Arnage'].map((model) =>
        hireCarPath(others.find((o) => o.model === model)!),
      ),
    );
    await expect(similar.getByText('$1,100/day')).toBeVisible();
    await similar.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${make} Bentayga`);
  });
});
