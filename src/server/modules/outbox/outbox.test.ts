import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type Smtp, startSmtp } from '../../../../tests/helpers/smtp';
import { MAIL_MAX_ATTEMPTS, type OutboxList, type OutboxMail } from '../../../shared/schemas/outbox';
import { mailOutbox } from '../../db/schema/index';
import { enqueueMail } from '../../mail/outbox';

/** Makes every undelivered mail due now, as if its back-off had passed. */
const timePasses = (t: TestApp) =>
  t.app.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

const list = async (t: TestApp, state: string) =>
  (await t.admin({ method: 'GET', url: `/api/admin/outbox?state=${state}` })).json() as OutboxList;

describe('mail that cannot be delivered', () => {
  it('is marked failed after the last attempt, listed with its error, and sent once staff press Retry', async () => {
    // A port nobody listens on: every attempt fails until the SMTP server starts there.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: Smtp | undefined;
    try {
      const id = await enqueueMail(t.app.db, {
        kind: 'lead-reply',
        to: 'client@example.com',
        subject: 'Your Ferrari',
        text: 'It has arrived.',
      });
      await enqueueMail(t.app.db, {
        kind: 'staff-contact',
        to: 'staff@example.com',
        subject: 'New',
        text: '…',
      });

      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        await timePasses(t);
        expect(await t.app.mail.drain()).toBe(0);
      }
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row.attempts).toBe(MAIL_MAX_ATTEMPTS);

      // Failed for good: the worker leaves it alone however long it waits.
      await timePasses(t);
      expect(await t.app.mail.drain()).toBe(0);
      const [after] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(after.attempts).toBe(MAIL_MAX_ATTEMPTS);

      const failed = await list(t, 'failed');
      expect(failed.summary).toEqual({ pending: 0, failed: 2 });
      const listed = failed.items.find((m) => m.id === id);
      expect(listed).toMatchObject({
        kind: 'lead-reply',
        to: 'client@example.com',
        subject: 'Your Ferrari',
        attempts: MAIL_MAX_ATTEMPTS,
        state: 'failed',
        nextAttemptAt: null,
      });
      expect(listed?.lastError).toBeTruthy();
      // The body may hold a customer's details: the list never carries it.
      expect(JSON.stringify(failed)).not.toContain('It has arrived.');
      expect((await list(t, 'pending')).items).toEqual([]);
      expect((await t.admin({ method: 'GET', url: '/api/admin/outbox/summary' })).json()).toEqual({
        pending: 0,
        failed: 2,
      });

      smtp = await startSmtp(port);
      const retried = await t.admin({ method: 'POST', url: `/api/admin/outbox/${id}/retry` });
      expect(retried.statusCode).toBe(200);
      expect(retried.json<OutboxMail>()).toMatchObject({
        id,
        attempts: MAIL_MAX_ATTEMPTS - 1,
        state: 'pending',
      });
      expect((await list(t, 'pending')).items.map((m) => m.id)).toEqual([id]);

      expect(await t.app.mail.drain()).toBe(1);
      expect(smtp.messages.map((m) => m.to[0])).toEqual(['client@example.com']);
      expect((await list(t, 'failed')).summary).toEqual({ pending: 0, failed: 1 });

      // A sent mail cannot be retried (no second copy); an unknown one is a 404.
      const again = await t.admin({ method: 'POST', url: `/api/admin/outbox/${id}/retry` });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This e-mail has already been sent' });
      expect((await t.admin({ method: 'POST', url: '/api/admin/outbox/999999/retry' })).statusCode).toBe(404);
      const malformed = await t.admin({ method: 'POST', url: '/api/admin/outbox/abc/retry' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^id: /);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('refuses an unknown state with a clear message', async () => {
    const t = await createTestApp();
    try {
      const res = await t.admin({ method: 'GET', url: '/api/admin/outbox?state=lost' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('state: Must be pending or failed');
    } finally {
      await t.close();
    }
  });
});
