import type { Page } from '@playwright/test';
import type { SellSubmission } from '../../../src/shared/schemas/leads';
import { fillLabelled } from '../browser';
import {
  countByEmail,
  expect,
  expectFailedRequests,
  expectNothingSent,
  gotoHydrated,
  leadAfterAlert,
  pngFiles,
  sentBody,
  test,
  uniqueEmail,
} from './forms-support';

const SELL = {
  list: 'sell-your-car-submissions',
  success:
    'Thank you! Your request has been submitted successfully. Our team will review it and contact you shortly.',
};
const CONSIGN = {
  list: SELL.list,
  success:
    'Thank you! Your consignment request has been submitted successfully. Our team will review it and contact you shortly.',
};
const ERROR = 'An error occurred. Please try again.';
const TOO_MANY = 'You can upload a maximum of 10 images';
const year = new Date().getFullYear();
/** The values SPEC §3 starts the form with, as stored when the visitor leaves them. */
const DEFAULTS = { year, transmission: 'automatic', fuelType: 'petrol', condition: 'excellent' } as const;

const photoInput = (page: Page) => page.locator('input[type="file"]');
const thumbnails = (page: Page) => page.getByRole('list', { name: 'Selected photos' }).getByRole('listitem');
const submit = (page: Page, name = 'Submit Your Car') => page.getByRole('button', { name });

/** Notes every submission the page sends, for the checks that a failed upload submits nothing. */
function submissionsSent(page: Page) {
  const submissions: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/sell-your-car-submissions') && submissions.push(r.url()));
  return submissions;
}

/** Fills every required field (first name, last name, e-mail, phone, make, model, mileage). */
async function fillRequired(page: Page, email: string) {
  await fillLabelled(page, {
    'First name': 'Jackie',
    'Last name': 'Stewart',
    Email: email,
    Phone: '0411 222 333',
    Make: 'Porsche',
    Model: '911 GT3 Touring',
    'Mileage (km)': '12,400',
  });
}

