import type { Page } from '@playwright/test';
import type { HireCar } from '../../../src/shared/schemas/car';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { holdRequests } from '../browser';
import {
  countByEmail,
  ENQUIRY,
  expect,
  expectFailedRequests,
  expectNothingSent,
  gotoHydrated,
  leadAfterAlert,
  sendEnquiry,
  sentBody,
  test,
  uniqueEmail,
} from './forms-support';
import { contactDrawer, openContactDrawer } from './listings-support';

const FAILURE = 'Sorry, there was an error submitting your enquiry. Please try again.';

/** Opens the page at `url` and then the contact drawer from the top bar's Contact button. */
async function openDrawer(page: Page, url: string) {
  await gotoHydrated(page, url);
  return openContactDrawer(page);
}

test.describe('enquiry form (contact drawer)', () => {
  test('sends an enquiry with exactly the fields of SPEC §7, then clears the form and closes the drawer', async ({
    empty,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('ada');
    const drawer = await openDrawer(page, `${empty.url}/`);
    const body = await sentBody(page, '**/api/contact-submissions', () =>
      sendEnquiry(drawer, {
        'First Name *': 'Ada',
        'Last Name *': 'Lovelace',
        'Email *': email,
        'Contact Number': '0400 123 456',
        Message: 'Interested in a V12 grand tourer.',
      }),
    );

    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      contactNumber: '0400 123 456',
      businessName: null,
      message: 'Interested in a V12 grand tourer.',
      vehicleEnquiry: null,
      bookingDates: null,
      status: 'new',
      website: '',
    });
    const stored = await leadAfterAlert<ContactSubmission>(empty, ENQUIRY, alerts, email);
    await expect(drawer).toBeHidden();
    expect(stored).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      contactNumber: '0400 123 456',
      businessName: null,
      message: 'Interested in a V12 grand tourer.',
      vehicleEnquiry: null,
      bookingDates: null,
      status: 'new',
    });

    // Reopened, the form is empty again.
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await expect(page.getByPlaceholder('First Name *')).toHaveValue('');
    await expect(page.getByPlaceholder('Email *')).toHaveValue('');
  });

  test('an enquiry about a vehicle carries its id, year, make, model and mileage', async ({
    seeded,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('booking');
    const fleet = await seeded.api<HireCar[]>('GET', '/api/hire-cars');
    await gotoHydrated(page, `${seeded.url}/hire`);
    await page.getByRole('button', { name: 'BOOK NOW' }).first().click();
    const drawer = contactDrawer(page);
    const shown = (await drawer.getByRole('region', { name: 'Vehicle enquired about' }).textContent()) ?? '';
    const car = fleet.find((c) =>
      shown.toUpperCase().includes(`${c.year} ${c.make} ${c.model}`.toUpperCase()),
    );
    expect(car, `a hire car titled as in "${shown}"`).toBeDefined();

    await sendEnquiry(drawer, { 'First Name *': 'Henry', 'Email *': email });
    const stored = await leadAfterAlert<ContactSubmission>(seeded, ENQUIRY, alerts, email);
    expect(stored.vehicleEnquiry).toEqual({
      id: car!.id,
      year: car!.year,
      make: car!.make,
      model: car!.model,
      mileage: car!.mileage,
    });
  });

  test('needs only a first name and an e-mail; the last name is optional despite its asterisk', async ({
    empty,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('solo');
    const drawer = await openDrawer(page, `${empty.url}/`);

    await expect(drawer.getByPlaceholder('Last Name *')).toBeVisible();
    await expect(drawer.getByPlaceholder('Email *')).toHaveAttribute('type', 'email');
    await sendEnquiry(drawer, { 'First Name *': 'Solo', 'Email *': email });
    const stored = await leadAfterAlert<ContactSubmission>(empty, ENQUIRY, alerts, email);
    expect(stored).toMatchObject({ firstName: 'Solo', lastName: '', contactNumber: null, message: '' });
  });

  test('shows the validation messages by the fields, focuses the first, and sends nothing', async ({
    empty,
    page,
  }) => {
    await expectNothingSent(page, async () => {
      const drawer = await openDrawer(page, `${empty.url}/`);
      const firstName = drawer.getByLabel('First name');
      const email = drawer.getByLabel('Email');

      await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription('Required');
      await expect(email).toHaveAccessibleDescription('Invalid email address');
      await expect(firstName).toBeFocused();
      await expect(drawer.getByLabel('Last name')).not.toHaveAttribute('aria-invalid', 'true');

      await firstName.fill('Grace');
      await email.fill('not-an-email');
      await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(email).toHaveAccessibleDescription('Invalid email address');
      await expect(email).toBeFocused();
      await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test('a network failure alerts and keeps what was typed', async ({ empty, page, alerts }) => {
    expectFailedRequests();
    await page.route('**/api/contact-submissions', (route) => route.abort());
    const drawer = await openDrawer(page, `${empty.url}/`);
    await sendEnquiry(drawer, {
      'First Name *': 'Kept',
      'Email *': 'kept@example.com',
      Message: 'Please keep me',
    });

    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByPlaceholder('First Name *')).toHaveValue('Kept');
    await expect(drawer.getByPlaceholder('Email *')).toHaveValue('kept@example.com');
    await expect(drawer.getByPlaceholder('Message')).toHaveValue('Please keep me');
    await expect(drawer.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  test('a server error alerts the same way', async ({ empty, page, alerts }) => {
    expectFailedRequests();
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 500, body: '' }));
    const drawer = await openDrawer(page, `${empty.url}/`);
    await sendEnquiry(drawer, { 'First Name *': 'Kept', 'Email *': 'kept@example.com' });
    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(drawer.getByPlaceholder('First Name *')).toHaveValue('Kept');
  });

  test("reads 'Submitting...' while pending and a double click sends one enquiry", async ({
    empty,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('double');
    const release = await holdRequests(page, '**/api/contact-submissions');
    const drawer = await openDrawer(page, `${empty.url}/`);
    await drawer.getByPlaceholder('First Name *').fill('Double');
    await drawer.getByPlaceholder('Email *').fill(email);
    await drawer.getByRole('button', { name: 'Send Enquiry' }).dblclick();

    const pending = drawer.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual([ENQUIRY.success]);
    expect(await countByEmail(empty, ENQUIRY.list, email)).toBe(1);
  });
});
