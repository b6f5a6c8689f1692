import type { Car } from '../../../src/shared/schemas/car';
import type { StaffCreateResult } from '../../../src/shared/schemas/staff';
import { buildCar } from '../../factories/cars';
import { expectNoAxeViolations } from '../browser';
import { type Server, test } from '../fixtures';

import { expect, loginAs, screenshots } from './screens-support';

/** A colleague made through the Staff API, and a call to the API signed in as them. */
async function colleague(server: Server, username: string) {
  const created = await server.api<StaffCreateResult>('POST', '/api/admin/staff', {
    username,
    name: 'Nina Park',
    email: '',
    setup: 'password',
  });
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: created.initialPassword }),
  });
  const { token } = (await res.json()) as { token: string };
  const as = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (reply.status === 204 ? null : await reply.json()) as T;
  };
  return { id: created.member.id, as };
}

test('the activity log filters by user and opens the record an entry is about', async ({
  empty: server,
  page,
  consoleProblems,
}) => {
  const username = `nina-${Date.now().toString(36)}`;
  const nina = await colleague(server, username);
  const car = await nina.as<Car>(
    'POST',
    '/api/admin/cars',
    buildCar({ make: 'Aston Martin', model: 'DB12' }),
  );
  const lead = await server.api<{ id: number }>('POST', '/api/contact-submissions', {
    firstName: 'Ivy',
    lastName: 'Audit',
    email: `ivy-${Date.now()}@example.com`,
    message: 'Is the DB12 still available?',
  });
  await nina.as('PATCH', `/api/admin/contact-submissions/${lead.id}`, { status: 'contacted' });
  // Someone else's change, which the user filter must hide.
  await server.api('PATCH', `/api/admin/cars/${car.id}`, { price: 455_000 });

  await loginAs(page, server);
  await page.goto(`${server.url}/admin/activity`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
  await expect(entries.filter({ hasText: `Updated car ${car.id}: price` })).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Filter by user' }).selectOption({ label: username });
  await expect(page).toHaveURL(new RegExp(`[?&]user=${nina.id}(&|$)`));
  await expect(entries.filter({ hasText: `Updated car ${car.id}` })).toHaveCount(0);
  await expect(entries.first()).toBeVisible();
  for (const entry of await entries.all()) await expect(entry).toContainText(username);
  const status = entries.filter({ hasText: `Changed contact enquiry ${lead.id} status to contacted` });
  await expect(status).toContainText('Status');
  const created = entries.filter({ hasText: `Created car ${car.id}` });
  await expect(created).toContainText('Create');
  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-activity');

  // A reload keeps the filter (it lives in the address); a search with no match says so.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter by user' })).toHaveValue(String(nina.id));
  await page.getByRole('searchbox', { name: 'Search the activity log' }).fill('no-such-thing-here');
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await screenshots(page, 'admin-activity-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(`${server.url}/admin/activity`);
  await expect(entries.filter({ hasText: `Updated car ${car.id}: price` })).toHaveCount(1);

  // An entry's record: the lead page, whose timeline names who changed the status.
  await page.getByRole('combobox', { name: 'Filter by user' }).selectOption({ label: username });
  await status.getByRole('link', { name: /Open lead/ }).click();
  await expect(page).toHaveURL(`${server.url}/admin/leads/contact/${lead.id}`);
  await expect(page.getByText(`by ${username}`)).toBeVisible();

  await page.goBack();
  await created.getByRole('link', { name: /View car/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('DB12');
  expect(consoleProblems).toEqual([]);
});
