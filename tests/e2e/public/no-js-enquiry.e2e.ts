import type { Browser, Page } from '@playwright/test';
import { ENQUIRY_SUCCESS } from '../../../src/client/public/components/forms/enquiry-form';
import { addDays, sydneyDay } from '../../../src/shared/hire-booking';
import type { HireBooking } from '../../../src/shared/schemas/hire-booking';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { carPath, hireCarPath } from '../../../src/shared/vehicle-path';
import { expect, recordByEmail, test, uniqueEmail } from './forms-support';
import { createCar, createHireCar, unique } from './listings-support';

// Issue 33, "link first": without JavaScript a visitor can open a car, enquire about it and request a
// hire booking; the form posts to /enquire and the server answers with a page, as the API call would save.

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('enquiries without JavaScript', () => {
  test('a visitor opens a car from /cars and sends an enquiry about it', async ({ empty, browser }) => {
    const car = await createCar(empty, { model: unique('Purosangue'), mileage: 1_250 });
    const email = uniqueEmail('nojs');
    await withoutScript(browser, async (page) => {
      await page.goto(`${empty.url}/cars`);
      await page
        .getByRole('link', { name: new RegExp(car.model) })
        .first()
        .click();
      await expect(page).toHaveURL(`${empty.url}${carPath(car)}`);
      await page.getByRole('button', { name: 'Enquire Now' }).click();
      await expect(page).toHaveURL(`${empty.url}/enquire?carId=${car.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started.");
      const about = page.getByRole('region', { name: 'Vehicle enquired about' });
      await expect(about).toContainText(`${car.year} ${car.make} ${car.model}`);
      await expect(about).toContainText('1,250 km');

      const form = page.getByRole('form', { name: 'Enquiry form' });
      await form.getByLabel('First name').fill('Nadia');
      await form.getByLabel('Last name').fill('Okafor');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Message').fill('Is it still available?');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page).toHaveURL(`${empty.url}/enquire?carId=${car.id}&sent=1`);
      await expect(page.getByRole('status')).toContainText(ENQUIRY_SUCCESS);
      await expect(page.getByRole('link', { name: 'Back to the car' })).toHaveAttribute('href', carPath(car));
      // A reload shows the same page and sends nothing again (the answer was a 303 to a GET).
      await page.reload();
      await expect(page.getByRole('status')).toContainText(ENQUIRY_SUCCESS);
    });
    const lead = await recordByEmail<ContactSubmission>(empty, 'contact-submissions', email);
    expect(lead).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Okafor',
      message: 'Is it still available?',
      status: 'new',
      bookingDates: null,
      vehicleEnquiry: { id: car.id, year: car.year, make: car.make, model: car.model, mileage: 1_250 },
    });
  });

  test('a refused form comes back with what was typed and the reason beside the field', async ({
    empty,
    browser,
  }) => {
    const car = await createCar(empty, { model: unique('Roma') });
    const email = uniqueEmail('nojs-refused');
    // The browser's own checks (required, type=email) stop an empty form; the server checks the same again.
    const res = await fetch(`${empty.url}/enquire?carId=${car.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: '', email, message: 'Call me <b>after</b> 5' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('Call me &lt;b&gt;after&lt;/b&gt; 5');
    await withoutScript(browser, async (page) => {
      await page.setContent(html.replace('<head>', `<head><base href="${empty.url}/">`));
      const first = page.getByRole('form', { name: 'Enquiry form' }).getByLabel('First name');
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').first()).toBeVisible();
    });
    expect(
      (await empty.api<ContactSubmission[]>('GET', '/api/admin/contact-submissions')).filter(
        (lead) => lead.email === email,
      ),
    ).toHaveLength(0);
  });

  test('a visitor requests a hire booking from the hire car page', async ({ empty, browser }) => {
    const car = await createHireCar(empty, { model: unique('Cullinan'), dailyRate: 2_000, minDays: 1 });
    const email = uniqueEmail('nojs-booking');
    const start = addDays(sydneyDay(), 20);
    const end = addDays(sydneyDay(), 22);
    await withoutScript(browser, async (page) => {
      await page.goto(`${empty.url}${hireCarPath(car)}`);
      await page.getByRole('button', { name: 'BOOK NOW' }).click();
      await expect(page).toHaveURL(`${empty.url}/enquire?hireCarId=${car.id}`);
      const form = page.getByRole('form', { name: 'Enquiry form' });
      await form.getByLabel('First name').fill('Theo');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Pickup date').fill(start);
      await form.getByLabel('Return date').fill(end);
      await form.getByLabel('Pickup time').selectOption('09:00');
      await form.getByLabel('Return time').selectOption('17:00');
      // Without the licence confirmed the server refuses, keeping the dates.
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page.getByText("Please confirm the driver's licence and age")).toBeVisible();
      await expect(form.getByLabel('Pickup date')).toHaveValue(start);
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(page.getByRole('status')).toContainText(ENQUIRY_SUCCESS);
    });
    const lead = await recordByEmail<ContactSubmission>(empty, 'contact-submissions', email);
    expect(lead.bookingDates).toEqual({ start, end });
    const { booking } = await empty.api<{ booking: HireBooking | null }>(
      'GET',
      `/api/admin/hire-bookings/lead/${lead.id}`,
    );
    expect(booking).toMatchObject({
      hireCarId: car.id,
      start,
      end,
      pickupTime: '09:00',
      returnTime: '17:00',
    });
  });
});
