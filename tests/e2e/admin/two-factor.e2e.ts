import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { StaffCreateResult } from '../../../src/shared/schemas/staff';
import { expectNoAxeViolations } from '../browser';
import { ADMIN, type Server, test } from '../fixtures';

import { expect, loginAs, screenshots, toast } from './screens-support';

/** RFC 4648 base32, as the setup key is shown (spaces between groups are ignored). */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 with the defaults every authenticator app uses: HMAC-SHA-1, 30-second steps, 6 digits. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * The phone of the test: each code it gives is of a later step than the one before, because the server
 * (rightly) refuses a code of a step already used; it accepts one step either side of now.
 */
function authenticator(secret: string) {
  let last = -1;
  return {
    next() {
      last = Math.max(currentStep(), last + 1);
      return totp(secret, last);
    },
    /** Six digits that are none of the codes the server would accept now. */
    wrong() {
      const valid = new Set([-1, 0, 1].map((d) => totp(secret, currentStep() + d)));
      for (let n = 0; ; n++) {
        const code = String(n).padStart(6, '0');
        if (!valid.has(code)) return code;
      }
    },
  };
}

/** A staff member of this test alone, so that changing their password or sign-in never disturbs others. */
async function newMember(server: Server, prefix: string) {
  const username = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { initialPassword } = await server.api<StaffCreateResult>('POST', '/api/admin/staff', {
    username,
    name: `${prefix[0].toUpperCase()}${prefix.slice(1)} Tester`,
    email: `${username}@example.com`,
    setup: 'password',
  });
  return { username, password: initialPassword! };
}

async function apiLogin(server: Server, username: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()) as { token?: string; twoFactor?: boolean };
}

