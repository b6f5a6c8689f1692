import type { Locator, Page } from '@playwright/test';
import { addDays, formatDay, sydneyDay } from '../../../src/shared/hire-booking';
import type { HireCar } from '../../../src/shared/schemas/car';
import type { HireBooking } from '../../../src/shared/schemas/hire-booking';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { hireCarPath } from '../../../src/shared/vehicle-path';
import { expectNoAxeViolations } from '../browser';
import type { Server } from '../fixtures';
import {
  ENQUIRY,
  expect,
  expectFailedRequests,
  leadAfterAlert,
  sendEnquiry,
  test,
  uniqueEmail,
} from './forms-support';
import { bookNow, contactDrawer, createHireCar, gotoHydrated, unique } from './listings-support';

// A drawer with a two-month calendar is a lot of clicks on a busy machine.
test.describe.configure({ timeout: 90_000 });

const today = sydneyDay();
/** A day far enough ahead to be bookable and on the calendar's first two months' pages. */
const day = (n: number) => addDays(today, n);
/**
 * The accessible name of a calendar day, as a screen reader hears it: the full Australian date without
 * the comma after the weekday ("Thursday 3 December 2026"), then whether it is free.
 */
const dayName = (d: string, state: 'free' | 'taken') => {
  const full = new Date(`${d}T00:00:00Z`).toLocaleDateString('en-AU', { dateStyle: 'full', timeZone: 'UTC' });
  return `${full.replace(',', '')}, ${state}`;
};

const blockout = (server: Server, hireCarId: number, startDate: string, endDate: string) =>
  server.api(
    'POST',
    '/api/admin/hire-car-blockouts',
    { hireCarId, startDate, endDate, reason: 'Detailing' },
    true,
  );

