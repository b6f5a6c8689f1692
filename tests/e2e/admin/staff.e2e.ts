import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../browser';
import { ADMIN, type Server, test } from '../fixtures';

import { expect, loginAs, screenshots, toast } from './screens-support';

/** A username no other test on the shared server uses (letters, digits and dashes, as the rule allows). */
const newUsername = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The set-password link in the newest mail to `email`. Without SMTP_URL the server writes each mail as an
 * .eml file under DATA_DIR/outbox; the worker sends within moments of the request, so wait for it.
 */
async function inviteLink(server: Server, email: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'));
        const links = files
          .map((f) => readFileSync(path.join(outbox, f.name), 'utf8').replace(/=\r\n/g, ''))
          .filter((raw) => raw.includes(email))
          .map((raw) => raw.match(/https?:\/\/[^\s"<>]+\/admin\/set-password\/[A-Za-z0-9_-]+/)?.[0])
          .filter((found): found is string => !!found);
        link = links.at(-1);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Signs in through the login screen in a browser context of its own (no shared storage with the admin). */
async function signInElsewhere(browser: Browser, server: Server, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return { context, page };
}

const rowOf = (page: Page, username: string) => page.getByRole('row').filter({ hasText: username });

async function chooseAction(page: Page, username: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${username}` }).click();
  // By keyboard: a toast from the previous action may sit over the menu, and a pointer resting on a toast
  // keeps it open.
  await page.getByRole('menuitem', { name: action }).press('Enter');
}

test.describe('the Staff screen', () => {
  test('adds a member with a password shown once; disabling ends their session and refuses sign-in; delete removes them', async ({
    empty,
    page,
    browser,
  }) => {
    const username = newUsername('jsmith');
    await loginAs(page, empty);
    // The Overview's quick actions lead here (and to the activity log).
    await page.goto(`${empty.url}/admin?tab=overview`);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('link', { name: /^Activity/ })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    await screenshots(page, 'admin-overview-quick-actions');
    await overview.getByRole('link', { name: /^Staff/ }).click();
    await expect(page).toHaveURL(`${empty.url}/admin/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const me = rowOf(page, ADMIN.username);
    await expect(me).toContainText('You');
    await expect(me).toContainText('Active');

    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel(/^Name/).fill('Jane Smith');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
    await expect(dialog.getByRole('radio', { name: /Set a password now/ })).toBeChecked();
    await screenshots(page, 'admin-staff-add', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add staff member' }).click();

    const added = page.getByRole('dialog', { name: 'Staff member added' });
    await expect(added).toContainText('This will not be shown again');
    const password =
      (await added.getByRole('status', { name: `Password for ${username}` }).textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await screenshots(page, 'admin-staff-password-once', { fullPage: false });
    await added.getByRole('button', { name: 'Done' }).click();
    await expect(added).toBeHidden();

    const row = rowOf(page, username);
    await expect(row).toContainText('Jane Smith');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Off');
    await expect(row).toContainText('Active');

    // The same username again: the server's refusal shows on the field, and what was typed stays.
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel(/^Name/).fill('Someone Else');
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(dialog.getByText('That username is already taken')).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('Someone Else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The new colleague signs in elsewhere with the password shown once.
    const other = await signInElsewhere(browser, empty, username, password);
    await expect(other.page.getByText(`Welcome, ${username}`)).toBeVisible();
    await page.reload();
    await expect(rowOf(page, username)).not.toContainText('Never');

    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-staff');

    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit staff member' });
    await edit.getByLabel(/^Name/).fill('Jane Smith-Jones');
    await edit.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Invalid email address')).toBeVisible();
    await edit.getByRole('textbox', { name: 'E-mail' }).fill(`jane-${username}@example.com`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Staff member updated')).toBeVisible();
    await expect(row).toContainText('Jane Smith-Jones');
    await expect(row).toContainText(`jane-${username}@example.com`);

    // You cannot disable yourself: the server's reason stays in the dialog.
    await chooseAction(page, ADMIN.username, 'Disable account');
    const disableSelf = page.getByRole('dialog', { name: 'Disable this account?' });
    await disableSelf.getByRole('button', { name: 'Disable account' }).click();
    await expect(disableSelf.getByRole('alert')).toHaveText('You cannot disable your own account');
    await disableSelf.getByRole('button', { name: 'Cancel' }).click();

    await chooseAction(page, username, 'Disable account');
    const disable = page.getByRole('dialog', { name: 'Disable this account?' });
    await expect(disable).toContainText(`Jane Smith-Jones (${username})`);
    await screenshots(page, 'admin-staff-disable', { fullPage: false });
    await disable.getByRole('button', { name: 'Disable account' }).click();
    await expect(toast(page, 'Account disabled')).toBeVisible();
    await expect(row).toContainText('Disabled');

    // Their open screen loses its session at the next call; signing in again is refused.
    await other.page.goto(`${empty.url}/admin/staff`);
    await expect(other.page).toHaveURL(`${empty.url}/admin/login`);
    await other.page.getByLabel('Username').fill(username);
    await other.page.getByLabel('Password').fill(password);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await expect(other.page.getByRole('alert')).toHaveText('Invalid username or password');

    // Enabled again, the same password works.
    await chooseAction(page, username, 'Enable account');
    await expect(toast(page, 'Account enabled')).toBeVisible();
    await expect(row).toContainText('Active');
    await other.page.getByRole('button', { name: 'Login' }).click();
    await expect(other.page.getByText(`Welcome, ${username}`)).toBeVisible();

    await chooseAction(page, username, 'Delete');
    const remove = page.getByRole('dialog', { name: 'Delete this staff member?' });
    await expect(remove).toContainText(`Are you sure you want to delete Jane Smith-Jones (${username})?`);
    await screenshots(page, 'admin-staff-delete', { fullPage: false });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Staff member deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await other.page.goto(`${empty.url}/admin/cars`);
    await expect(other.page).toHaveURL(`${empty.url}/admin/login`);
    await other.context.close();
  });

  test('an invitation by e-mail lets them choose a password once; a reset shows a new one once', async ({
    empty,
    page,
    browser,
  }) => {
    const username = newUsername('invitee');
    const email = `${username}@example.com`;
    await loginAs(page, empty);
    await page.goto(`${empty.url}/admin/staff`);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff member' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel(/^Name/).fill('Ivy Invitee');
    await dialog.getByRole('radio', { name: /Send an invitation by e-mail/ }).check();
    await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
    await expect(dialog.getByText('An e-mail address is required to send an invitation')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, username)).toContainText('Invitation pending');

    const link = await inviteLink(empty, email);
    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto(link.replace(/^https?:\/\/[^/]+/, empty.url));
    await expect(invited.getByRole('heading', { name: 'Welcome, Ivy Invitee' })).toBeVisible();
    await expect(invited.getByText(username)).toBeVisible();
    await expectNoAxeViolations(invited);
    await screenshots(invited, 'admin-set-password');

    await invited.getByLabel(/^New password/).fill('too-short');
    await invited.getByLabel('Confirm new password').fill('too-short');
    await invited.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(invited.getByText('Password must be at least 12 characters')).toBeVisible();
    await invited.getByLabel(/^New password/).fill('password123456');
    await invited.getByLabel('Confirm new password').fill('password123456');
    await invited.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(
      invited.getByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();
    await invited.getByLabel(/^New password/).fill('Harbour lights at dusk 42');
    await invited.getByLabel('Confirm new password').fill('Harbour lights at dusk 24');
    await invited.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(invited.getByText('The two passwords do not match')).toBeVisible();
    await invited.getByLabel('Confirm new password').fill('Harbour lights at dusk 42');
    await invited.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(invited).toHaveURL(`${empty.url}/admin`);
    await expect(invited.getByText(`Welcome, ${username}`)).toBeVisible();

    // The link works once.
    await invited.goto(link.replace(/^https?:\/\/[^/]+/, empty.url));
    await expect(invited.getByRole('alert')).toHaveText('This link has expired or has already been used.');
    await screenshots(invited, 'admin-set-password-expired');
    await invited.getByRole('link', { name: 'Go to the login page' }).click();
    await expect(invited).toHaveURL(/\/admin(\/login)?$/);
    await context.close();

    await page.reload();
    await expect(rowOf(page, username)).toContainText('Active');
    await expect(rowOf(page, username)).not.toContainText('Invitation pending');

    await chooseAction(page, username, 'Reset password');
    const reset = page.getByRole('dialog', { name: 'Reset this password?' });
    await reset.getByRole('button', { name: 'Reset password' }).click();
    const shown = page.getByRole('dialog', { name: 'Password reset' });
    const fresh =
      (await shown.getByRole('status', { name: `New password for ${username}` }).textContent()) ?? '';
    expect(fresh.length).toBeGreaterThanOrEqual(12);
    await screenshots(page, 'admin-staff-reset-password', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();
    const login = await empty.api<{ token?: string }>(
      'POST',
      '/api/auth/login',
      { username, password: fresh },
      false,
    );
    expect(login.token).toBeTruthy();
  });
});