test.describe('sell your car', () => {
  test('submits every field with uploaded photos, then resets the form', async ({ empty, page, alerts }) => {
    const email = uniqueEmail('sell');
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your car');
    // Defaults of SPEC §3.
    await expect(page.getByLabel('Build date')).toHaveValue(String(DEFAULTS.year));
    await expect(page.getByLabel('Transmission')).toHaveValue(DEFAULTS.transmission);
    await expect(page.getByLabel('Fuel type')).toHaveValue(DEFAULTS.fuelType);
    await expect(page.getByLabel('Condition')).toHaveValue(DEFAULTS.condition);
    await expect(page.getByLabel('Condition').getByRole('option')).toHaveText([
      'excellent',
      'good',
      'fair',
      'needs work',
    ]);
    await expect(page.getByLabel('Additional information')).toHaveAttribute('rows', '5');

    await fillRequired(page, email);
    await fillLabelled(page, {
      Location: 'Mosman NSW',
      'Build date': '2022',
      Registration: 'GT3-911',
      Colour: 'Shark Blue',
    });
    await page.getByLabel('Transmission').selectOption('manual');
    await page.getByLabel('Fuel type').selectOption('hybrid');
    await page.getByLabel('Condition').selectOption({ label: 'needs work' });
    await fillLabelled(page, {
      'Expected price': '385000',
      'Finance payout': '120000',
      'Additional information': 'Full Porsche service history.',
    });

    await expect(photoInput(page)).toHaveAttribute('accept', 'image/*');
    await photoInput(page).setInputFiles(pngFiles(3));
    await expect(thumbnails(page)).toHaveCount(3);
    await expect(thumbnails(page).first().getByRole('img')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Remove photo-2.png' }).click();
    await expect(thumbnails(page)).toHaveCount(2);

    const uploads: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/upload/sell-car-image') && uploads.push(r.method()));
    await submit(page).click();
    const stored = await leadAfterAlert<SellSubmission>(empty, SELL, alerts, email);
    expect(uploads).toEqual(['POST', 'POST']);
    expect(stored).toMatchObject({
      submissionType: 'sell',
      firstName: 'Jackie',
      lastName: 'Stewart',
      phone: '0411 222 333',
      location: 'Mosman NSW',
      make: 'Porsche',
      model: '911 GT3 Touring',
      year: 2022,
      mileage: '12,400',
      registration: 'GT3-911',
      color: 'Shark Blue',
      transmission: 'manual',
      fuelType: 'hybrid',
      condition: 'needs_work',
      price: 385000,
      financePayout: '120000',
      description: 'Full Porsche service history.',
      status: 'new',
    });
    expect(stored.images).toHaveLength(2);
    for (const url of stored.images) expect(url).toMatch(/^\/uploads\//);

    // Reset: empty fields, defaults back, no photos.
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Make')).toHaveValue('');
    await expect(page.getByLabel('Build date')).toHaveValue(String(DEFAULTS.year));
    await expect(page.getByLabel('Transmission')).toHaveValue(DEFAULTS.transmission);
    await expect(thumbnails(page)).toHaveCount(0);
  });

  test('validates the required fields and the build date range, focusing the first problem', async ({
    empty,
    page,
  }) => {
    await expectNothingSent(page, async () => {
      await gotoHydrated(page, `${empty.url}/sell-your-car`);
      // The form's island wakes when seen; once it has, the build date holds this year, which we clear.
      await expect(page.getByLabel('Build date')).toHaveValue(/^\d{4}$/);
      await page.getByLabel('Build date').fill('');
      await submit(page).click();

      for (const label of [
        'First name',
        'Last name',
        'Phone',
        'Make',
        'Model',
        'Build date',
        'Mileage (km)',
      ]) {
        await expect(page.getByLabel(label), label).toHaveAccessibleDescription('Required');
      }
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
      await expect(page.getByLabel('First name')).toBeFocused();
      for (const label of [
        'Location',
        'Registration',
        'Colour',
        'Expected price',
        'Additional information',
      ]) {
        await expect(page.getByLabel(label), label).not.toHaveAttribute('aria-invalid', 'true');
      }

      await fillRequired(page, 'range@example.com');
      await page.getByLabel('Build date').fill('1899');
      await submit(page).click();
      await expect(page.getByLabel('Build date')).toHaveAccessibleDescription('Must be at least 1900');
      await expect(page.getByLabel('Build date')).toBeFocused();

      await page.getByLabel('Build date').fill(String(year + 2));
      await submit(page).click();
      await expect(page.getByLabel('Build date')).toHaveAccessibleDescription(
        `Must be ${year + 1} or earlier`,
      );

      await page.getByLabel('Build date').fill(String(year + 1));
      await page.getByLabel('Expected price').fill('12.5');
      await submit(page).click();
      await expect(page.getByLabel('Build date')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Expected price')).toHaveAccessibleDescription('Enter a whole number');
    });
  });

  test('takes at most 10 photos: too many adds nothing, and the input is disabled at 10', async ({
    empty,
    page,
    alerts,
  }) => {
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await expect(photoInput(page)).toHaveAttribute('multiple', '');

    await photoInput(page).setInputFiles(pngFiles(11));
    await expect.poll(() => alerts).toEqual([TOO_MANY]);
    await expect(thumbnails(page)).toHaveCount(0);

    await photoInput(page).setInputFiles(pngFiles(8, 'first'));
    await expect(thumbnails(page)).toHaveCount(8);
    await photoInput(page).setInputFiles(pngFiles(3, 'more'));
    await expect.poll(() => alerts).toEqual([TOO_MANY, TOO_MANY]);
    await expect(thumbnails(page)).toHaveCount(8);

    await photoInput(page).setInputFiles(pngFiles(2, 'last'));
    await expect(thumbnails(page)).toHaveCount(10);
    await expect(photoInput(page)).toBeDisabled();
    await expect(page.getByText('10 of 10 photos')).toBeVisible();

    await page.getByRole('button', { name: 'Remove first-1.png' }).click();
    await expect(thumbnails(page)).toHaveCount(9);
    await expect(photoInput(page)).toBeEnabled();
  });

  test('shows upload progress while submitting, one upload at a time', async ({ empty, page, alerts }) => {
    const email = uniqueEmail('progress');
    // Each upload waits here until the test lets it through.
    const held: (() => void)[] = [];
    await page.route('**/api/upload/sell-car-image', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await fillRequired(page, email);
    await photoInput(page).setInputFiles(pngFiles(2));
    await submit(page).dblclick();

    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Uploading photo-1.png' })).toBeVisible();
    await expect(photoInput(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove photo-1.png' })).toBeHidden();
    // A request the page sends now, with the first upload shown in progress: the browser hands requests
    // to the network, and Playwright their routes, in order, so once this one is answered, a second
    // upload started alongside the first would already be held.
    await page.route(
      (url) => url.searchParams.has('after-first-upload'),
      (route) => route.fulfill({ status: 204 }),
    );
    await page.evaluate(() => fetch('/api/health?after-first-upload').then(() => undefined));
    expect(held).toHaveLength(1);

    held[0]();
    await expect.poll(() => held.length).toBe(2);
    await expect(page.getByRole('progressbar', { name: 'Uploading photo-2.png' })).toBeVisible();
    await expect(thumbnails(page).first().getByLabel('Uploaded')).toBeVisible();
    held[1]();

    await expect.poll(() => alerts).toEqual([SELL.success]);
    expect(await countByEmail(empty, SELL.list, email)).toBe(1);
  });

  test('a failed upload names the file, alerts, submits nothing and keeps the data', async ({
    empty,
    page,
    alerts,
  }) => {
    expectFailedRequests();
    const email = uniqueEmail('upfail');
    await page.route('**/api/upload/sell-car-image', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/sell-your-car-submissions', (route) => route.abort());
    const submissions = submissionsSent(page);
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await fillRequired(page, email);
    await photoInput(page).setInputFiles(pngFiles(2));
    await submit(page).click();

    await expect.poll(() => alerts).toEqual([ERROR]);
    await expect(page.getByText('Failed to upload image: photo-1.png')).toBeVisible();
    expect(submissions).toEqual([]);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(thumbnails(page)).toHaveCount(2);
    await expect(submit(page)).toBeEnabled();
  });

  test("an upload answer without a URL stops the submit with 'Upload did not return a URL'", async ({
    empty,
    page,
    alerts,
  }) => {
    await page.route('**/api/upload/sell-car-image', (route) => route.fulfill({ status: 201, json: {} }));
    const submissions = submissionsSent(page);
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await fillRequired(page, uniqueEmail('nourl'));
    await photoInput(page).setInputFiles(pngFiles(1));
    await submit(page).click();

    await expect.poll(() => alerts).toEqual([ERROR]);
    await expect(page.getByText('Upload did not return a URL')).toBeVisible();
    expect(submissions).toEqual([]);
  });

  test('a failed submission alerts and keeps the data', async ({ empty, page, alerts }) => {
    expectFailedRequests();
    const email = uniqueEmail('subfail');
    await page.route('**/api/sell-your-car-submissions', (route) => route.fulfill({ status: 500, body: '' }));
    await gotoHydrated(page, `${empty.url}/sell-your-car`);
    await fillRequired(page, email);
    await page.getByLabel('Additional information').fill('Keep me');
    await submit(page).click();

    await expect.poll(() => alerts).toEqual([ERROR]);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Additional information')).toHaveValue('Keep me');
  });
});

test.describe('consignment', () => {
  test('is the same form sent as a consignment, with the defaults and nulls for what was left out', async ({
    empty,
    page,
    alerts,
  }) => {
    const email = uniqueEmail('consign');
    await gotoHydrated(page, `${empty.url}/consignment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consign your car');
    await fillRequired(page, email);
    const body = await sentBody(page, '**/api/sell-your-car-submissions', () =>
      submit(page, 'Request Consignment').click(),
    );
    expect(body).toMatchObject({ submissionType: 'consignment', images: [] });
    const stored = await leadAfterAlert<SellSubmission>(empty, CONSIGN, alerts, email);
    expect(stored).toMatchObject({
      submissionType: 'consignment',
      ...DEFAULTS,
      location: null,
      registration: null,
      color: null,
      price: null,
      financePayout: null,
      description: null,
      images: [],
    });
    await expect(page.getByLabel('Email')).toHaveValue('');
  });
});
