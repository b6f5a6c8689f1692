import type { HireCar } from '../../../src/shared/schemas/car';
import { expectNoAxeViolations } from '../browser';
import { expect, test } from '../fixtures';
import {
  bookNow,
  createHireCar,
  expectEmptyListing,
  gotoHydrated,
  renderedHtml,
  uploadPhotos,
} from './listings-support';

const titleOf = (car: HireCar) => `${car.year} ${car.make} ${car.model}`;

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
    consoleProblems,
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
    expect(consoleProblems).toEqual([]);
  });

  test('the list view shows the same cards in rows', async ({ empty, page, consoleProblems }) => {
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
    expect(consoleProblems).toEqual([]);
  });

  test('BOOK NOW opens the enquiry drawer about that car', async ({ empty, page, consoleProblems }) => {
    const car = await createHireCar(empty, { mileage: 3_210 });
    const drawer = await bookNow(page, empty, car.model);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(titleOf(car), { exact: true })).toBeVisible();
    await expect(drawer.getByText('3,210 km')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('shows the empty state when the fleet is empty', async ({ empty, page, consoleProblems }) => {
    await expectEmptyListing(page, empty, '/hire', '/api/hire-cars', NOTHING_LISTED);
    expect(consoleProblems).toEqual([]);
  });

  test('has no accessibility violations in grid and list views', async ({ empty, page, consoleProblems }) => {
    // axe walks the whole page several times, which is slow on a busy machine.
    test.slow();
    const images = await uploadPhotos(empty, [90, 90, 90], [10, 60, 40]);
    await createHireCar(empty, { images });
    await createHireCar(empty, { status: 'rented' });
    await gotoHydrated(page, `${empty.url}/hire`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expectNoAxeViolations(page);
    expect(consoleProblems).toEqual([]);
  });
});
