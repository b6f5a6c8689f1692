import type { Locator } from '@playwright/test';
import type {
  Acquisition,
  ContactSubmission,
  FinanceApplication,
  SellSubmission,
  Subscriber,
} from '../../../src/shared/schemas/leads';
import { FULLY_DESCRIBED_CAR } from '../../factories/leads';
import { holdFirstAnswer } from '../browser';
import { expect, type Server, test } from '../fixtures';
import { confirmDelete, exportCsv, openTab, toastWith, unique } from './dashboard-helpers';

const contact = (server: Server, firstName: string, extra: Record<string, unknown> = {}) =>
  server.api<ContactSubmission>('POST', '/api/contact-submissions', {
    firstName,
    lastName: 'Tester',
    email: `${firstName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    message: 'Please call me back about this car.',
    ...extra,
  });

const byId = async <T extends { id: number }>(server: Server, path: string, id: number) =>
  (await server.api<T[]>('GET', path)).find((item) => item.id === id);

/** The saved status of the record `id` in an admin list, to poll until a change has reached the server. */
const statusOf = async (server: Server, path: string, id: number) =>
  (await byId<{ id: number; status: string }>(server, path, id))?.status;

/** Opens the details dialog of a row of a leads table and returns it. */
async function openDetails(row: Locator, dialogName: string) {
  await row.getByRole('button', { name: 'View details' }).click();
  return row.page().getByRole('dialog', { name: dialogName });
}

test.describe('Contact Enquiries tab', () => {
  test('shows the enquiry card with the vehicle, changes its status and deletes it', async ({
    seeded,
    page,
  }) => {
    const name = unique('Olivia');
    const enquiry = await contact(seeded, name, {
      contactNumber: '0400 123 456',
      vehicleEnquiry: { id: 1, year: 2021, make: 'Porsche', model: '911 Carrera S', mileage: 18500 },
    });
    await openTab(page, seeded, 'contact-enquiries', 'Contact Enquiries');
    const card = page.getByRole('article', { name: `Enquiry from ${name} Tester` });
    await expect(card).toContainText(`${name} Tester`);
    await expect(card).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)/);
    await expect(card.getByRole('link', { name: enquiry.email })).toHaveAttribute(
      'href',
      `mailto:${enquiry.email}`,
    );
    await expect(card).toContainText('0400 123 456');
    await expect(card).toContainText('2021 Porsche 911 Carrera S');
    await expect(card).toContainText('18,500 km');
    await expect(card).toContainText('Please call me back about this car.');
    const all = await seeded.api<unknown[]>('GET', '/api/admin/contact-submissions');
    await expect(page.getByText(`Total enquiries: ${all.length}`)).toBeVisible();

    await card.getByLabel('Status').selectOption('contacted');
    await expect(toastWith(page, 'Status updated')).toBeVisible();
    await expect.poll(() => statusOf(seeded, '/api/admin/contact-submissions', enquiry.id)).toBe('contacted');
    await expect(card.getByLabel('Status')).toHaveValue('contacted');

    // Dismissing the confirmation keeps the enquiry.
    page.once('dialog', (dialog) => dialog.dismiss());
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeVisible();

    expect(await confirmDelete(page, card)).toBe('Are you sure you want to delete this enquiry?');
    await expect(card).toHaveCount(0);
    expect(await byId(seeded, '/api/admin/contact-submissions', enquiry.id)).toBeUndefined();
    await expect(page.getByText(`Total enquiries: ${all.length - 1}`)).toBeVisible();
  });

  test('an enquiry deleted while the list is read under a new filter does not come back', async ({
    seeded,
    page,
  }) => {
    const name = unique('Gone');
    const enquiry = await contact(seeded, name);
    await openTab(page, seeded, 'contact-enquiries', 'Contact Enquiries');
    const card = page.getByRole('article', { name: `Enquiry from ${name} Tester` });
    await expect(card).toBeVisible();

    // The list under the new filter reaches the server before the delete; its answer arrives after it.
    const { read, release } = await holdFirstAnswer(page, /\/api\/admin\/contact-submissions\?.*status=new/);
    await page.getByLabel('Filter by status').selectOption('new');
    await read;
    // The previous list stays on screen (dimmed) while the filtered one loads: its Delete still works.
    expect(await confirmDelete(page, card)).toBe('Are you sure you want to delete this enquiry?');
    await expect.poll(() => byId(seeded, '/api/admin/contact-submissions', enquiry.id)).toBeUndefined();
    release();

    await expect(toastWith(page, 'Enquiry deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    // Still gone once every answer has arrived.
    await page.waitForLoadState('networkidle');
    await expect(card).toHaveCount(0);
  });

  test('a card without phone, business or vehicle leaves them out', async ({ seeded, page }) => {
    const name = unique('Plain');
    await contact(seeded, name);
    await openTab(page, seeded, 'contact-enquiries', 'Contact Enquiries');
    const card = page.getByRole('article', { name: `Enquiry from ${name} Tester` });
    await expect(card).toBeVisible();
    // The e-mail and the link to the lead's own page; no phone link.
    await expect(card.getByRole('link')).toHaveCount(2);
    await expect(card.getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(card).not.toContainText('km');
  });

  test('search and status filter narrow the list; a failed status change says so', async ({
    seeded,
    page,
  }) => {
    const findMe = unique('Findme');
    const other = unique('Other');
    const found = await contact(seeded, findMe, {
      vehicleEnquiry: { year: 2019, make: 'Lamborghini', model: 'Huracan EVO', mileage: null },
    });
    await contact(seeded, other);
    await openTab(page, seeded, 'contact-enquiries', 'Contact Enquiries');
    const cards = page.getByRole('article');
    await page.getByRole('searchbox', { name: 'Search' }).fill('huracan evo');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(findMe);
    await page.getByRole('searchbox', { name: 'Search' }).fill(other);
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards.filter({ hasText: findMe })).toHaveCount(1);

    await seeded.api('PATCH', `/api/admin/contact-submissions/${found.id}`, { status: 'resolved' });
    await page.reload();
    await page.getByLabel('Filter by status').selectOption('resolved');
    await expect(cards.filter({ hasText: findMe })).toHaveCount(1);
    await expect(cards.filter({ hasText: other })).toHaveCount(0);
    await page.getByLabel('Filter by status').selectOption('all');

    await page.route('**/api/admin/contact-submissions/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      }),
    );
    const card = cards.filter({ hasText: other });
    await card.getByLabel('Status').selectOption('resolved');
    await expect(toastWith(page, 'Failed to update status')).toBeVisible();
    await expect(card.getByLabel('Status')).toHaveValue('new');
  });

  test('exports the listed enquiries as CSV with formulas neutralised', async ({ seeded, page }) => {
    const name = unique('Csv');
    await contact(seeded, name, { message: '=HYPERLINK("http://evil.example","click"), then call' });
    await openTab(page, seeded, 'contact-enquiries', 'Contact Enquiries');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByRole('article')).toHaveCount(1);
    const file = await exportCsv(page);
    expect(file.name).toMatch(/^contact-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const { lines } = file;
    expect(lines[0]).toBe(
      'Received,Status,First name,Last name,Email,Phone,Business,Vehicle,Vehicle mileage (km),Booking from,Booking to,Message,Source,First touch,Last touch',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,new,${name},Tester,`);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"",""click""), then call"');
  });
});

