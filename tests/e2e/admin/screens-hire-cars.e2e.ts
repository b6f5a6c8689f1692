import { sydneyDay } from '../../../src/shared/hire-booking';
import type { Blockout, HireCar } from '../../../src/shared/schemas/car';
import { buildHireCar, VEHICLE_DETAILS } from '../../factories/cars';
import { fillLabelled } from '../browser';
import { test } from '../fixtures';
import { expect, loginAs, openNewVehicleForm, screenshots, toast, unique } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

const dayFromToday = (days: number) => sydneyDay(new Date(Date.now() + days * 86_400_000));

test('hire fleet: add through the hire-car endpoints with a daily rate, edit to rented, delete', async ({
  empty,
  page,
}) => {
  const model = unique('Huracán EVO');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/hire-cars`);
  await expect(page.getByRole('heading', { name: 'Hire Cars Fleet' })).toBeVisible();

  const form = await openNewVehicleForm(page, 'Hire Car');
  await fillLabelled(form, {
    Make: 'Lamborghini',
    Model: model,
    Year: '2023',
    'Daily Rate': '1,800',
    Mileage: '8000',
  });
  await expect(form.getByLabel('Status').locator('option')).toHaveText(['Available', 'Rented']);
  await form.getByRole('button', { name: 'Add Hire Car' }).click();
  await expect(toast(page, 'Hire Car added')).toBeVisible();

  const saved = (await empty.api<HireCar[]>('GET', '/api/hire-cars')).find((c) => c.model === model)!;
  expect(saved).toMatchObject({ make: 'Lamborghini', dailyRate: 1800, mileage: 8000, status: 'available' });

  const card = page.getByRole('article', { name: `2023 Lamborghini ${model}` });
  await expect(card.getByText('$1,800/day')).toBeVisible();
  await expect(card.getByText('Available')).toBeVisible();

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Daily Rate')).toHaveValue('1800');
  await form.getByLabel('Status').selectOption('rented');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText('Rented')).toBeVisible();
  expect((await empty.api<HireCar>('GET', `/api/hire-cars/${saved.id}`)).status).toBe('rented');
  await screenshots(page, 'admin-hire-cars');

  await card.getByRole('button', { name: `Delete 2023 Lamborghini ${model}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hire Car' });
  await confirm.getByLabel('Type delete to confirm').fill('Delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toBeHidden();
  expect((await empty.api<HireCar[]>('GET', '/api/hire-cars')).some((c) => c.id === saved.id)).toBe(false);
});

test('hire fleet: blockouts are validated, added and deleted', async ({ empty, page }) => {
  const car = await empty.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ model: unique('Cullinan') }),
  );
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/hire-cars`);
  const card = page.getByRole('article', { name: `${car.year} ${car.make} ${car.model}` });
  await card.getByRole('button', { name: 'Manage Blockouts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Blockouts' });
  await expect(dialog.getByText('No blockouts')).toBeVisible();
  const add = dialog.getByRole('form', { name: 'Add blockout' });
  const submit = add.getByRole('button', { name: 'Add Blockout' });

  // Start and end are required.
  await submit.click();
  await expect(add.getByText('Required')).toHaveCount(2);
  // Not before today.
  await add.getByLabel('Start Date').fill(dayFromToday(-3));
  await add.getByLabel('End Date').fill(dayFromToday(-1));
  await submit.click();
  await expect(add.getByText('Must not be before today')).toHaveCount(2);
  // The end not before the start.
  await add.getByLabel('Start Date').fill(dayFromToday(10));
  await add.getByLabel('End Date').fill(dayFromToday(8));
  await submit.click();
  await expect(add.getByText('Must not be before the start date')).toBeVisible();
  expect(await empty.api<Blockout[]>('GET', `/api/admin/hire-car-blockouts/${car.id}`)).toEqual([]);

  // The reason is optional.
  await add.getByLabel('End Date').fill(dayFromToday(12));
  await add.getByLabel('Reason').fill('Detailing and service');
  await submit.click();
  await expect(toast(page, 'Blockout added')).toBeVisible();
  await expect(dialog.getByText('Detailing and service')).toBeVisible();
  await expect(dialog.getByText('3 days')).toBeVisible();
  await expect(add.getByLabel('Start Date')).toHaveValue('');

  await add.getByLabel('Start Date').fill(dayFromToday(20));
  await add.getByLabel('End Date').fill(dayFromToday(20));
  await submit.click();
  await expect(dialog.getByText('1 day', { exact: true })).toBeVisible();
  const stored = await empty.api<Blockout[]>('GET', `/api/admin/hire-car-blockouts/${car.id}`);
  expect(stored).toMatchObject([
    { startDate: dayFromToday(10), endDate: dayFromToday(12), reason: 'Detailing and service' },
    { startDate: dayFromToday(20), endDate: dayFromToday(20), reason: null },
  ]);
  await screenshots(page, 'admin-hire-blockouts', { fullPage: false });

  await dialog
    .getByRole('button', { name: /^Delete blockout/ })
    .first()
    .click();
  await expect(toast(page, 'Blockout deleted')).toBeVisible();
  await expect(dialog.getByText('Detailing and service')).toBeHidden();
  expect(await empty.api<Blockout[]>('GET', `/api/admin/hire-car-blockouts/${car.id}`)).toHaveLength(1);
});

test('hire fleet: blockout failures are shown', async ({ empty, page }) => {
  const car = await empty.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ model: unique('Urus') }),
  );
  await empty.api('POST', '/api/admin/hire-car-blockouts', {
    hireCarId: car.id,
    startDate: dayFromToday(5),
    endDate: dayFromToday(6),
  });
  await loginAs(page, empty);
  await page.route('**/api/admin/hire-car-blockouts**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.goto(`${empty.url}/admin/hire-cars`);
  await page
    .getByRole('article', { name: `${car.year} ${car.make} ${car.model}` })
    .getByRole('button', { name: 'Manage Blockouts' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Manage Blockouts' });
  const add = dialog.getByRole('form', { name: 'Add blockout' });
  await add.getByLabel('Start Date').fill(dayFromToday(1));
  await add.getByLabel('End Date').fill(dayFromToday(2));
  await add.getByRole('button', { name: 'Add Blockout' }).click();
  await expect(toast(page, 'Failed to create blockout')).toBeVisible();
  await dialog.getByRole('button', { name: /^Delete blockout/ }).click();
  await expect(toast(page, 'Failed to delete blockout')).toBeVisible();
});

test('hire fleet: the vehicle details show again on edit and save unchanged', async ({ empty, page }) => {
  const car = await empty.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ ...VEHICLE_DETAILS, model: unique('Huracán STO') }),
  );
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/hire-cars`);
  const card = page.getByRole('article', { name: `${car.year} ${car.make} ${car.model}` });
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Hire Car details' });
  await expect(form.getByLabel('Body Type')).toHaveValue('coupe');
  await expect(form.getByLabel('VIN')).toHaveValue(VEHICLE_DETAILS.vin);
  await expect(form.getByLabel('Seats')).toHaveValue('4');
  await expect(form.getByLabel('Registration Expiry')).toHaveValue(VEHICLE_DETAILS.registrationExpiry);
  await form.getByLabel('Engine').fill('5.2L V10');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Hire Car updated')).toBeVisible();
  const saved = (await empty.api<HireCar[]>('GET', '/api/admin/hire-cars')).find((c) => c.id === car.id)!;
  expect(saved).toMatchObject({ ...VEHICLE_DETAILS, engine: '5.2L V10' });
  // The public record of the same car masks the VIN.
  expect(await empty.api<HireCar>('GET', `/api/hire-cars/${car.id}`)).toMatchObject({
    vin: null,
    vinEnding: VEHICLE_DETAILS.vin.slice(-6),
  });
});

