import type { Car } from '../../../src/shared/schemas/car';
import type { ContactSubmission } from '../../../src/shared/schemas/leads';
import { fillLabelled } from '../browser';
import { test } from '../fixtures';
import { gotoHydrated } from '../public/listings-support';
import {
  expect,
  loginAs,
  openNewVehicleForm,
  photoPng,
  pickFromLibrary,
  screenshots,
  unique,
} from './screens-support';

/**
 * Issue 5's story, end to end: staff upload photos and list a car with them; a visitor finds it on the
 * home page and on /cars and enquires about it; staff see that enquiry, with the car, in the dashboard.
 */
test('staff list a car with photos, a visitor enquires about it, staff see the enquiry', async ({
  empty,
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const model = unique('SF90 Stradale');
  const title = `2021 Ferrari ${model}`;
  const photos = [
    { name: `${model.replace(/\s/g, '-')}-front.png`, buffer: await photoPng('#8a1010', '#1a0202') },
    { name: `${model.replace(/\s/g, '-')}-side.png`, buffer: await photoPng('#3b3b3b', '#0b0b0b') },
  ];

  // Staff: upload the photos in the media screen.
  await loginAs(page, empty);
  await page.goto(`${empty.url}/admin/media`);
  await page
    .getByTestId('media-file-input')
    .setInputFiles(photos.map((p) => ({ name: p.name, mimeType: 'image/png', buffer: p.buffer })));
  for (const p of photos) await expect(page.getByRole('listitem', { name: p.name })).toBeVisible();

  // Staff: list the car with those photos, front first.
  await page.goto(`${empty.url}/admin/cars`);
  const form = await openNewVehicleForm(page, 'Car');
  await fillLabelled(form, {
    Make: 'Ferrari',
    Model: model,
    Year: '2021',
    Price: '849,000',
    Mileage: '3,200',
    Colour: 'Rosso Corsa',
    Description: 'Assetto Fiorano pack, one owner, delivered new in Sydney.',
  });
  for (const p of photos) {
    await form.getByRole('button', { name: 'Add Image' }).click();
    await pickFromLibrary(page, p.name);
  }
  await form.getByRole('button', { name: 'Add Car' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  const car = (await empty.api<Car[]>('GET', '/api/cars')).find((c) => c.model === model)!;
  expect(car.images).toHaveLength(2);

  // A visitor (no admin session) finds it among the featured listings on the home page…
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(empty.url);
  const featured = visitor.getByRole('region', { name: 'FEATURED LISTINGS' });
  const card = featured.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('FOR SALE')).toBeVisible();
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', car.images[0]);

  // …and on /cars, opens it (its card is a link; a plain click opens the dialog) and enquires.
  await gotoHydrated(visitor, `${empty.url}/cars`);
  await visitor.getByRole('link', { name: title }).click();
  const details = visitor.getByRole('dialog', { name: title });
  await expect(details.getByText('$849,000')).toBeVisible();
  await details.getByRole('button', { name: 'Enquire Now' }).click();
  const drawer = visitor.getByRole('dialog', { name: "Let's get started." });
  await expect(drawer).toBeVisible();
  const about = drawer.getByRole('region', { name: 'Vehicle enquired about' });
  await expect(about).toContainText(title);
  await expect(about).toContainText('3,200 km');

  const email = `${unique('buyer').replace(/\s/g, '.')}@example.com`;
  const enquiry = drawer.getByRole('form', { name: 'Enquiry form' });
  await enquiry.getByLabel('First name').fill('James');
  await enquiry.getByLabel('Last name').fill('Whitmore');
  await enquiry.getByLabel('Email').fill(email);
  await enquiry.getByLabel('Contact number').fill('0412 345 678');
  await enquiry.getByLabel('Message').fill('Is it available for an inspection this Saturday?');
  const alerted = new Promise<string>((resolve) =>
    visitor.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
  await enquiry.getByRole('button', { name: 'Send Enquiry' }).click();
  expect(await alerted).toBe("Thank you for your enquiry! We'll get back to you soon.");
  await expect(drawer).toBeHidden();
  await visitorContext.close();

  const stored = (await empty.api<ContactSubmission[]>('GET', '/api/admin/contact-submissions')).find(
    (c) => c.email === email,
  )!;
  expect(stored.vehicleEnquiry).toMatchObject({ year: 2021, make: 'Ferrari', model, mileage: 3200 });

  // Staff see the enquiry, with the vehicle, in Contact Enquiries.
  await page.goto(`${empty.url}/admin?tab=contact-enquiries`);
  const lead = page.getByRole('article', { name: 'Enquiry from James Whitmore' }).filter({ hasText: email });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText(title);
  await expect(lead).toContainText('3,200 km');
  await expect(lead).toContainText('Is it available for an inspection this Saturday?');
  await screenshots(page, 'admin-story-enquiry');
});
