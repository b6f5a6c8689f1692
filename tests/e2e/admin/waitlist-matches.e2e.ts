import type { Car } from '../../../src/shared/schemas/car';
import type { LeadDetail } from '../../../src/shared/schemas/lead-desk';
import type { Acquisition } from '../../../src/shared/schemas/leads';
import { carPath } from '../../../src/shared/vehicle-path';
import { expectNoAxeViolations } from '../browser';
import { test } from '../fixtures';
import { expect, loginAs, photoPng, screenshots, toast, unique, uploadMedia } from './screens-support';

// Each test lists cars, takes requests and sends mail through a real server: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A make nobody else on the shared server uses, so each test sees only its own matches. */
const freshMake = (prefix: string) => unique(prefix).replace(/\s+/g, '-');

test('a request shows the cars that fit it, and "Send to client" sends one once, on the timeline', async ({
  page,
  empty,
  consoleProblems: _,
}) => {
  const make = freshMake('Pagani');
  const photo = await uploadMedia(empty, 'utopia.png', await photoPng('#1b2a3a', '#c9a96e'));
  const car = await empty.api<Car>('POST', '/api/admin/cars', {
    make,
    model: 'Utopia Roadster',
    year: 2024,
    price: 6_500_000,
    images: [photo.publicUrl],
  });
  await empty.api<Car>('POST', '/api/admin/cars', { make, model: 'Huayra', year: 2019, price: 4_000_000 });
  const request = await empty.api<Acquisition>('POST', '/api/acquisitions', {
    firstName: 'Olivia',
    lastName: 'Nguyen',
    email: 'olivia.matches@example.com',
    desiredCars: [{ make: make.toUpperCase(), model: 'utopia', targetBudget: 6_000_000 }],
  });

  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/leads/acquisition/${request.id}`);
  const matches = page.getByRole('region', { name: 'Matching cars' });
  const item = matches.getByRole('listitem', { name: `2024 ${make} Utopia Roadster` });
  await expect(item).toBeVisible();
  await expect(matches.getByRole('listitem')).toHaveCount(1);
  await expect(item.getByText('$6,500,000')).toBeVisible();
  await expect(item.getByRole('link', { name: /Utopia Roadster/ })).toHaveAttribute('href', carPath(car));
  // The photo is decorative beside the title: shown, without a name of its own.
  await expect(item.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await screenshots(page, 'waitlist-request-matches');
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Send to client: 2024 ${make} Utopia Roadster` }).click();
  await expect(toast(page, 'Sent to the client')).toBeVisible();
  await expect(item.getByText(/^Sent/)).toBeVisible();
  await expect(item.getByRole('button', { name: /Send/ })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(`Sent 2024 ${make} Utopia Roadster to the client`)).toBeVisible();
  await expect(timeline.getByText(`A car for you: 2024 ${make} Utopia Roadster`)).toBeVisible();

  // Sent once only: the server refuses a second send with a clear reason, and nothing more is queued.
  const again = await fetch(`${empty.url}/api/admin/acquisitions/${request.id}/matches/${car.id}/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await empty.token()}` },
  });
  expect(again.status).toBe(409);
  expect(await again.json()).toEqual({ message: 'Already sent to this client' });
  const detail = await empty.api<LeadDetail>('GET', `/api/admin/leads/acquisition/${request.id}`);
  expect(detail.timeline.filter((e) => e.data.type === 'car-sent')).toHaveLength(1);

  // Completing the request closes it: no matches. Reopening it brings them back.
  await page.getByLabel('Status').selectOption('completed');
  await expect(matches.getByText(/This request is completed/)).toBeVisible();
  await page.getByLabel('Status').selectOption('in-progress');
  await expect(item).toBeVisible();
  await expect(item.getByText(/^Sent/)).toBeVisible();
});

test('a car in the inventory says how many clients wait for it, and opens their requests', async ({
  page,
  empty,
  consoleProblems: _,
}) => {
  const make = freshMake('Rimac');
  const car = await empty.api<Car>('POST', '/api/admin/cars', {
    make,
    model: 'Nevera',
    year: 2023,
    price: 3_900_000,
  });
  const names = ['Ada Lovelace', 'Grace Hopper', 'Mary Jackson'];
  const requests: Acquisition[] = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    requests.push(
      await empty.api<Acquisition>('POST', '/api/acquisitions', {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${make.toLowerCase()}@example.com`,
        desiredCars: [{ make, model: 'Nevera' }],
      }),
    );
  }

  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/cars`);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(make);
  const card = page.getByRole('article', { name: `2023 ${make} Nevera` });
  const waiting = card.getByRole('button', { name: `3 clients waiting for 2023 ${make} Nevera` });
  await expect(waiting).toBeVisible();
  await screenshots(page, 'waitlist-inventory-card');
  await waiting.click();
  const dialog = page.getByRole('dialog', { name: '3 clients waiting' });
  for (const name of names) await expect(dialog.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await screenshots(page, 'waitlist-clients-dialog', { fullPage: false });
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: /Grace Hopper/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/acquisition/${requests[1].id}$`));
  await expect(
    page
      .getByRole('region', { name: 'Matching cars' })
      .getByRole('listitem', { name: `2023 ${make} Nevera` }),
  ).toBeVisible();

  // Sold, the car fits nobody: the card no longer says anyone waits.
  await empty.api('PATCH', `/api/admin/cars/${car.id}`, { status: 'sold' });
  await page.goto(`${empty.url}/admin/cars`);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(make);
  await expect(page.getByRole('article', { name: `2023 ${make} Nevera` })).toBeVisible();
  await expect(page.getByRole('button', { name: /clients? waiting/ })).toHaveCount(0);
});

test('the Overview counts the matches not sent yet and opens the request of each', async ({
  page,
  empty,
  consoleProblems: _,
}) => {
  const make = freshMake('Koenigsegg');
  await empty.api<Car>('POST', '/api/admin/cars', {
    make,
    model: 'Jesko Absolut',
    year: 2024,
    price: 5_000_000,
  });
  const request = await empty.api<Acquisition>('POST', '/api/acquisitions', {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine.${make.toLowerCase()}@example.com`,
    desiredCars: [{ make, model: 'Jesko' }],
  });
  const before = await empty.api<{ total: number }>('GET', '/api/admin/acquisition-matches/new');

  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/dashboard?tab=overview`);
  const section = page.getByRole('region', { name: 'Acquisition matches' });
  await expect(section.getByText(String(before.total), { exact: true })).toBeVisible();
  const latest = section.getByRole('link', {
    name: new RegExp(`2024 ${make} Jesko Absolut.*Katherine Johnson`),
  });
  await expect(latest).toBeVisible();
  await screenshots(page, 'waitlist-overview');
  await expectNoAxeViolations(page);
  await latest.click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/acquisition/${request.id}$`));
});
