import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { mailOutbox } from '../db/schema/index';
import {
  getAutoEmailSettings,
  saveAutoEmailSettings,
  saveFooterSettings,
} from '../modules/settings/settings.service';
import { enqueueMail } from './outbox';
import { backoffSeconds } from './worker';

type Received = { from: string; to: string[]; headers: Record<string, string>; text: string };

/** A real SMTP peer in this process, recording every message it accepts. */
async function startSmtp(port = 0) {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parsed,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough RFC 5322 + quoted-printable to read what nodemailer sends. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, text: body.replace(/\r\n/g, '\n') };
}

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

let ip = 0;
const post = (t: TestApp, url: string, payload: object) => {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
  });
};

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, STAFF_EMAIL: 'staff@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.messages.length = 0;
  });

  it('sends the auto-reply to the enquirer and a full notification to staff', async () => {
    expect((await post(t, '/api/contact-submissions', contact)).statusCode).toBe(201);
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
    await saveAutoEmailSettings(t.app.db, {
      subject: 'We got your message',
      body: 'Talk soon.\nThe team',
      isEnabled: 1,
    });
    await post(t, '/api/contact-submissions', { ...contact, email: 'first@example.com' });
    await t.app.mail.drain();
    const reply = smtp.messages.find((m) => m.to.includes('first@example.com'))!;
    expect(reply.headers.subject).toBe('We got your message');
    expect(reply.text).toContain('Talk soon.\nThe team');

    smtp.messages.length = 0;
    await saveAutoEmailSettings(t.app.db, {
      subject: 'We got your message',
      body: 'Talk soon.',
      isEnabled: 0,
    });
    await post(t, '/api/contact-submissions', { ...contact, email: 'second@example.com' });
    await t.app.mail.drain();
    expect(smtp.messages.map((m) => m.to)).toEqual([['staff@example.com']]);
    await saveAutoEmailSettings(t.app.db, {
      subject: 'Thank You for Your Enquiry',
      body: 'Thanks.',
      isEnabled: 1,
    });
  });

  it('notifies staff of every other kind of lead with its fields and dashboard tab, without an auto-reply', async () => {
    await post(t, '/api/sell-your-car-submissions', {
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
    await post(t, '/api/sell-your-car-submissions', {
      submissionType: 'consignment',
      firstName: 'Zoe',
      lastName: 'King',
      email: 'zoe@example.com',
      phone: '0400 000 000',
      make: 'Aston Martin',
      model: 'DB11',
      year: 2019,
      mileage: '18000',
    });
    await post(t, '/api/acquisitions', {
      firstName: 'Ava',
      lastName: 'Smith',
      email: 'ava@example.com',
      desiredCars: [
        { make: 'Ferrari', model: '296 GTB', yearFrom: 2022, targetBudget: 420000, notes: 'Rosso Corsa' },
      ],
    });
    await post(t, '/api/finance-applications', {
      fullName: 'Noah Patel',
      email: 'noah@example.com',
      phone: '0499 000 111',
      employmentStatus: 'company',
      annualIncome: '250000',
    });
    await post(t, '/api/subscribers', { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com' });
    expect(await t.app.mail.drain()).toBe(5);
    expect(smtp.messages.every((m) => m.to.length === 1 && m.to[0] === 'staff@example.com')).toBe(true);
    const bySubject = (prefix: string) => smtp.messages.find((m) => m.headers.subject.startsWith(prefix))!;

    const sell = bySubject('New sell your car request');
    expect(sell.headers.subject).toBe('New sell your car request: 2020 Mercedes-AMG G 63 from Liam Walker');
    for (const line of [
      'Submission type: sell',
      'Phone: 0400 111 222',
      'Mileage: 41,000',
      'Condition: needs work',
      'Transmission: automatic',
      'Photos: http://localhost:3000/uploads/0123456789abcdef0123456789abcdef.jpg',
      'http://localhost:3000/admin/dashboard?tab=sell-your-car',
    ])
      expect(sell.text).toContain(line);
    expect(bySubject('New consignment request').text).toContain('Submission type: consignment');

    const acq = bySubject('New acquisition request');
    for (const line of [
      'Vehicle 1: Ferrari 296 GTB',
      'Vehicle 1 year from: 2022',
      'Vehicle 1 target budget: 420000',
      'Vehicle 1 notes: Rosso Corsa',
      'tab=acquisitions',
    ])
      expect(acq.text).toContain(line);

    const fin = bySubject('New finance application');
    for (const line of [
      'Full name: Noah Patel',
      'Employment status: company',
      'Annual income: 250000',
      'tab=finance-applications',
    ])
      expect(fin.text).toContain(line);

    const sub = bySubject('New subscriber');
    expect(sub.text).toContain('Email: mia@example.com');
    expect(sub.text).toContain('tab=subscribers');
  });

  it('saves nothing for a duplicate subscriber, so no second notification is queued', async () => {
    const before = (await t.app.db.select().from(mailOutbox)).length;
    expect(
      (await post(t, '/api/subscribers', { firstName: 'Mia', lastName: 'Chen', email: 'MIA@example.com' }))
        .statusCode,
    ).toBe(409);
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('keeps a visitor-typed line break out of the headers', async () => {
    await post(t, '/api/contact-submissions', {
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
      await post(t, '/api/finance-applications', {
        fullName: 'Quick Delivery',
        email: 'quick@example.com',
        phone: '1',
        employmentStatus: 'personal',
        annualIncome: '1',
      });
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
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const res = await post(t, '/api/contact-submissions', contact);
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
    const smtp = await startSmtp();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await post(t, '/api/finance-applications', {
        fullName: 'Nobody Told',
        email: 'nobody@example.com',
        phone: '1',
        employmentStatus: 'personal',
        annualIncome: '1',
      });
      expect((await t.app.db.select().from(mailOutbox)).length).toBe(0);

      await saveFooterSettings(t.app.db, { email: 'sales@dealer.example' });
      await post(t, '/api/contact-submissions', contact);
      expect(await t.app.mail.drain()).toBe(2);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([
        'olivia@example.com',
        'sales@dealer.example',
      ]);
      expect(smtp.messages.every((m) => m.from === 'sales@dealer.example')).toBe(true);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('uses MAIL_FROM as the sender when set', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Prestige Motors <hello@prestige.example>',
      STAFF_EMAIL: 'staff@example.com',
    });
    try {
      await enqueueMail(t.app.db, {
        kind: 'staff-contact',
        to: 'staff@example.com',
        subject: 'Hi',
        text: 'Body',
      });
      expect(await t.app.mail.drain()).toBe(1);
      expect(smtp.messages[0].from).toBe('hello@prestige.example');
      expect(smtp.messages[0].headers.from).toBe('Prestige Motors <hello@prestige.example>');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox and marks it sent', async () => {
    const t = await createTestApp({ STAFF_EMAIL: 'staff@example.com' });
    try {
      await post(t, '/api/contact-submissions', contact);
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