async function passwordStep(page: Page, server: Server, username: string, password: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('your account', () => {
  test('change password: wrong current, too short, common, then success signs out the other sessions', async ({
    empty,
    page,
  }) => {
    const { username, password } = await newMember(empty, 'pat');
    const elsewhere = await apiLogin(empty, username, password);
    await passwordStep(page, empty, username, password);
    // The welcome line leads to your account.
    await page.getByRole('link', { name: `Welcome, ${username}` }).click();
    await expect(page).toHaveURL(`${empty.url}/admin/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-account');

    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    const next = form.getByLabel(/^New password/);
    const confirm = form.getByLabel('Confirm new password');
    const submit = form.getByRole('button', { name: 'Change password' });
    await expect(form).toContainText('At least 12 characters');

    await current.fill('not-my-password');
    await next.fill('Quiet harbour mornings 7');
    await confirm.fill('Quiet harbour mornings 7');
    await submit.click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
    await expect(next).toHaveValue('Quiet harbour mornings 7');

    await current.fill(password);
    await next.fill('short-one');
    await confirm.fill('short-one');
    await submit.click();
    await expect(form.getByText('Password must be at least 12 characters')).toBeVisible();

    await next.fill('password123456');
    await confirm.fill('password123456');
    await submit.click();
    await expect(
      form.getByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();
    await screenshots(page, 'admin-account-password-error');

    await next.fill('Quiet harbour mornings 7');
    await confirm.fill('Quiet harbour mornings 7');
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed. 1 other session was signed out.',
    );
    await expect(current).toHaveValue('');
    const me = await fetch(`${empty.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${elsewhere.token}` },
    });
    expect(me.status).toBe(401);
    // This session stays, and the new password is the one that works.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect((await apiLogin(empty, username, 'Quiet harbour mornings 7')).token).toBeTruthy();

    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel(/^Name/).fill('Pat Renamed');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page, 'Your details have been saved')).toBeVisible();
    await page.reload();
    await expect(details.getByLabel(/^Name/)).toHaveValue('Pat Renamed');
  });

  test('two-factor: enrol with the QR key, then sign in with a code and with a recovery code', async ({
    empty,
    page,
  }) => {
    test.setTimeout(120_000);
    const { username, password } = await newMember(empty, 'tfa');
    await passwordStep(page, empty, username, password);
    await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
    await page.goto(`${empty.url}/admin/account`);

    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section).toContainText('Off');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const prompt = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await prompt.getByLabel('Your password').fill('not-my-password');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(prompt.getByRole('alert')).toBeVisible();
    await prompt.getByLabel('Your password').fill(password);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(prompt).toBeHidden();

    const setup = page.getByRole('form', { name: 'Set up two-factor sign-in' });
    await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await setup.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const phone = authenticator(secret);
    await screenshots(page, 'admin-account-two-factor-setup');

    const code = setup.getByLabel('Code from the app');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(phone.wrong());
    await setup.getByRole('button', { name: 'Turn on' }).click();
    await expect(setup.getByText('Invalid code')).toBeVisible();
    await code.fill(phone.next());
    await setup.getByRole('button', { name: 'Turn on' }).click();

    const codesPanel = page.getByRole('region', { name: 'Save your recovery codes' });
    await expect(codesPanel.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codesPanel.getByRole('listitem').allTextContents();
    const done = codesPanel.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await expect(codesPanel.getByRole('button', { name: 'Download as text' })).toBeVisible();
    await screenshots(page, 'admin-account-recovery-codes');
    await codesPanel.getByLabel('I have saved these codes').check();
    await done.click();
    await expect(codesPanel).toBeHidden();
    await expect(section).toContainText('10 of 10 recovery codes left');
    await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await screenshots(page, 'admin-account-two-factor-on');

    // Signing in now takes a second step in the same card.
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, empty, username, password);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    const input = page.getByLabel('Authentication code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-login-two-factor');
    await input.fill(phone.wrong());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code');
    await expect(page.getByRole('alert')).toHaveClass(/red/);
    await screenshots(page, 'admin-login-two-factor-error');
    await input.fill(phone.next());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${empty.url}/admin`);
    await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();

    // A recovery code instead, written in capitals without its dash: accepted once.
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, empty, username, password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0].replace('-', '').toUpperCase());
    await screenshots(page, 'admin-login-recovery-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
    await page.goto(`${empty.url}/admin/account`);
    await expect(section).toContainText('9 of 10 recovery codes left');

    // Five wrong codes end the attempt: back to the password step, the username kept.
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(page, empty, username, password);
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse('**/api/auth/login/verify');
      await page.getByLabel('Authentication code').fill(phone.wrong());
      await page.getByRole('button', { name: 'Verify' }).click();
      expect((await answer).status()).toBe(401);
    }
    await expect(page.getByRole('alert')).toHaveText('Too many wrong codes. Please sign in again.');
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Password')).toHaveValue('');

    // Back on the password step the second step can be left with Back too.
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(username);
  });

  test('turning two-factor off asks for the password; sign-in is one step again', async ({ empty, page }) => {
    const { username, password } = await newMember(empty, 'off');
    const token = (await apiLogin(empty, username, password)).token!;
    const call = (apiPath: string, body: unknown) =>
      fetch(`${empty.url}${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }).then((res) => res.json());
    const { secret } = (await call('/api/admin/account/two-factor/setup', { password })) as {
      secret: string;
    };
    await call('/api/admin/account/two-factor/enable', { code: authenticator(secret).next() });
    await page.addInitScript((t) => window.localStorage.setItem('admin_token', t), token);
    await page.goto(`${empty.url}/admin/account`);

    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'New recovery codes' }).click();
    const renew = page.getByRole('dialog', { name: 'New recovery codes' });
    await renew.getByLabel('Your password').fill(password);
    await renew.getByRole('button', { name: 'Make new codes' }).click();
    const codesPanel = page.getByRole('region', { name: 'Save your recovery codes' });
    await expect(codesPanel.getByRole('listitem')).toHaveCount(10);
    await codesPanel.getByLabel('I have saved these codes').check();
    await codesPanel.getByRole('button', { name: 'Done' }).click();

    await section.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByText('Password is required')).toBeVisible();
    await off.getByLabel('Your password').fill(password);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(toast(page, 'Two-factor sign-in is off')).toBeVisible();
    await expect(section).toContainText('Only your password is asked');
    expect((await apiLogin(empty, username, password)).token).toBeTruthy();
  });
});

test.describe('a colleague locked out of two-factor', () => {
  test('an administrator turns it off from the Staff screen, after a confirm; they sign in with the password alone', async ({
    empty,
    page,
  }) => {
    const { username, password } = await newMember(empty, 'lost');
    // They enrol (through the API, as the test above does through the screen), then lose phone and codes.
    const { token } = await apiLogin(empty, username, password);
    const as = (url: string, body: object) =>
      fetch(`${empty.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await as('/api/admin/account/two-factor/setup', { password })).json()) as {
      secret: string;
    };
    expect(
      (await as('/api/admin/account/two-factor/enable', { code: authenticator(secret).next() })).status,
    ).toBe(200);
    expect(await apiLogin(empty, username, password)).toMatchObject({ twoFactor: true });

    await loginAs(page, empty);
    await page.goto(`${empty.url}/admin/staff`);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('On');
    // Your own row has no such action: yours is turned off from Your account, with your password.
    await page.getByRole('button', { name: `More actions for ${ADMIN.username}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `More actions for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Turn off two-factor sign-in' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await expect(dialog).toContainText('signed out everywhere');
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-staff-two-factor-off', { fullPage: false });
    await dialog.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(toast(page, 'Two-factor sign-in turned off')).toBeVisible();
    await expect(row).toContainText('Off');

    // Their old session is over, and the password alone signs them in.
    const me = await fetch(`${empty.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    expect(await apiLogin(empty, username, password)).toMatchObject({ token: expect.any(String) });
    await page.goto(`${empty.url}/admin/activity`);
    await expect(page.getByText(/Updated staff member/).first()).toBeVisible();
  });
});