test.describe('Sell Your Car tab', () => {
  test('changes the status at once, colours the badge, shows details and deletes', async ({
    seeded,
    page,
  }) => {
    const name = unique('Seller');
    const submission = await seeded.api<SellSubmission>('POST', '/api/sell-your-car-submissions', {
      submissionType: 'consignment',
      firstName: name,
      lastName: 'Vendor',
      email: 'seller@example.com',
      phone: '0411 222 333',
      location: 'Mosman',
      make: 'Aston Martin',
      model: 'DB11',
      year: 2019,
      mileage: '25000',
      registration: 'AB12CD',
      color: 'Silver',
      condition: 'needs_work',
      price: 180000,
      description: 'Service history included.',
    });
    await openTab(page, seeded, 'sell-your-car', 'Sell Your Car');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('2019 Aston Martin DB11');
    await expect(row).toContainText('Consignment');
    const badge = row.getByText('New', { exact: true }).first();
    await expect(badge).toHaveClass(/sky/);

    for (const [status, label, colour] of [
      ['contacted', 'Contacted', /amber/],
      ['completed', 'Completed', /emerald/],
      ['rejected', 'Rejected', /red/],
    ] as const) {
      await row.getByLabel('Status').selectOption(status);
      await expect(toastWith(page, 'Status updated')).toBeVisible();
      await expect(row.getByText(label, { exact: true }).first()).toHaveClass(colour);
      await expect
        .poll(() => statusOf(seeded, '/api/admin/sell-your-car-submissions', submission.id))
        .toBe(status);
    }

    const dialog = await openDetails(row, 'Consignment submission');
    for (const text of [
      'Mosman',
      'AB12CD',
      'Silver',
      'Needs work',
      '$180,000',
      'Service history included.',
      '25,000 km',
    ]) {
      await expect(dialog).toContainText(text);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.route('**/api/admin/sell-your-car-submissions/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    page.once('dialog', (d) => d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Failed to delete')).toBeVisible();
    await page.unroute('**/api/admin/sell-your-car-submissions/*');

    expect(await confirmDelete(page, row)).toBe('Are you sure you want to delete this submission?');
    await expect(row).toHaveCount(0);
  });
});

