import type { Car, CarInput } from '../../../src/shared/schemas/car';
import { buildCar } from '../../factories/cars';
import { failRequests, fillLabelled } from '../browser';
import { test } from '../fixtures';
import { expect, loginAs, photoPng, screenshots, toast, unique, uploadMedia } from './screens-support';

// Each test drives a whole screen; a busy machine can make that slow, not wrong.
test.describe.configure({ timeout: 90_000 });

test('cars for sale: add with photos in order, validation, edit, and delete only after typing delete', async ({
  empty,
  page,
}) => {
  const model = unique('911 GT3');
  const front = await uploadMedia(empty, `front-${model}.png`, await photoPng('#3a3f47', '#0d0f12'));
  const side = await uploadMedia(empty, `side-${model}.png`, await photoPng('#6b1d1d', '#140606'));
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/cars`);

  await expect(page.getByRole('heading', { name: 'Cars for Sale Inventory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  await page.getByRole('button', { name: 'Add New Car' }).click();
  const form = page.getByRole('form', { name: 'Car details' });

  // Make, model, year and price are required; numbers must be whole.
  await form.getByLabel('Year').fill('');
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(form.getByText('Required')).toHaveCount(4);
  await form.getByLabel('Make').fill('Porsche');
  await form.getByLabel('Model').fill(model);
  await form.getByLabel('Year').fill('2022');
  await form.getByLabel('Price').fill('289900.50');
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(form.getByText('Enter a whole number')).toBeVisible();
  await form.getByLabel('Price').fill('289,900');
  // Mileage that is not a number is saved as 0.
  await form.getByLabel('Mileage').fill('low');
  await form.getByLabel('Colour').fill('Guards Red');
  await form.getByLabel('Transmission').selectOption('manual');
  await form.getByLabel('Description').fill('One owner, full Porsche service history.');
  await form.getByRole('textbox', { name: 'Features' }).fill('Sport Chrono');
  await form.getByRole('textbox', { name: 'Features' }).press('Enter');
  await form.getByRole('textbox', { name: 'Features' }).fill('Carbon bucket seats');
  await form.getByRole('textbox', { name: 'Features' }).press('Enter');
  await expect(form.getByRole('list', { name: 'Added features' }).getByRole('listitem')).toHaveCount(2);

  // Photos come from the media library, one pick at a time, and can be reordered and removed.
  for (const asset of [side, front]) {
    await form.getByRole('button', { name: 'Add Image' }).click();
    const library = page.getByRole('dialog', { name: 'Media Library' });
    await library.getByRole('button', { name: `Select ${asset.originalName}` }).click();
    await expect(library).toBeHidden();
  }
  const picked = form.getByRole('list', { name: 'Selected images' });
  await expect(picked.getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(picked.getByRole('listitem').first().getByText('Cover')).toBeVisible();
  await screenshots(page, 'admin-cars-form');

  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(toast(page, 'Car added')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add New Car' })).toBeVisible();

  const cars = await empty.api<Car[]>('GET', '/api/cars');
  const saved = cars.find((c) => c.model === model)!;
  expect(saved).toMatchObject({
    make: 'Porsche',
    year: 2022,
    price: 289_900,
    mileage: 0,
    color: 'Guards Red',
    transmission: 'manual',
    features: ['Sport Chrono', 'Carbon bucket seats'],
    images: [front.publicUrl, side.publicUrl],
    status: 'available',
  });

  const card = page.getByRole('article', { name: `2022 Porsche ${model}` });
  await expect(card.getByText('For Sale')).toBeVisible();
  await expect(card.getByText('$289,900')).toBeVisible();
  await screenshots(page, 'admin-cars');

  // Edit loads the record; saving returns to add mode.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Model')).toHaveValue(model);
  await expect(form.getByLabel('Price')).toHaveValue('289900');
  await form.getByLabel('Status').selectOption('sold');
  await form.getByLabel('Price').fill('275000');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Car updated')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await expect(card.getByText('$275,000')).toBeVisible();

  // Add New Car after an edit starts empty; Cancel closes it.
  await page.getByRole('button', { name: 'Add New Car' }).click();
  await expect(form.getByLabel('Model')).toHaveValue('');
  // A car opened for editing over one being typed asks first; refused, the typing stays.
  await form.getByLabel('Model').fill('Half typed');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await card.getByRole('button', { name: 'Edit' }).click();
  expect(await asked).toBe('You have unsaved changes. Discard them?');
  await expect(form.getByLabel('Model')).toHaveValue('Half typed');
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(form).toBeHidden();

  // Delete is enabled only once 'delete' is typed, in any case.
  await card.getByRole('button', { name: `Delete 2022 Porsche ${model}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Car' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel('Type delete to confirm').fill('delet');
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel('Type delete to confirm').fill('DeLeTe');
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(toast(page, 'Car deleted')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await empty.api<Car[]>('GET', '/api/cars')).some((c) => c.model === model)).toBe(false);
});