test('hire fleet: filtered by daily rate and sorted, on a phone behind the Filters button', async ({
  empty,
  page,
}) => {
  const make = unique('Noleggio').replace(/\W/g, '');
  const add = (dailyRate: number) =>
    empty.api<HireCar>(
      'POST',
      '/api/admin/hire-cars',
      buildHireCar({ make, model: unique('Test'), dailyRate }),
    );
  const cheap = await add(900);
  const mid = await add(1_600);
  const dear = await add(2_400);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/hire-cars?make=${make}`);

  const grid = page.getByRole('list', { name: 'Hire Cars Fleet' });
  const titles = () => grid.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
  const titleOf = (car: HireCar) => `${car.year} ${car.make} ${car.model}`;
  // The make came with the address.
  await expect.poll(titles).toEqual([dear, mid, cheap].map(titleOf));

  const filters = page.getByRole('group', { name: 'Filter hire cars' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: /Filters/ }).click();
  await filters.getByLabel('Daily Rate from').selectOption('1000');
  await expect.poll(titles).toEqual([dear, mid].map(titleOf));
  await page.getByLabel('Sort by').selectOption({ label: 'Rate low to high' });
  await expect.poll(titles).toEqual([mid, dear].map(titleOf));
  await expect(page).toHaveURL(/[?&]priceMin=1000(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
});
