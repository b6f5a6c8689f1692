import type { Locator, Page } from '@playwright/test';
import type { CarWatcher } from '../../../src/shared/car-watch';
import type { Car } from '../../../src/shared/schemas/car';
import { carPath } from '../../../src/shared/vehicle-path';
import { expectNoAxeViolations, holdRequests } from '../browser';
import { expect, type Server, siteTest as test } from '../fixtures';
import { createCar, gotoHydrated, titleOf, unique } from './listings-support';

const notifyMe = (scope: Page | Locator) => scope.getByRole('region', { name: 'Notify me' });
const watchersOf = (server: Server, car: Car) =>
  server.api<CarWatcher[]>('GET', `/api/admin/cars/${car.id}/watchers`);

test.describe('"Notify me" on a car', () => {
  test('in the car dialog: checks the address, sends once however often it is clicked, confirms', async ({
    empty,
    page,
  }) => {
    const car = await createCar(empty, { model: unique('Roma Spider'), make: 'Ferrari', price: 480_000 });
    await gotoHydrated(page, `${empty.url}/cars?carId=${car.id}`);
    const dialog = page.getByRole('dialog', { name: titleOf(car) });
    const box = notifyMe(dialog);
    await expect(box).toBeVisible();
    // The collection notice says what the address is for and links to the policy.
    await expect(box).toContainText("We'll use your e-mail only to tell you once if this car's price drops");
    await expect(box.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const email = box.getByRole('textbox', { name: 'Your e-mail address' });
    const send = box.getByRole('button', { name: 'Notify me' });
    await send.click();
    await expect(box.getByRole('alert')).toHaveText('Enter your e-mail address.');
    await email.fill('not an address');
    await send.click();
    await expect(box.getByRole('alert')).toHaveText('Enter a valid e-mail address, like name@example.com.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/cars/${car.id}/watch`)) posts.push(r.url());
    });
    const release = await holdRequests(page, `**/api/cars/${car.id}/watch`);
    await email.fill('Watcher@Example.com');
    await send.dblclick();
    await expect(box.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(box.getByRole('status')).toHaveText("We'll e-mail you if the price drops or it sells.");
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page);

    expect((await watchersOf(empty, car)).map((w) => w.email)).toEqual(['watcher@example.com']);
  });

  test('on the car page: confirms, says so when already watching, and is not offered on a sold car', async ({
    empty,
    page,
  }) => {
    const car = await createCar(empty, { model: unique('Vantage'), make: 'Aston Martin', price: 290_000 });
    await gotoHydrated(page, `${empty.url}${carPath(car)}`);
    const box = notifyMe(page);
    await box.getByRole('textbox', { name: 'Your e-mail address' }).fill('page@example.com');
    await box.getByRole('textbox', { name: 'Your e-mail address' }).press('Enter');
    await expect(box.getByRole('status')).toHaveText("We'll e-mail you if the price drops or it sells.");
    await expectNoAxeViolations(page);

    await gotoHydrated(page, `${empty.url}${carPath(car)}`);
    await box.getByRole('textbox', { name: 'Your e-mail address' }).fill('PAGE@example.com');
    await box.getByRole('button', { name: 'Notify me' }).click();
    await expect(box.getByRole('status')).toHaveText(
      "You're already watching this car: we'll e-mail you if the price drops or it sells.",
    );
    expect(await watchersOf(empty, car)).toHaveLength(1);

    const sold = await createCar(empty, { model: unique('DB12'), make: 'Aston Martin', status: 'sold' });
    await gotoHydrated(page, `${empty.url}${carPath(sold)}`);
    await expect(page.getByRole('link', { name: 'Find me one like this' })).toBeVisible();
    await expect(notifyMe(page)).toHaveCount(0);
  });
});
