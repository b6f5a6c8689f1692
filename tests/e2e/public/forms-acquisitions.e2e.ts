import type { Locator, Page } from '@playwright/test';
import type { Acquisition } from '../../../src/shared/schemas/leads';
import {
  expect,
  expectFailedRequests,
  expectNothingSent,
  gotoHydrated,
  leadAfterAlert,
  test,
  uniqueEmail,
} from './forms-support';

const WAITLIST = {
  list: 'acquisitions',
  success: "Thank you for joining our waitlist! We'll be in touch soon.",
};
const FAILURE = 'Sorry, there was an error submitting your request. Please try again.';

const vehicles = (page: Page) =>
  page.getByRole('group', { name: "Vehicles you're looking for" }).getByRole('listitem');
const addVehicle = (page: Page) => page.getByRole('button', { name: 'Add Vehicle' });
const submit = (page: Page) => page.getByRole('button', { name: 'Join Waitlist' });
/** A field of one vehicle card; the first card's make and model labels carry a required marker. */
const field = (card: Locator, label: string) => card.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function fillPerson(page: Page, email: string) {
  await page.getByLabel('First name').fill('Niki');
  await page.getByLabel('Last name').fill('Lauda');
  await page.getByLabel('Email').fill(email);
}

test.describe('acquisitions waitlist', () => {
  test('joins the waitlist; later vehicles without make or model are dropped', async ({
    empty,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('niki');
    await gotoHydrated(page, `${empty.url}/acquisitions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Source your vehicle' })).toBeVisible();
    await expect(page.getByText('You can add up to 4 vehicles. At least one is required.')).toBeVisible();

    await fillPerson(page, email);
    await page.getByLabel('Contact number').fill('0400 312 312');
    await page.getByLabel('Budget notes').fill('Up to $600k all up, trade-in available.');
    const first = vehicles(page).nth(0);
    await field(first, 'Make').fill('Ferrari');
    await field(first, 'Model').fill('F40');
    await field(first, 'Year from').fill('1988');
    await field(first, 'Year to').fill('1992');
    await field(first, 'Target budget').fill('450000');
    await field(first, 'Notes').fill('Rosso Corsa, documented history');

    await addVehicle(page).click();
    await field(vehicles(page).nth(1), 'Make').fill('Lamborghini');
    await addVehicle(page).click();
    await field(vehicles(page).nth(2), 'Make').fill('Porsche');
    await field(vehicles(page).nth(2), 'Model').fill('959');

    await submit(page).click();
    const stored = await leadAfterAlert<Acquisition>(empty, WAITLIST, alerts, email);
    expect(stored).toMatchObject({
      firstName: 'Niki',
      lastName: 'Lauda',
      contactNumber: '0400 312 312',
      budgetNotes: 'Up to $600k all up, trade-in available.',
      status: 'new',
    });
    expect(stored.desiredCars.map(({ id: _, ...car }) => car)).toEqual([
      {
        make: 'Ferrari',
        model: 'F40',
        yearFrom: 1988,
        yearTo: 1992,
        targetBudget: 450000,
        notes: 'Rosso Corsa, documented history',
      },
      { make: 'Porsche', model: '959', yearFrom: null, yearTo: null, targetBudget: null, notes: null },
    ]);

    // Reset to one empty vehicle.
    await expect(vehicles(page)).toHaveCount(1);
    await expect(field(vehicles(page).nth(0), 'Make')).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('stores null for the optional fields left empty', async ({ empty, page, alerts }) => {
    const email = uniqueEmail('min');
    await gotoHydrated(page, `${empty.url}/acquisitions`);
    await fillPerson(page, email);
    await field(vehicles(page).nth(0), 'Make').fill('Aston Martin');
    await field(vehicles(page).nth(0), 'Model').fill('DB5');
    await submit(page).click();
    const stored = await leadAfterAlert<Acquisition>(empty, WAITLIST, alerts, email);
    expect(stored).toMatchObject({ contactNumber: null, budgetNotes: null });
    expect(stored.desiredCars).toHaveLength(1);
  });

  test('holds 1 to 4 vehicles: Add Vehicle hidden at 4, Remove only when more than one', async ({
    empty,
    page,
  }) => {
    await gotoHydrated(page, `${empty.url}/acquisitions`);
    await expect(vehicles(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Remove vehicle/ })).toHaveCount(0);

    await addVehicle(page).click();
    await expect(vehicles(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Remove vehicle/ })).toHaveCount(2);
    await addVehicle(page).click();
    await addVehicle(page).click();
    await expect(vehicles(page)).toHaveCount(4);
    await expect(addVehicle(page)).toHaveCount(0);

    await field(vehicles(page).nth(2), 'Make').fill('Third');
    await page.getByRole('button', { name: 'Remove vehicle 2' }).click();
    await expect(vehicles(page)).toHaveCount(3);
    await expect(field(vehicles(page).nth(1), 'Make')).toHaveValue('Third');
    await expect(addVehicle(page)).toBeVisible();

    await page.getByRole('button', { name: 'Remove vehicle 3' }).click();
    await page.getByRole('button', { name: 'Remove vehicle 2' }).click();
    await expect(vehicles(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Remove vehicle/ })).toHaveCount(0);
  });

  test("requires the person's names and e-mail, and the first vehicle's make and model only", async ({
    empty,
    page,
  }) => {
    await expectNothingSent(page, async () => {
      await gotoHydrated(page, `${empty.url}/acquisitions`);
      await submit(page).click();
      await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Required');
      await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Required');
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
      await expect(page.getByLabel('First name')).toBeFocused();
      await expect(page.getByLabel('Contact number')).not.toHaveAttribute('aria-invalid', 'true');
      const first = vehicles(page).nth(0);
      await expect(field(first, 'Make')).toHaveAccessibleDescription('Required');

      await fillPerson(page, 'x@example.com');
      await field(first, 'Make').fill('Bugatti');
      await addVehicle(page).click();
      await submit(page).click();
      await expect(field(first, 'Model')).toHaveAccessibleDescription('Required');
      await expect(field(first, 'Model')).toBeFocused();
      await expect(field(vehicles(page).nth(1), 'Make')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('a failure alerts and keeps the data', async ({ empty, page, alerts }) => {
    expectFailedRequests();
    await page.route('**/api/acquisitions', (route) => route.fulfill({ status: 500, body: '' }));
    await gotoHydrated(page, `${empty.url}/acquisitions`);
    await fillPerson(page, 'keep@example.com');
    await field(vehicles(page).nth(0), 'Make').fill('McLaren');
    await field(vehicles(page).nth(0), 'Model').fill('F1');
    await addVehicle(page).click();
    await submit(page).click();
    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(page.getByLabel('Email')).toHaveValue('keep@example.com');
    await expect(vehicles(page)).toHaveCount(2);
    await expect(field(vehicles(page).nth(0), 'Model')).toHaveValue('F1');

    await page.unroute('**/api/acquisitions');
    await page.route('**/api/acquisitions', (route) => route.abort());
    await submit(page).click();
    await expect.poll(() => alerts).toEqual([FAILURE, FAILURE]);
  });
});