test.describe('Acquisitions tab', () => {
  test('lists requests, shows every desired car and saves the status at once', async ({ seeded, page }) => {
    const name = unique('Buyer');
    const request = await seeded.api<Acquisition>('POST', '/api/acquisitions', {
      firstName: name,
      lastName: 'Wants',
      email: 'buyer@example.com',
      contactNumber: '0433 444 555',
      budgetNotes: 'Flexible for the right car',
      desiredCars: [FULLY_DESCRIBED_CAR, { make: 'McLaren', model: 'Artura', yearFrom: 2023 }],
    });
    await openTab(page, seeded, 'acquisitions', 'Acquisitions');
    await expect(page.getByRole('heading', { name: 'Acquisition Requests' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Ferrari 296 GTB');
    await expect(row).toContainText('McLaren Artura');

    await row.getByLabel('Status').selectOption('in-progress');
    await expect(toastWith(page, 'Status updated')).toBeVisible();
    await expect.poll(() => statusOf(seeded, '/api/admin/acquisitions', request.id)).toBe('in-progress');

    const dialog = await openDetails(row, 'Acquisition Request');
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    for (const text of [
      'Flexible for the right car',
      '0433 444 555',
      'Ferrari',
      '296 GTB',
      '2022',
      '2024',
      '$550,000',
      'Rosso Corsa',
      'McLaren',
      'Artura',
      '2023',
    ]) {
      await expect(dialog).toContainText(text);
    }
    await dialog.getByLabel('Status').selectOption('completed');
    await expect(dialog.getByText('Completed', { exact: true }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill('artura');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await page.getByLabel('Filter by status').selectOption('new');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await page.getByLabel('Filter by status').selectOption('completed');

    expect(await confirmDelete(page, row)).toBe('Are you sure you want to delete this request?');
    // The toast comes once the list, inbox and counts are re-read; on a loaded machine that takes a while.
    await expect(toastWith(page, 'Request deleted')).toBeVisible({ timeout: 15_000 });
    await expect(row).toHaveCount(0);
    expect(await byId(seeded, '/api/admin/acquisitions', request.id)).toBeUndefined();
  });
});

test.describe('Finance Applications tab', () => {
  test('lists applications with details, status and CSV export', async ({ seeded, page }) => {
    const name = unique('Applicant');
    const application = await seeded.api<FinanceApplication>('POST', '/api/finance-applications', {
      fullName: name,
      email: 'applicant@example.com',
      phone: '0444 555 666',
      employmentStatus: 'company',
      annualIncome: '250000',
    });
    await openTab(page, seeded, 'finance-applications', 'Finance Applications');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('applicant@example.com');
    await expect(row).toContainText('Company');
    await row.getByLabel('Status').selectOption('approved');
    await expect
      .poll(() => statusOf(seeded, '/api/admin/finance-applications', application.id))
      .toBe('approved');
    const dialog = await openDetails(row, 'Finance Application');
    await expect(dialog).toContainText('250000');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const { text } = await exportCsv(page);
    expect(text).toContain(`,approved,${name},applicant@example.com,0444 555 666,company,250000`);
  });
});

test.describe('Subscribers tab', () => {
  test('lists subscribers with a total, exports them and deletes one', async ({ seeded, page }) => {
    const first = unique('Sub');
    const subscriber = await seeded.api<Subscriber>('POST', '/api/subscribers', {
      firstName: first,
      lastName: 'Scriber',
      email: `${first.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    });
    const all = await seeded.api<Subscriber[]>('GET', '/api/admin/subscribers');
    await openTab(page, seeded, 'subscribers', 'Subscribers');
    const row = page.getByRole('row').filter({ hasText: subscriber.email });
    await expect(row).toContainText(`${first} Scriber`);
    await expect(row).toContainText(new Date(subscriber.createdAt).toLocaleDateString('en-US'));
    await expect(page.getByText(`Total subscribers: ${all.length}`)).toBeVisible();

    const file = await exportCsv(page);
    expect(file.name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const { lines } = file;
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.some((l) => l.startsWith(`${first},Scriber,${subscriber.email},`))).toBe(true);

    expect(await confirmDelete(page, row)).toBe('Are you sure you want to delete this subscriber?');
    await expect(row).toHaveCount(0);
    await expect(page.getByText(`Total subscribers: ${all.length - 1}`)).toBeVisible();
  });
});
