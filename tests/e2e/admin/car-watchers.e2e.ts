import type { Car } from '../../../src/shared/schemas/car';
import { buildCar } from '../../factories/cars';
import { expectNoAxeViolations } from '../browser';
import { expect, test } from '../fixtures';

import { acceptNextDialog, signIn, unique } from './dashboard-helpers';

test('the inventory shows who watches a car beside it, with when they asked and whether they were alerted', async ({
  empty,
  page,
  consoleProblems: _,
}) => {
  const model = unique('Continental GT');
  const car = await empty.api<Car>(
    'POST',
    '/api/admin/cars',
    buildCar({ make: 'Bentley', model, price: 380_000 }),
  );
  const quiet = await empty.api<Car>(
    'POST',
    '/api/admin/cars',
    buildCar({ make: 'Bentley', model: `${model} S` }),
  );
  for (const email of ['first@example.com', 'second@example.com'])
    await empty.api('POST', `/api/cars/${car.id}/watch`, { email });
  await empty.api('PATCH', `/api/admin/cars/${car.id}`, { price: 360_000 });
  await empty.api('POST', `/api/cars/${car.id}/watch`, { email: 'third@example.com' });

  await signIn(page, empty);
  await page.goto(`${empty.url}/admin/cars`);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill(model);
  const card = page.getByRole('article', { name: `${car.year} Bentley ${model}`, exact: true });
  const quietCard = page.getByRole('article', { name: `${quiet.year} Bentley ${quiet.model}` });
  await expect(quietCard).toBeVisible();
  // A car nobody watches shows nothing extra.
  await expect(quietCard.getByRole('button', { name: /watching|watcher/ })).toHaveCount(0);

  // Two were alerted of the drop; the third, who came after it, is still waiting.
  await card.getByRole('button', { name: /^1 watching: see who is watching/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Watchers' });
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('third@example.com');
  await expect(rows.nth(0)).toContainText('Waiting');
  for (const [i, email] of [
    [1, 'second@example.com'],
    [2, 'first@example.com'],
  ] as const) {
    await expect(rows.nth(i)).toContainText(email);
    await expect(rows.nth(i)).toContainText('Price drop alert sent');
  }
  await expect(rows.nth(0).getByRole('link', { name: 'third@example.com' })).toHaveAttribute(
    'href',
    'mailto:third@example.com',
  );
  await expectNoAxeViolations(page);

  // Removing one asks first; the list and the count beside the car follow.
  const asked = acceptNextDialog(page);
  await rows.nth(0).getByRole('button', { name: 'Remove third@example.com' }).click();
  expect(await asked).toBe('Are you sure you want to delete this watcher?');
  await expect(rows).toHaveCount(2);
  await expect(dialog).not.toContainText('third@example.com');
  // The Close button, not Escape: the "Watcher removed" toast, when it is up, takes Escape first (Radix
  // dismisses the top layer), which left the dialog open in a loaded run.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /^2 watchers: see who is watching/ })).toBeVisible();
  expect((await empty.api<{ email: string }[]>('GET', `/api/admin/cars/${car.id}/watchers`)).length).toBe(2);
});
