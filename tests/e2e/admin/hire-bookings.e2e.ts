import type { Page } from '@playwright/test';
import { addDays, formatDay, sydneyDay } from '../../../src/shared/hire-booking';
import type { Blockout, HireCar } from '../../../src/shared/schemas/car';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { buildHireCar } from '../../factories/cars';
import { type Server, test } from '../fixtures';
import { acceptDialogs, expect, loginAs, toast, unique } from './screens-support';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, car: HireCar) =>
  page.getByRole('article', { name: `${car.year} ${car.make} ${car.model}` });

const day = (n: number) => addDays(sydneyDay(), n);

const request = (server: Server, car: HireCar, name: string, start: string, end: string) =>
  server.api<ContactSubmission>('POST', '/api/contact-submissions', {
    firstName: name,
    lastName: 'Clarke',
    email: `${unique(name).replace(/\W+/g, '.').toLowerCase()}@example.com`,
    contactNumber: null,
    businessName: null,
    message: 'A weekend away.',
    vehicleEnquiry: { id: car.id, year: car.year, make: car.make, model: car.model, mileage: car.mileage },
    bookingDates: { start, end },
    pickupTime: '10:00',
    returnTime: '10:00',
    licenceConfirmed: true,
  });

test('staff confirm a booking request in one click; an overlapping one is refused, then declined', async ({
  empty,
  page,
}) => {
  const car = await empty.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ model: unique('Urus') }),
    true,
  );
  const first = await request(empty, car, 'Amelia', day(10), day(12));
  const second = await request(empty, car, 'Oliver', day(12), day(13));
  const dialogs = acceptDialogs(page);

  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/leads/contact/${first.id}`);
  const panel = page.getByRole('region', { name: 'Booking request' });
  await expect(panel).toContainText('Awaiting your decision');
  await expect(panel).toContainText(`${formatDay(day(10))}, 10:00 am`);
  await expect(panel).toContainText('2 days × $1,800 = $3,600');
  await expect(
    panel.getByRole('img', { name: new RegExp(`${day(10).slice(8).replace(/^0/, '')}`) }).first(),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Booking confirmed')).toBeVisible();
  await expect(panel).toContainText('Confirmed by admin');
  await expect(panel.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Timeline', exact: true });
  await expect(timeline).toContainText(`Booking confirmed (${formatDay(day(10))} to ${formatDay(day(12))})`);
  await expect(timeline).toContainText('Your booking is confirmed');
  const blockouts = await empty.api<Blockout[]>(
    'GET',
    `/api/admin/hire-car-blockouts/${car.id}`,
    undefined,
    true,
  );
  expect(blockouts).toEqual([
    expect.objectContaining({ startDate: day(10), endDate: day(12), reason: 'Booking: Amelia Clarke' }),
  ]);

  await page.goto(`${empty.url}/admin/leads/contact/${second.id}`);
  const other = page.getByRole('region', { name: 'Booking request' });
  await other.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(toast(page, 'Failed to update booking')).toContainText('is no longer free');
  await other.getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Booking declined')).toBeVisible();
  expect(dialogs).toEqual(['Decline this booking request? The customer is e-mailed the next free dates.']);
  await expect(other).toContainText('Declined by admin');
  expect(
    await empty.api<Blockout[]>('GET', `/api/admin/hire-car-blockouts/${car.id}`, undefined, true),
  ).toHaveLength(1);
});

test("staff set a hire car's terms in its form", async ({ empty, page }) => {
  const car = await empty.api<HireCar>(
    'POST',
    '/api/admin/hire-cars',
    buildHireCar({ model: unique('Ghost') }),
    true,
  );
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/hire-cars`);
  await card(page, car).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Hire Car details' });
  await form.getByLabel('Bond').fill('8000');
  await form.getByLabel('Kilometres per day').fill('150');
  await form.getByLabel('Excess per km').fill('3.75');
  await form.getByLabel('Minimum driver age').fill('28');
  await form.getByLabel('Minimum days').fill('2');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Hire car updated')).toBeVisible();
  expect(await empty.api<HireCar>('GET', `/api/hire-cars/${car.id}`)).toMatchObject({
    bond: 8000,
    kmPerDay: 150,
    excessPerKm: 3.75,
    minDriverAge: 28,
    minDays: 2,
  });

  await card(page, car).getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Excess per km').fill('two dollars');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Enter an amount like 2.50')).toBeVisible();
});