test('cars for sale: a failed save says so and keeps the form', async ({ empty, page }) => {
  await loginAs(page, empty);
  await failRequests(page, '**/api/admin/cars', 'POST');
  await page.goto(`${empty.url}/admin/cars`);
  await page.getByRole('button', { name: 'Add New Car' }).click();
  const form = page.getByRole('form', { name: 'Car details' });
  await fillLabelled(form, { Make: 'Ferrari', Model: 'Roma', Price: '420000' });
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(toast(page, 'Failed to create car')).toBeVisible();
  await expect(form.getByLabel('Model')).toHaveValue('Roma');
});

test('cars for sale: the vehicle details are saved, shown again on edit and cleared', async ({
  empty,
  page,
}) => {
  const model = unique('Cayenne Turbo GT');
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/cars`);
  await page.getByRole('button', { name: 'Add New Car' }).click();
  const form = page.getByRole('form', { name: 'Car details' });
  await fillLabelled(form, { Make: 'Porsche', Model: model, Year: '2023', Price: '389,000' });
  await form.getByLabel('Body Type').selectOption({ label: 'SUV' });
  await fillLabelled(form, {
    Engine: '4.0L twin-turbo V8',
    Drivetrain: 'All-wheel drive',
    Interior: 'Black and Arctic Grey leather',
    Seats: '4',
    Doors: '5',
    'Stock Number': 'P-2231',
    'Registration Plate': 'GT23',
    'Registration Expiry': '2027-03-31',
  });

  // A VIN with the letter O (never used in VINs) is refused with the reason, and the car is not saved.
  await form.getByLabel('VIN').fill('wp1zzz9yzpda0o123');
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(form.getByText('Must be 11 to 17 letters and digits, without I, O or Q')).toBeVisible();
  await form.getByLabel('VIN').fill('wp1zzz9yzpda01234');
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(toast(page, 'Car added')).toBeVisible();

  const saved = (await empty.api<Car[]>('GET', '/api/admin/cars')).find((c) => c.model === model)!;
  expect(saved).toMatchObject({
    bodyType: 'suv',
    engine: '4.0L twin-turbo V8',
    drivetrain: 'All-wheel drive',
    interiorColor: 'Black and Arctic Grey leather',
    seats: 4,
    doors: 5,
    vin: 'WP1ZZZ9YZPDA01234',
    vinEnding: 'A01234',
    stockNumber: 'P-2231',
    registrationPlate: 'GT23',
    registrationExpiry: '2027-03-31',
  });
  // Visitors get the VIN's ending only.
  expect(await empty.api<Car>('GET', `/api/cars/${saved.id}`)).toMatchObject({
    vin: null,
    vinEnding: 'A01234',
  });

  const card = page.getByRole('article', { name: `2023 Porsche ${model}` });
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Model')).toHaveValue(model);
  await expect(form.getByLabel('Body Type')).toHaveValue('suv');
  for (const [label, value] of [
    ['Engine', '4.0L twin-turbo V8'],
    ['Drivetrain', 'All-wheel drive'],
    ['Interior', 'Black and Arctic Grey leather'],
    ['Seats', '4'],
    ['Doors', '5'],
    ['VIN', 'WP1ZZZ9YZPDA01234'],
    ['Stock Number', 'P-2231'],
    ['Registration Plate', 'GT23'],
    ['Registration Expiry', '2027-03-31'],
  ])
    await expect(form.getByLabel(label)).toHaveValue(value);

  // Emptied fields are cleared, not kept.
  await form.getByLabel('Seats').fill('');
  await form.getByLabel('Body Type').selectOption({ label: 'Not specified' });
  await form.getByLabel('Registration Plate').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Car updated')).toBeVisible();
  const edited = (await empty.api<Car[]>('GET', '/api/admin/cars')).find((c) => c.id === saved.id)!;
  expect(edited).toMatchObject({
    seats: null,
    bodyType: null,
    registrationPlate: null,
    doors: 5,
    vin: saved.vin,
  });
});

test('cars for sale: the inventory filters and sorts like /cars, kept in the address', async ({
  empty,
  page,
}) => {
  // One word, so the make is one select option and one address value.
  const make = unique('Filtro').replace(/\W/g, '');
  const add = (fields: Partial<CarInput>) =>
    empty.api<Car>('POST', '/api/admin/cars', buildCar({ make, model: unique('Test'), ...fields }));
  const coupe = await add({ year: 2018, price: 150_000, transmission: 'manual', bodyType: 'coupe' });
  const suv = await add({ year: 2022, price: 420_000, bodyType: 'suv', fuelType: 'hybrid' });
  const dearCoupe = await add({ year: 2023, price: 310_000, bodyType: 'coupe', fuelType: 'electric' });
  // Another make with the same details: the make filter leaves it out.
  await empty.api(
    'POST',
    '/api/admin/cars',
    buildCar({ make: 'Porsche', bodyType: 'coupe', price: 200_000 }),
  );
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/cars`);

  const grid = page.getByRole('list', { name: 'Cars for Sale Inventory' });
  const titles = () => grid.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
  const titleOf = (car: Car) => `${car.year} ${car.make} ${car.model}`;
  const filters = page.getByRole('group', { name: 'Filter cars' });
  // A phone folds the bar behind a button; this test runs at the desktop width, where it is open.
  await expect(filters).toBeVisible();

  // The make list is the makes in stock, counted.
  await expect(filters.getByLabel('Make').locator(`option[value="${make}"]`)).toHaveText(`${make} (3)`);
  await filters.getByLabel('Make').selectOption(make);
  await expect.poll(titles).toEqual([dearCoupe, suv, coupe].map(titleOf));
  await expect(page).toHaveURL(new RegExp(`[?&]make=${make}(&|$)`));

  await filters.getByLabel('Body').selectOption('coupe');
  await expect.poll(titles).toEqual([dearCoupe, coupe].map(titleOf));
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect.poll(titles).toEqual([coupe, dearCoupe].map(titleOf));
  await filters.getByLabel('Price from').selectOption('200000');
  await expect.poll(titles).toEqual([titleOf(dearCoupe)]);
  await screenshots(page, 'admin-cars-filters');

  // A reload (or a shared link) keeps the filters, the order and the search words.
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(dearCoupe.model);
  await expect(page).toHaveURL(/[?&]q=/);
  await page.reload();
  await expect.poll(titles).toEqual([titleOf(dearCoupe)]);
  await expect(filters.getByLabel('Body')).toHaveValue('coupe');
  await expect(filters.getByLabel('Price from')).toHaveValue('200000');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('searchbox', { name: 'Search cars' })).toHaveValue(dearCoupe.model);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/make=|bodyType=|priceMin=|sort=|q=/);
  await expect(filters.getByLabel('Make')).toHaveValue('');
  await expect(page.getByRole('searchbox', { name: 'Search cars' })).toHaveValue('');
  await expect.poll(async () => (await titles()).length).toBeGreaterThan(3);
});
