import { type Smtp, startSmtp } from '../../helpers/smtp';
import { expectNoAxeViolations } from '../browser';
import { expect, type Server, startServer, test } from '../fixtures';

import { toastWith, unique } from './dashboard-helpers';
import { loginAs, screenshots } from './screens-support';

test.describe('mail that could not be delivered', () => {
  let server: Server;
  let smtpPort: number;
  let smtp: Smtp | undefined;
  test.beforeAll(async () => {
    // A server of its own starts as the shared fixtures do: allow it as long.
    test.setTimeout(200_000);
    // A port with nothing listening until the test starts an SMTP server there: an outage, then recovery.
    const probe = await startSmtp();
    smtpPort = probe.port;
    await probe.close();
    server = await startServer({
      seed: false,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STAFF_EMAIL: 'staff@example.com',
        // One attempt: the first failure is final, so the test need not wait hours of back-off.
        MAIL_MAX_ATTEMPTS: '1',
        // The failures are expected here: only errors beyond them are worth printing.
        LOG_LEVEL: 'fatal',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('the Overview warns, the Outbox lists the failure with its error, and Retry delivers it', async ({
    page,
    consoleProblems,
  }) => {
    const firstName = unique('Outage');
    const email = `outage-${Date.now()}@example.com`;
    await server.api('POST', '/api/contact-submissions', {
      firstName,
      email,
      message: 'Is the 911 still here?',
    });

    await loginAs(page, server);
    await page.goto(`${server.url}/admin?tab=overview`);
    const warning = page.getByRole('alert').filter({ hasText: /failed to send/ });
    // The worker tries the new lead's mails at once; the Overview polls its count each minute, so reload.
    await expect(async () => {
      await page.reload();
      await expect(warning).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await screenshots(page, 'admin-overview-failed-mail', { fullPage: false });
    await warning.getByRole('link', { name: 'Open the outbox' }).click();

    await expect(page).toHaveURL(`${server.url}/admin/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Failed', pressed: true })).toBeVisible();
    // The staff notice of the new enquiry: its subject, recipient, kind and the server's error.
    const row = page.getByRole('row').filter({ hasText: `New enquiry from ${firstName}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('To staff@example.com · Staff contact');
    await expect(row).toContainText(/ECONNREFUSED|connect/i);
    await expectNoAxeViolations(page);
    await screenshots(page, 'admin-outbox');

    smtp = await startSmtp(smtpPort);
    await row.getByRole('button', { name: /^Retry / }).click();
    await expect(toastWith(page, 'E-mail queued to send again')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(() => smtp?.messages.map((m) => m.to[0])).toContain('staff@example.com');

    // Nothing is waiting: the retried mail went out.
    await page.getByRole('button', { name: 'Waiting' }).click();
    await expect(page.getByText('Nothing is waiting to be sent.')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});