async function openBooking(page: Page, server: Server, car: HireCar): Promise<Locator> {
  const drawer = await bookNow(page, server, car.model);
  // The form's code is fetched when the drawer first opens: on a loaded two-core machine that can take a while.
  await expect(drawer.getByRole('group', { name: 'Your booking' })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

/** Shows the month of `d` on the calendar (it opens on this month) and clicks that day. */
async function pickDay(drawer: Locator, d: string, state: 'free' | 'taken' = 'free') {
  const cell = drawer.getByRole('button', { name: dayName(d, state), exact: true });
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++)
    await drawer.getByRole('button', { name: 'Next month' }).click();
  // A taken day is announced as unavailable (aria-disabled); a click on it must change nothing.
  if (state === 'taken') {
    await expect(cell).toBeDisabled();
    await cell.click({ force: true });
  } else await cell.click();
}

test.describe('hire booking requests', () => {
  test('a visitor picks dates around taken days, sees the quote and sends the request', async ({
    empty,
    page,
    alerts,
  }) => {
    const car = await createHireCar(empty, {
      model: unique('Huracán Tecnica'),
      dailyRate: 1_200,
      bond: 5_000,
      kmPerDay: 200,
      excessPerKm: 2.5,
      minDriverAge: 25,
    });
    await blockout(empty, car.id, day(14), day(15));
    const drawer = await openBooking(page, empty, car);

    // Taken days are named so and cannot be chosen.
    await pickDay(drawer, day(14), 'taken');
    await expect(drawer.getByText('Choose on the calendar')).toHaveCount(2);
    // A range across the taken days is refused: the second click starts a new pickup instead.
    await pickDay(drawer, day(12));
    await pickDay(drawer, day(17));
    await expect(drawer.getByRole('button', { name: dayName(day(17), 'free') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(drawer.getByRole('button', { name: dayName(day(12), 'free') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await pickDay(drawer, day(19));
    await expect(drawer.getByText(formatDay(day(17)), { exact: true })).toBeVisible();
    await expect(drawer.getByText(formatDay(day(19)), { exact: true })).toBeVisible();
    await drawer.getByLabel('Pickup time').selectOption('09:00');
    await drawer.getByLabel('Return time').selectOption('17:00');

    // 9am to 5pm two days later: three hire days.
    const quote = drawer.getByRole('region', { name: 'Your quote' });
    await expect(quote).toContainText('3 days × $1,200');
    await expect(quote).toContainText('$3,600');
    await expect(quote).toContainText('$5,000');
    await expect(quote).toContainText('600 km, then $2.50/km');

    const email = uniqueEmail('booking');
    await sendEnquiry(drawer, { 'First Name *': 'Amelia', 'Email *': email });
    await expect(drawer.getByRole('alert')).toHaveText("Please confirm the driver's licence and age.");
    expect(alerts).toEqual([]);
    await drawer.getByLabel(/The driver holds a full driver's licence and is at least 25 years old/).check();
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
    const stored = await leadAfterAlert<ContactSubmission>(empty, ENQUIRY, alerts, email);
    expect(stored.bookingDates).toEqual({ start: day(17), end: day(19) });
    const { booking } = await empty.api<{ booking: HireBooking }>(
      'GET',
      `/api/admin/hire-bookings/lead/${stored.id}`,
      undefined,
      true,
    );
    expect(booking).toMatchObject({ status: 'requested', pickupTime: '09:00', returnTime: '17:00' });
    expect(booking.quote).toMatchObject({ days: 3, total: 3_600, bond: 5_000, kmIncluded: 600 });
  });

  test('dates taken while the visitor types: the clash is named, the calendar updated, nothing lost', async ({
    empty,
    page,
    alerts,
  }) => {
    // Chromium logs the 409 the test provokes as a failed resource.
    expectFailedRequests();
    const car = await createHireCar(empty, { model: unique('Cullinan') });
    const drawer = await openBooking(page, empty, car);
    await pickDay(drawer, day(20));
    await pickDay(drawer, day(22));
    await drawer.getByLabel(/The driver holds a full driver's licence/).check();
    const email = uniqueEmail('clash');
    // Someone else takes a day of the range after the visitor picked it, before the request is sent.
    await blockout(empty, car.id, day(21), day(21));
    await sendEnquiry(drawer, {
      'First Name *': 'Noah',
      'Email *': email,
      Message: 'Airport pickup, please.',
    });
    await expect(drawer.getByRole('alert')).toHaveText(
      new RegExp(
        `^Sorry, the .+ is already booked from ${formatDay(day(21))} to ${formatDay(day(21))}\\. Please choose other dates\\.$`,
      ),
    );
    expect(alerts).toEqual([]);
    await expect(drawer.getByPlaceholder('First Name *')).toHaveValue('Noah');
    await expect(drawer.getByPlaceholder('Email *')).toHaveValue(email);
    await expect(drawer.getByPlaceholder('Message')).toHaveValue('Airport pickup, please.');
    await expect(drawer.getByText(formatDay(day(20)), { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: dayName(day(21), 'taken') })).toBeVisible();

    // New dates go through.
    await pickDay(drawer, day(23));
    await pickDay(drawer, day(24));
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
    const stored = await leadAfterAlert<ContactSubmission>(empty, ENQUIRY, alerts, email);
    expect(stored.bookingDates).toEqual({ start: day(23), end: day(24) });
  });

  test('the calendar works from the keyboard', async ({ empty, page }) => {
    const car = await createHireCar(empty, { model: unique('DBS') });
    const drawer = await openBooking(page, empty, car);
    const tomorrow = drawer.getByRole('button', { name: dayName(day(1), 'free') });
    await tomorrow.focus();
    await page.keyboard.press('ArrowDown');
    await expect(drawer.getByRole('button', { name: dayName(day(8), 'free') })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(drawer.getByText(formatDay(day(8)), { exact: true })).toBeVisible();
    await expect(drawer.getByText(formatDay(day(10)), { exact: true })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Your quote' })).toBeVisible();
  });

  test('the return is bounded by the longest hire staff set', async ({ empty, page }) => {
    const setLongest = (value: string) =>
      empty.api('POST', '/api/admin/site-settings', { key: 'hire_max_days', value }, true);
    await setLongest('3');
    try {
      const car = await createHireCar(empty, { model: unique('Roma Spider') });
      const drawer = await openBooking(page, empty, car);
      await pickDay(drawer, day(5));
      await expect(
        drawer.getByText(`Hires are at most 3 days: return by ${formatDay(day(8))}.`),
      ).toBeVisible();
      // The day after the last return day is out of reach as a return: choosing it starts a new pickup.
      const after = drawer.getByRole('button', {
        name: dayName(day(9), 'free').replace(/free$/, 'after the longest hire: starts a new pickup'),
      });
      await expect(after).toBeVisible();
      await after.click();
      await expect(drawer.getByText(formatDay(day(9)), { exact: true })).toBeVisible();
      await expect(drawer.getByText('Choose on the calendar')).toHaveCount(1);
      // Within the bound, the return is taken.
      await pickDay(drawer, day(12));
      await expect(drawer.getByText(formatDay(day(12)), { exact: true })).toBeVisible();
      await expect(drawer.getByRole('region', { name: 'Your quote' })).toBeVisible();
    } finally {
      await setLongest('');
    }
  });

  test('the fleet says when a booked-out car is next free; each car has its own page', async ({
    empty,
    page,
  }) => {
    test.slow();
    const car = await createHireCar(empty, {
      model: unique('SF90'),
      bond: 10_000,
      minDays: 2,
      minDriverAge: 30,
    });
    await blockout(empty, car.id, today, day(40));
    await gotoHydrated(page, `${empty.url}/hire`);
    const card = page.getByRole('article').filter({ hasText: car.model });
    await expect(card.getByText(`Booked out · next free ${formatDay(day(41))}`)).toBeVisible();
    await card.getByRole('button', { name: 'Check availability' }).click();
    // The card shows one month, today's; tomorrow, the first bookable day, is on the next page on a month's last day.
    if (day(1).slice(0, 7) !== today.slice(0, 7))
      await card.getByRole('button', { name: 'Next month' }).click();
    await expect(card.getByRole('img', { name: dayName(day(1), 'taken') })).toBeVisible();
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: `Details of the ${car.year} ${car.make} ${car.model}` }).click();
    await expect(page).toHaveURL(`${empty.url}${hireCarPath(car)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.make} ${car.model}`);
    await expect(page).toHaveTitle(new RegExp(`^Hire the ${car.year} ${car.make} ${car.model}`));
    await expect(page.getByText('$10,000')).toBeVisible();
    await expect(page.getByText('30+')).toBeVisible();
    await expect(page.getByText('2 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    await page.getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(contactDrawer(page)).toBeVisible();

    const missing = await page.goto(`${empty.url}/hire/999999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });
});
