import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildFinanceApplication, buildSellSubmission } from '../../../tests/factories/leads';
import { createTestApp } from '../../../tests/helpers/app';
import { sharedMailTestApp, withMailTestApp } from '../../../tests/helpers/mail-app';
import { parseMessage, type Smtp, startSmtp } from '../../../tests/helpers/smtp';
import { publicPoster } from '../../../tests/helpers/visitors';
import { mailOutbox } from '../db/schema/index';
import {
  getAutoEmailSettings,
  saveAutoEmailSettings,
  saveFooterSettings,
} from '../modules/settings/settings.service';
import { enqueueMail } from './outbox';
import { backoffSeconds } from './worker';

const contact = {
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia@example.com',
  contactNumber: '0412 345 678',
  businessName: null,
  message: 'Is the 911 still available?\nI could view it on Saturday.',
  vehicleEnquiry: { id: 7, year: 2021, make: 'Porsche', model: '911 Turbo S', mileage: 8200 },
  bookingDates: null,
  status: 'new',
};

/** A finance application is the smallest lead that notifies staff and sends no auto-reply. */
const financeFrom = (fullName: string, email: string) => buildFinanceApplication({ fullName, email });

describe('mail through a real SMTP server', () => {
  const { t, smtp } = sharedMailTestApp({ STAFF_EMAIL: 'staff@example.com' });
  const post = publicPoster(t, 9);

  it('sends the auto-reply to the enquirer and a full notification to staff', async () => {
    expect((await post('/api/contact-submissions', contact)).statusCode).toBe(201);
    expect(await t.app.mail.drain()).toBe(2);

    const reply = smtp.messages.find((m) => m.to.includes('olivia@example.com'))!;
    expect(reply.headers.subject).toBe('Thank You for Your Enquiry');
    // The default wording belongs to the settings module: whatever it is, it is what the enquirer gets.
    expect(reply.text.trim()).toBe((await getAutoEmailSettings(t.app.db)).body.trim());
    expect(reply.headers['auto-submitted']).toBe('auto-replied');
    expect(reply.from).toBe('no-reply@localhost');

    const staff = smtp.messages.find((m) => m.to.includes('staff@example.com'))!;
    expect(staff.to).toEqual(['staff@example.com']);
    expect(staff.headers.subject).toBe('New enquiry from Olivia Nguyen');
    for (const line of [
      'First name: Olivia',
      'Last name: Nguyen',
      'Email: olivia@example.com',
      'Contact number: 0412 345 678',
      'Business name: -',
      'Vehicle enquired about: 2021 Porsche 911 Turbo S, 8200 km (car #7)',
      'Message:\n  Is the 911 still available?\n  I could view it on Saturday.',
      'Open in the admin: http://localhost:3000/admin/dashboard?tab=contact-enquiries',
    ])
      expect(staff.text).toContain(line);

    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1 && r.lastError === null)).toBe(true);
    expect(await t.app.mail.drain()).toBe(0);
  });

  it('uses the saved auto-email subject and body, and sends no auto-reply when it is disabled', async () => {
    const setAutoEmail = (subject: string, body: string, isEnabled: 0 | 1) =>
      saveAutoEmailSettings(t.app.db, { subject, body, isEnabled });
    await setAutoEmail('We got your message', 'Talk soon.\nThe team', 1);
    await post('/api/contact-submissions', { ...contact, email: 'first@example.com' });
    await t.app.mail.drain();
    const reply = smtp.messages.find((m) => m.to.includes('first@example.com'))!;
    expect(reply.headers.subject).toBe('We got your message');
    expect(reply.text).toContain('Talk soon.\nThe team');

    smtp.messages.length = 0;
    await setAutoEmail('We got your message', 'Talk soon.', 0);
    await post('/api/contact-submissions', { ...contact, email: 'second@example.com' });
    await t.app.mail.drain();
    expect(smtp.messages.map((m) => m.to)).toEqual([['staff@example.com']]);
    await setAutoEmail('Thank You for Your Enquiry', 'Thanks.', 1);
  });

  it('notifies staff of every other kind of lead with its fields and dashboard tab, without an auto-reply', async () => {
    await post('/api/sell-your-car-submissions', {
      submissionType: 'sell',
      firstName: 'Liam',
      lastName: 'Walker',
      email: 'liam@example.com',
      phone: '0400 111 222',
      make: 'Mercedes-AMG',
      model: 'G 63',
      year: 2020,
      mileage: '41,000',
      condition: 'needs_work',
      images: ['/uploads/0123456789abcdef0123456789abcdef.jpg'],
    });
    await post('/api/sell-your-car-submissions', buildSellSubmission({ submissionType: 'consignment' }));
    await post('/api/acquisitions', {
      firstName: 'Ava',
      lastName: 'Smith',
      email: 'ava@example.com',
      desiredCars: [
        { make: 'Ferrari', model: '296 GTB', yearFrom: 2022, targetBudget: 420000, notes: 'Rosso Corsa' },
      ],
    });
    await post('/api/finance-applications', {
      fullName: 'Noah Patel',
      email: 'noah@example.com',
      phone: '0499 000 111',
      employmentStatus: 'company',
      annualIncome: '250000',
    });
    await post('/api/subscribers', { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com' });
    expect(await t.app.mail.drain()).toBe(5);
    expect(smtp.messages.every((m) => m.to.length === 1 && m.to[0] === 'staff@example.com')).toBe(true);
    const bySubject = (prefix: string) => smtp.messages.find((m) => m.headers.subject.startsWith(prefix))!;

    expect(bySubject('New sell your car request').headers.subject).toBe(
      'New sell your car request: 2020 Mercedes-AMG G 63 from Liam Walker',
    );
    const expectedLines: Record<string, string[]> = {
      'New sell your car request': [
        'Submission type: sell',
        'Phone: 0400 111 222',
        'Mileage: 41,000',
        'Condition: needs work',
        'Transmission: automatic',
        'Photos: http://localhost:3000/uploads/0123456789abcdef0123456789abcdef.jpg',
        'http://localhost:3000/admin/dashboard?tab=sell-your-car',
      ],
      'New consignment request': ['Submission type: consignment'],
      'New acquisition request': [
        'Vehicle 1: Ferrari 296 GTB',
        'Vehicle 1 year from: 2022',
        'Vehicle 1 target budget: 420000',
        'Vehicle 1 notes: Rosso Corsa',
        'tab=acquisitions',
      ],
      'New finance application': [
        'Full name: Noah Patel',
        'Employment status: company',
        'Annual income: 250000',
        'tab=finance-applications',
      ],
      'New subscriber': ['Email: mia@example.com', 'tab=subscribers'],
    };
    for (const [subject, lines] of Object.entries(expectedLines)) {
      for (const line of lines) expect(bySubject(subject).text).toContain(line);
    }
  });

  it('saves nothing for a duplicate subscriber, so no second notification is queued', async () => {
    const before = (await t.app.db.select().from(mailOutbox)).length;
    expect(
      (await post('/api/subscribers', { firstName: 'Mia', lastName: 'Chen', email: 'MIA@example.com' }))
        .statusCode,
    ).toBe(409);
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('keeps a visitor-typed line break out of the headers', async () => {
    await post('/api/contact-submissions', {
      ...contact,
      firstName: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
    });
    await t.app.mail.drain();
    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(recipients.sort()).toEqual(['eve@example.com', 'staff@example.com']);
    const staff = smtp.messages.find((m) => m.to.includes('staff@example.com'))!;
    expect(staff.headers.subject).toBe('New enquiry from Eve Bcc: victim@example.com Nguyen');
    expect(staff.headers.bcc).toBeUndefined();
  });

  it('delivers promptly when started: the save kicks the worker', async () => {
    t.app.mail.start();
    try {
      await post('/api/finance-applications', financeFrom('Quick Delivery', 'quick@example.com'));
      await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(1);
    } finally {
      await t.app.mail.stop();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('saves the lead at once and delivers each mail exactly once when SMTP comes back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, STAFF_EMAIL: 'staff@example.com' });
    let smtp: Smtp | undefined;
    try {
      const res = await publicPoster(t, 9)('/api/contact-submissions', contact);
      expect(res.statusCode).toBe(201);
      expect(await t.app.mail.drain()).toBe(0);

      const failed = await t.app.db.select().from(mailOutbox);
      expect(failed).toHaveLength(2);
      for (const row of failed) {
        expect(row.sentAt).toBeNull();
        expect(row.attempts).toBe(1);
        expect(row.lastError).toBeTruthy();
        // Backed off about 30 s, so an immediate retry does nothing.
        const wait = row.nextAttemptAt.getTime() - Date.now();
        expect(wait).toBeGreaterThan(20_000);
        expect(wait).toBeLessThan(40_000);
      }

      smtp = await startSmtp(port);
      expect(await t.app.mail.drain()).toBe(0);
      // Time passes: the retry is due.
      await t.app.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await t.app.mail.drain()).toBe(2);
      expect(await t.app.mail.drain()).toBe(0);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['olivia@example.com', 'staff@example.com']);

      const sent = await t.app.db.select().from(mailOutbox);
      expect(sent.every((r) => r.sentAt !== null && r.attempts === 2 && r.lastError === null)).toBe(true);
      expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent[0].id))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('backs off exponentially from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });
});

describe('addresses', () => {
  it('falls back to the footer e-mail for staff and sender, and skips staff mail when there is none', async () => {
    await withMailTestApp({}, async (t, smtp) => {
      const post = publicPoster(t, 9);
      await post('/api/finance-applications', financeFrom('Nobody Told', 'nobody@example.com'));
      expect((await t.app.db.select().from(mailOutbox)).length).toBe(0);

      await saveFooterSettings(t.app.db, { email: 'sales@dealer.example' });
      await post('/api/contact-submissions', contact);
      expect(await t.app.mail.drain()).toBe(2);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([
        'olivia@example.com',
        'sales@dealer.example',
      ]);
      expect(smtp.messages.every((m) => m.from === 'sales@dealer.example')).toBe(true);
    });
  });

  it('uses MAIL_FROM as the sender when set', async () => {
    const env = { MAIL_FROM: 'Prestige Motors <hello@prestige.example>', STAFF_EMAIL: 'staff@example.com' };
    await withMailTestApp(env, async (t, smtp) => {
      await enqueueMail(t.app.db, {
        kind: 'staff-contact',
        to: 'staff@example.com',
        subject: 'Hi',
        text: 'Body',
      });
      expect(await t.app.mail.drain()).toBe(1);
      expect(smtp.messages[0].from).toBe('hello@prestige.example');
      expect(smtp.messages[0].headers.from).toBe('Prestige Motors <hello@prestige.example>');
    });
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox and marks it sent', async () => {
    const t = await createTestApp({ STAFF_EMAIL: 'staff@example.com' });
    try {
      await publicPoster(t, 9)('/api/contact-submissions', contact);
      expect(await t.app.mail.drain()).toBe(2);
      const dir = path.join(t.dataDir, 'outbox');
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const emls = files.map((f) => parseMessage(readFileSync(path.join(dir, f), 'utf8')));
      const staff = emls.find((m) => m.headers.to === 'staff@example.com')!;
      expect(staff.headers.subject).toBe('New enquiry from Olivia Nguyen');
      expect(staff.text).toContain('Email: olivia@example.com');
      const reply = emls.find((m) => m.headers.to === 'olivia@example.com')!;
      expect(reply.headers.subject).toBe('Thank You for Your Enquiry');
      const rows = await t.app.db.select().from(mailOutbox);
      expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
