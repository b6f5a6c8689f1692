import type { Page } from '@playwright/test';
import type { HireCar } from '../../../src/shared/schemas/car';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { expect, test } from '../fixtures';
import { collectAlerts, countByEmail, gotoHydrated, recordByEmail, uniqueEmail } from './forms-support';

const SUCCESS = "Thank you for your enquiry! We'll get back to you soon.";
const FAILURE = 'Sorry, there was an error submitting your enquiry. Please try again.';

/** Opens the contact drawer from the top bar's Contact button and returns it. */
async function openDrawer(page: Page, url: string) {
  await gotoHydrated(page, url);
  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: "Let's get started." });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('enquiry form (contact drawer)', () => {
  test('sends an enquiry with exactly the fields of SPEC §7, then clears the form and closes the drawer', async ({
    empty,
    page,
    consoleProblems,
  }) => {
    const alerts = collectAlerts(page);
    const email = uniqueEmail('ada');
    const drawer = await openDrawer(page, `${empty.url}/`);

    await drawer.getByPlaceholder('First Name *').fill('Ada');
    await drawer.getByPlaceholder('Last Name *').fill('Lovelace');
    await drawer.getByPlaceholder('Email *').fill(email);
    await drawer.getByPlaceholder('Contact Number').fill('0400 123 456');
    await drawer.getByPlaceholder('Message').fill('Interested in a V12 grand tourer.');
    const request = page.waitForRequest('**/api/contact-submissions');
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();

    expect((await request).postDataJSON()).toEqual({
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
    await expect.poll(() => alerts).toEqual([SUCCESS]);
    await expect(drawer).toBeHidden();

    const stored = await recordByEmail<ContactSubmission>(empty, 'contact-submissions', email);
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
    expect(consoleProblems).toEqual([]);
  });

  test('an enquiry about a vehicle carries its id, year, make, model and mileage', async ({
    seeded,
    page,
  }) => {
    const alerts = collectAlerts(page);
    const email = uniqueEmail('booking');
    const fleet = await seeded.api<HireCar[]>('GET', '/api/hire-cars');
    await gotoHydrated(page, `${seeded.url}/hire`);
    await page.getByRole('button', { name: 'BOOK NOW' }).first().click();
    const drawer = page.getByRole('dialog', { name: "Let's get started." });
    const shown = (await drawer.getByRole('region', { name: 'Vehicle enquired about' }).textContent()) ?? '';
    const car = fleet.find((c) =>
      shown.toUpperCase().includes(`${c.year} ${c.make} ${c.model}`.toUpperCase()),
    );
    expect(car, `a hire car titled as in "${shown}"`).toBeDefined();

    await drawer.getByPlaceholder('First Name *').fill('Henry');
    await drawer.getByPlaceholder('Email *').fill(email);
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => alerts).toEqual([SUCCESS]);

    const stored = await recordByEmail<ContactSubmission>(seeded, 'contact-submissions', email);
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
  }) => {
    const alerts = collectAlerts(page);
    const email = uniqueEmail('solo');
    const drawer = await openDrawer(page, `${empty.url}/`);

    await expect(drawer.getByPlaceholder('Last Name *')).toBeVisible();
    await expect(drawer.getByPlaceholder('Email *')).toHaveAttribute('type', 'email');
    await drawer.getByPlaceholder('First Name *').fill('Solo');
    await drawer.getByPlaceholder('Email *').fill(email);
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => alerts).toEqual([SUCCESS]);

    const stored = await recordByEmail<ContactSubmission>(empty, 'contact-submissions', email);
    expect(stored).toMatchObject({ firstName: 'Solo', lastName: '', contactNumber: null, message: '' });
  });

  test('shows the validation messages by the fields, focuses the first, and sends nothing', async ({
    empty,
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
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
    expect(posts).toEqual([]);
  });

  test('a network failure alerts and keeps what was typed', async ({ empty, page }) => {
    const alerts = collectAlerts(page);
    await page.route('**/api/contact-submissions', (route) => route.abort());
    const drawer = await openDrawer(page, `${empty.url}/`);
    await drawer.getByPlaceholder('First Name *').fill('Kept');
    await drawer.getByPlaceholder('Email *').fill('kept@example.com');
    await drawer.getByPlaceholder('Message').fill('Please keep me');
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();

    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByPlaceholder('First Name *')).toHaveValue('Kept');
    await expect(drawer.getByPlaceholder('Email *')).toHaveValue('kept@example.com');
    await expect(drawer.getByPlaceholder('Message')).toHaveValue('Please keep me');
    await expect(drawer.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  test('a server error alerts the same way', async ({ empty, page }) => {
    const alerts = collectAlerts(page);
    await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 500, body: '' }));
    const drawer = await openDrawer(page, `${empty.url}/`);
    await drawer.getByPlaceholder('First Name *').fill('Kept');
    await drawer.getByPlaceholder('Email *').fill('kept@example.com');
    await drawer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(drawer.getByPlaceholder('First Name *')).toHaveValue('Kept');
  });

  test("reads 'Submitting...' while pending and a double click sends one enquiry", async ({
    empty,
    page,
  }) => {
    const alerts = collectAlerts(page);
    const email = uniqueEmail('double');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact-submissions', async (route) => {
      await held;
      await route.continue();
    });
    const drawer = await openDrawer(page, `${empty.url}/`);
    await drawer.getByPlaceholder('First Name *').fill('Double');
    await drawer.getByPlaceholder('Email *').fill(email);
    await drawer.getByRole('button', { name: 'Send Enquiry' }).dblclick();

    const pending = drawer.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual([SUCCESS]);
    expect(await countByEmail(empty, 'contact-submissions', email)).toBe(1);
  });
});
