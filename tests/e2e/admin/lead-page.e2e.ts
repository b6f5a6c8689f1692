import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Car } from '../../../src/shared/schemas/car';
import type { LeadDetail } from '../../../src/shared/schemas/lead-desk';
import type { Acquisition, ContactSubmission } from '../../../src/shared/schemas/leads';
import { FULLY_DESCRIBED_CAR } from '../../factories/leads';
import { expectNoAxeViolations } from '../browser';
import { type Server, startServer, test } from '../fixtures';
import { acceptDialogs, expect, loginAs, photoPng, screenshots, toast, unique } from './screens-support';

// Each test drives a whole screen with several saves; a busy machine makes that slow, not wrong.
test.describe.configure({ timeout: 120_000 });

/** An address no other test uses, so related-lead lookups only find this test's leads. */
const uniqueEmail = (prefix: string) => `${unique(prefix).replace(/\W+/g, '.').toLowerCase()}@example.com`;

const lead = (server: Server, kind: string, id: number) =>
  server.api<LeadDetail>('GET', `/api/admin/leads/${kind}/${id}`);

async function openLead(page: Page, server: Server, kind: string, id: number) {
  await loginAs(page, server);
  await page.goto(`${server.url}/admin/leads/${kind}/${id}`);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const PUBLIC_FORM = {
  contact: '/api/contact-submissions',
  sell: '/api/sell-your-car-submissions',
  acquisition: '/api/acquisitions',
  finance: '/api/finance-applications',
  subscriber: '/api/subscribers',
} as const;

/** Sends a lead in through its public form, as a visitor would, then opens it in the admin. */
async function openNewLead<T extends { id: number } = { id: number }>(
  page: Page,
  server: Server,
  kind: keyof typeof PUBLIC_FORM,
  body: object,
): Promise<T> {
  const record = await server.api<T>('POST', PUBLIC_FORM[kind], body);
  await openLead(page, server, kind, record.id);
  return record;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const timeline = (page: Page) => section(page, 'Timeline').getByRole('listitem');

async function uploadSellPhoto(server: Server, from: string, to: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photoPng(from, to))], { type: 'image/png' }), 'car.png');
  const res = await fetch(`${server.url}/api/upload/sell-car-image`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

test('a contact enquiry: details, status, note and a reply that is sent', async ({ seeded, page }) => {
  const [car] = await seeded.api<Car[]>('GET', '/api/cars?status=available');
  const email = uniqueEmail('olivia');
  const enquiry = await openNewLead<ContactSubmission>(page, seeded, 'contact', {
    firstName: 'Olivia',
    lastName: 'Hart',
    email,
    contactNumber: '0400 123 456',
    businessName: 'Hart Logistics',
    message: 'Is it still available?\nI could view it on Saturday.',
    vehicleEnquiry: { id: car.id, year: car.year, make: car.make, model: car.model, mileage: 18500 },
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Hart' })).toBeVisible();
  await expect(page.getByText('Contact enquiry', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Received \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();
  const contact = section(page, 'Contact');
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(contact.getByRole('link', { name: '0400 123 456' })).toHaveAttribute(
    'href',
    /^tel:\+61400123456$/,
  );
  await expect(contact).toContainText('Hart Logistics');
  const enquirySection = section(page, 'Enquiry');
  await expect(enquirySection).toContainText(`${car.year} ${car.make} ${car.model} · 18,500 km`);
  await expect(enquirySection.getByRole('link', { name: /View car/ })).toHaveAttribute(
    'href',
    `/cars?carId=${car.id}`,
  );
  // The message keeps its line break.
  expect(await enquirySection.getByText(/Is it still available/).innerText()).toBe(
    'Is it still available?\nI could view it on Saturday.',
  );
  await expect(timeline(page).first()).toContainText('Enquiry received');

  // Status: saved at once, recorded on the timeline with who changed it.
  await page.getByLabel('Status').selectOption('contacted');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(timeline(page).filter({ hasText: 'Status changed from New to Contacted' })).toContainText(
    /by admin · \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/,
  );
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
  expect((await lead(seeded, 'contact', enquiry.id)).summary.status).toBe('contacted');

  // A note.
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Called back, left a voicemail.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline(page).filter({ hasText: 'Called back, left a voicemail.' })).toContainText(
    'by admin',
  );
  await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');

  // A reply: prefilled, sent once however often Send is clicked, then shown as sent.
  await page.getByRole('button', { name: 'Write a reply' }).click();
  const composer = page.getByRole('form', { name: 'Reply by e-mail' });
  await expect(composer.getByLabel('To')).toHaveValue(email);
  await expect(composer.getByLabel('Subject')).toHaveValue(
    `Re: your enquiry about the ${car.year} ${car.make} ${car.model}`,
  );
  const body = composer.getByLabel('Message');
  await expect(body).toHaveValue(/^Hi Olivia,\n/);
  await expect(body).toHaveValue(/you wrote:\n> Is it still available\?\n> I could view it on Saturday\.\n$/);
  await expect(body).toBeFocused();
  await page.keyboard.type('Yes, it is. Saturday at 10 works.');
  await screenshots(page, 'admin-lead-contact');
  await composer.getByRole('button', { name: 'Send' }).dblclick();
  await expect(composer).toHaveCount(0);
  const sent = timeline(page).filter({ hasText: 'Re: your enquiry about the' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(`to ${email}`);
  await expect(sent).toContainText('by admin');
  // The e2e server runs the mail worker, writing mail to DATA_DIR/outbox: the page sees it delivered.
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  const replies = (await lead(seeded, 'contact', enquiry.id)).timeline.filter(
    (e) => e.data.type === 'email' && !e.data.automatic,
  );
  expect(replies).toHaveLength(1);
  const outbox = path.join(seeded.dataDir, 'outbox');
  const eml = readdirSync(outbox)
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .find((text) => text.includes(`To: ${email}`) && text.includes('Saturday at 10 works'));
  expect(eml, 'the reply in the outbox').toBeTruthy();

  // The long e-mail body expands.
  await sent.getByRole('button', { name: 'Show the whole e-mail' }).click();
  await expect(sent).toContainText('> I could view it on Saturday.');

  await expectNoAxeViolations(page);
});

test('a sell submission: vehicle fields and the photos in a gallery', async ({ seeded, page }) => {
  const images = [
    await uploadSellPhoto(seeded, '#3a3f47', '#0d0f12'),
    await uploadSellPhoto(seeded, '#6b5b45', '#151210'),
  ];
  await openNewLead(page, seeded, 'sell', {
    submissionType: 'consignment',
    firstName: 'Marcus',
    lastName: 'Lee',
    email: uniqueEmail('marcus'),
    phone: '0411 222 333',
    location: 'Mosman NSW',
    make: 'Porsche',
    model: '911 Carrera',
    year: 2019,
    mileage: '42000',
    registration: 'ABC12D',
    color: 'Guards Red',
    transmission: 'manual',
    fuelType: 'petrol',
    condition: 'needs_work',
    price: 185000,
    financePayout: '$20,000 with Macquarie',
    description: 'Full service history.\nNew tyres last year.',
    images,
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Marcus Lee' })).toBeVisible();
  const vehicle = section(page, 'Vehicle to consign');
  for (const text of [
    '2019 Porsche 911 Carrera',
    '42,000 km',
    'ABC12D',
    'Guards Red',
    'Manual',
    'Petrol',
    'Needs work',
    '$185,000',
    '$20,000 with Macquarie',
  ])
    await expect(vehicle).toContainText(text);
  expect(await vehicle.getByText(/Full service history/).innerText()).toBe(
    'Full service history.\nNew tyres last year.',
  );

  const photos = section(page, 'Photos (2)');
  await photos.getByRole('button', { name: 'Open 2019 Porsche 911 Carrera, photo 1 of 2' }).click();
  const viewer = page.getByRole('dialog', { name: '2019 Porsche 911 Carrera photos' });
  await expect(viewer.getByRole('img', { name: '2019 Porsche 911 Carrera, photo 1 of 2' })).toBeVisible();
  await screenshots(page, 'admin-lead-sell-photo', { fullPage: false });
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: '2019 Porsche 911 Carrera, photo 2 of 2' })).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('src', images[1]);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: /photo 1 of 2/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /photo 2 of 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The reply quotes the description.
  await page.getByRole('button', { name: 'Write a reply' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Re: your 2019 Porsche 911 Carrera');
  await expect(page.getByLabel('Message')).toHaveValue(
    /> Full service history\.\n> New tyres last year\.\n$/,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await screenshots(page, 'admin-lead-sell');
});

test('an acquisition request: each desired car, budget notes quoted in the reply', async ({
  seeded,
  page,
}) => {
  await openNewLead(page, seeded, 'acquisition', {
    firstName: 'Ava',
    lastName: 'Nguyen',
    email: uniqueEmail('ava'),
    contactNumber: '0422 333 444',
    budgetNotes: 'Can trade in my current car.',
    desiredCars: [
      FULLY_DESCRIBED_CAR,
      { make: 'Lamborghini', model: 'Urus', yearFrom: 2021, targetBudget: 400000 },
    ],
  });
  const wishes = section(page, 'Looking for').getByRole('listitem');
  await expect(wishes).toHaveCount(2);
  await expect(wishes.nth(0)).toContainText('Ferrari 296 GTB');
  await expect(wishes.nth(0)).toContainText('2022–2024');
  await expect(wishes.nth(0)).toContainText('$550,000');
  await expect(wishes.nth(0)).toContainText('Rosso Corsa');
  await expect(wishes.nth(1)).toContainText('Lamborghini Urus');
  await expect(wishes.nth(1)).toContainText('2021 or newer');
  await expect(section(page, 'Looking for')).toContainText('Can trade in my current car.');

  await page.getByRole('button', { name: 'Write a reply' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Re: your acquisition request');
  await expect(page.getByLabel('Message')).toHaveValue(/^Hi Ava,\n[\s\S]*> Can trade in my current car\.\n$/);
});

test('a subscriber: name, e-mail and when they subscribed, no status', async ({ seeded, page }) => {
  const email = uniqueEmail('sophie');
  await openNewLead(page, seeded, 'subscriber', {
    firstName: 'Sophie',
    lastName: 'Turner',
    email,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Sophie Turner' })).toBeVisible();
  const contact = section(page, 'Contact');
  await expect(contact.getByRole('link', { name: email })).toBeVisible();
  await expect(contact).toContainText(/Subscribed\s*\d{1,2} \w{3} \d{4}/);
  await expect(page.getByLabel('Status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Write a reply' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('Hi Sophie,\n\n\n');
});

test('leads from the same e-mail link to each other as earlier and later enquiries', async ({
  seeded,
  page,
}) => {
  // One visitor, one e-mail address, two different forms.
  const noah = { firstName: 'Noah', lastName: 'Reid', email: uniqueEmail('repeat') };
  const first = await seeded.api<ContactSubmission>('POST', '/api/contact-submissions', {
    ...noah,
    message: 'First enquiry.',
  });
  const second = await seeded.api<Acquisition>('POST', '/api/acquisitions', {
    ...noah,
    desiredCars: [{ make: 'Aston Martin', model: 'DB12' }],
  });

  await openLead(page, seeded, 'acquisition', second.id);
  const earlier = section(page, '1 earlier enquiry');
  await expect(earlier).toContainText('Contact enquiry');
  await expect(earlier).toContainText('First enquiry.');
  await earlier.getByRole('link').click();
  await expect(page).toHaveURL(`${seeded.url}/admin/leads/contact/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noah Reid' })).toBeVisible();
  const later = section(page, '1 later enquiry');
  await expect(later).toContainText('Acquisition request');
  await expect(later).toContainText('Aston Martin DB12');

  // Back goes back in history, to the lead this one was opened from.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${seeded.url}/admin/leads/acquisition/${second.id}`);
});

test('deleting a lead asks first, then goes back to the inbox', async ({ seeded, page }) => {
  const confirmations = acceptDialogs(page);
  const enquiry = await openNewLead<ContactSubmission>(page, seeded, 'contact', {
    firstName: 'Delete',
    lastName: 'Me',
    email: uniqueEmail('delete'),
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Enquiry deleted')).toBeVisible();
  expect(confirmations).toEqual(['Are you sure you want to delete this enquiry?']);
  // Opened directly, there is no history: Back (and a delete) go to the inbox.
  await expect(page).toHaveURL(`${seeded.url}/admin/dashboard?tab=inbox`);
  await expect(lead(seeded, 'contact', enquiry.id)).rejects.toThrow(/404/);
});

test('an unknown lead says so and offers the way back', async ({ seeded, page }) => {
  for (const address of ['contact/999999', 'finance/0', 'sell/99999999999', 'nonsense/1']) {
    await loginAs(page, seeded);
    await page.goto(`${seeded.url}/admin/leads/${address}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=inbox',
    );
  }
  await expect(page).toHaveTitle(/^Lead · Admin/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('when the mail server is down', () => {
  let server: Server;
  test.beforeAll(async () => {
    // A server of its own starts as the shared fixtures do: allow it as long.
    test.setTimeout(200_000);
    // Nothing listens on the discard port: every send fails at once, as with an SMTP outage.
    server = await startServer({
      seed: false,
      // The failures are expected here: only errors beyond them are worth printing.
      env: { SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'error' },
    });
  });
  test.afterAll(async () => server?.stop());

  test('a failed reply shows why, the text is kept on a failed send, and Retry tries again', async ({
    page,
  }) => {
    await openNewLead(page, server, 'finance', {
      fullName: 'Lucas James Brown',
      email: uniqueEmail('lucas'),
      phone: '0433 444 555',
      employmentStatus: 'company',
      annualIncome: '240000',
    });
    const contact = section(page, 'Contact');
    await expect(contact).toContainText('Company');
    await expect(contact).toContainText('$240,000');

    await page.getByRole('button', { name: 'Write a reply' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Re: your finance application');
    // A kind with nothing to quote starts with the greeting alone.
    await expect(page.getByLabel('Message')).toHaveValue('Hi Lucas,\n\n\n');
    await page.keyboard.type('Your application is approved in principle.');

    // The first send fails on the way to the server: everything typed stays.
    await page.route('**/replies', (route) => route.abort('connectionreset'), { times: 1 });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The reply was not sent' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(/approved in principle\.\n$/);

    await page.getByRole('button', { name: 'Send' }).click();
    const mail = timeline(page).filter({ hasText: 'Re: your finance application' });
    await expect(mail.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(mail.getByRole('alert')).toContainText(/Not delivered: .+1 attempt so far/);
    await screenshots(page, 'admin-lead-failed-mail');

    await mail.getByRole('button', { name: 'Retry' }).click();
    await expect(mail.getByRole('alert')).toContainText('2 attempts so far', { timeout: 20_000 });
    await expect(mail.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
