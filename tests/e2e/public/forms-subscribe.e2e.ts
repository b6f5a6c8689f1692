import type { Page } from '@playwright/test';
import type { Subscriber } from '../../../src/shared/schemas/leads';
import { holdRequests } from '../browser';
import {
  countByEmail,
  expect,
  expectFailedRequests,
  expectNothingSent,
  gotoHydrated,
  recordByEmail,
  sentBody,
  test,
  uniqueEmail,
} from './forms-support';

/** Opens the subscribe dialog from the footer and returns it. */
async function openSubscribe(page: Page, url: string) {
  await gotoHydrated(page, url);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Updates on New Vehicles' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: ReturnType<Page['getByRole']>, first: string, last: string, email: string) {
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email').fill(email);
}

test.describe('subscribe dialog (footer)', () => {
  test("subscribes and shows the server's message", async ({ empty, page }) => {
    const email = uniqueEmail('sub');
    const dialog = await openSubscribe(page, `${empty.url}/finance`);
    await fill(dialog, 'Stirling', 'Moss', email);
    const body = await sentBody(page, '**/api/subscribers', () =>
      dialog.getByRole('button', { name: 'Subscribe' }).click(),
    );
    expect(body).toEqual({
      firstName: 'Stirling',
      lastName: 'Moss',
      email,
      website: '',
    });
    await expect(dialog.getByText('Thank you for subscribing!')).toBeVisible();
    expect(await recordByEmail<Subscriber>(empty, 'subscribers', email)).toMatchObject({
      firstName: 'Stirling',
      lastName: 'Moss',
    });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('subscribing twice with one e-mail gives the friendly message and no duplicate', async ({
    empty,
    page,
  }) => {
    // The server refuses the second subscription with a 409, which Chromium logs as a failed resource.
    expectFailedRequests();
    const email = uniqueEmail('twice');
    await empty.api('POST', '/api/subscribers', { firstName: 'Stirling', lastName: 'Moss', email });
    const dialog = await openSubscribe(page, `${empty.url}/finance`);
    await fill(dialog, 'Stirling', 'Moss', email.toUpperCase());
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("You're already subscribed with this email.");
    await expect(dialog.getByLabel('Email')).toHaveValue(email.toUpperCase());
    expect(await countByEmail(empty, 'subscribers', email)).toBe(1);
  });

  test('requires first name, last name and a valid e-mail', async ({ empty, page }) => {
    await expectNothingSent(page, async () => {
      const dialog = await openSubscribe(page, `${empty.url}/finance`);
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('Required');
      await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Required');
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
      await expect(dialog.getByLabel('First name')).toBeFocused();

      await fill(dialog, 'Jack', 'Brabham', 'jack@');
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
      await expect(dialog.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test("shows the server's message on a failure, else 'Failed to subscribe'", async ({ empty, page }) => {
    expectFailedRequests();
    let reply: { status: number; body: string } = {
      status: 500,
      body: '{"message":"Mailing list is closed"}',
    };
    await page.route('**/api/subscribers', (route) =>
      route.fulfill({ status: reply.status, body: reply.body, contentType: 'application/json' }),
    );
    const dialog = await openSubscribe(page, `${empty.url}/finance`);
    await fill(dialog, 'Jack', 'Brabham', 'jack@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mailing list is closed');

    reply = { status: 503, body: '' };
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to subscribe');
    await expect(dialog.getByLabel('First name')).toHaveValue('Jack');
  });

  test("a network error says 'An error occurred. Please try again.' and keeps the data", async ({
    empty,
    page,
  }) => {
    expectFailedRequests();
    await page.route('**/api/subscribers', (route) => route.abort());
    const dialog = await openSubscribe(page, `${empty.url}/finance`);
    await fill(dialog, 'Jack', 'Brabham', 'jack@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred. Please try again.');
    await expect(dialog.getByLabel('Email')).toHaveValue('jack@example.com');
    await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test("reads 'Submitting...' while pending and a double click subscribes once", async ({ empty, page }) => {
    const email = uniqueEmail('dbl');
    const release = await holdRequests(page, '**/api/subscribers');
    const dialog = await openSubscribe(page, `${empty.url}/finance`);
    await fill(dialog, 'Double', 'Click', email);
    await dialog.getByRole('button', { name: 'Subscribe' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(dialog.getByText('Thank you for subscribing!')).toBeVisible();
    expect(await countByEmail(empty, 'subscribers', email)).toBe(1);
  });
});
