import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sharedTestApp, type TestApp } from '../../../../tests/helpers/app';
import { ok } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import type { LeadDetail, LeadSummary, LeadsSummary, TimelineEvent } from '../../../shared/schemas/lead-desk';
import type { ContactSubmission } from '../../../shared/schemas/leads';
import type { Page } from '../../../shared/schemas/paging';
import { leadIndex, mailOutbox } from '../../db/schema/index';
import { backfillLeadIndex, importLeads } from './lead-import.service';

const t = sharedTestApp();
const post = publicPoster(t, 9);
const get = async <T>(url: string) => ok<T>(await t.admin({ method: 'GET', url }));

const contact = (firstName: string, lastName: string, extra: object = {}) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  contactNumber: null,
  message: 'Hello',
  ...extra,
});
const addContact = async (firstName: string, lastName: string, extra: object = {}) => {
  const res = await post('/api/contact-submissions', contact(firstName, lastName, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactSubmission;
};

/** Reads every page of a paged list, following nextCursor, with an optional step between pages. */
async function readAll<T>(base: string, limit: number, between?: (page: number) => Promise<void>) {
  const items: T[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const sep = base.includes('?') ? '&' : '?';
    const res: Page<T> = await get(`${base}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.items);
    cursor = res.nextCursor;
    page += 1;
    if (between) await between(page);
  } while (cursor && page < 100);
  return items;
}

describe('paged lead lists', () => {
  it('pages newest first with no duplicates or gaps while new leads arrive', async () => {
    // Several leads in one millisecond would tie on createdAt: the id decides, and the cursor keeps both.
    const base = new Date(Date.now() - 60_000);
    await importLeads(
      t.app.db,
      'contact',
      Array.from({ length: 9 }, (_, i) => ({
        input: { ...contact(`Page${i}`, 'Tester'), lastName: 'Tester', message: '', vehicleEnquiry: null },
        createdAt: new Date(base.getTime() + Math.floor(i / 3)),
      })) as never,
    );
    const first: Page<ContactSubmission> = await get('/api/admin/contact-submissions?q=tester&limit=4');
    expect(first.total).toBe(9);
    const arrived: string[] = [];
    const seen = await readAll<ContactSubmission>(
      '/api/admin/contact-submissions?q=tester',
      4,
      async (page) => {
        if (page === 1) arrived.push((await addContact('Late', 'Tester')).firstName);
      },
    );
    // The page reads began before "Late" arrived, so it is on no later page: nothing shifted.
    expect(arrived).toEqual(['Late']);
    const names = seen.map((c) => c.firstName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Array.from({ length: 9 }, (_, i) => `Page${i}`).sort());
    const times = seen.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // A fresh first page shows the newcomer on top.
    const again: Page<ContactSubmission> = await get('/api/admin/contact-submissions?q=tester&limit=4');
    expect(again.items[0].firstName).toBe('Late');
    expect(again.total).toBe(10);
  });

  it('keeps the SPEC answer (a whole array) when called without the new parameters', async () => {
    const all = await get<ContactSubmission[]>('/api/admin/contact-submissions');
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(10);
    // Whole records, as the paged answer has them (api-rows.test.ts holds their fields to the table's columns).
    const first = await get<Page<ContactSubmission>>('/api/admin/contact-submissions?limit=1');
    expect(all).toContainEqual(first.items[0]);
    expect(Array.isArray(await get('/api/admin/subscribers'))).toBe(true);
    expect(Array.isArray(await get('/api/admin/acquisitions'))).toBe(true);
  });

  it.each([
    ['/api/admin/contact-submissions?limit=0', 'limit'],
    ['/api/admin/contact-submissions?limit=500', 'limit'],
    ['/api/admin/contact-submissions?limit=5&cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['/api/admin/contact-submissions?limit=5&cursor=a%20b', 'cursor'],
    ['/api/admin/contact-submissions?from=2026-13-01', 'from'],
    ['/api/admin/contact-submissions?status=closed', 'status'],
    ['/api/admin/sell-your-car-submissions?type=lease', 'type'],
    ['/api/admin/leads?kind=subscriber', 'kind'],
    [`/api/admin/leads?q=${'x'.repeat(300)}`, 'q'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await t.admin({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
  });
});

describe('search and filters', () => {
  beforeAll(async () => {
    await addContact('Harriet', 'Oyelaran', {
      contactNumber: '+61 412 555 019',
      businessName: 'Harbour Capital',
      message: 'Keen on a test drive this weekend',
      vehicleEnquiry: { year: 2022, make: 'Ferrari', model: 'Roma', mileage: 3100 },
    });
    const sell = {
      submissionType: 'consignment',
      firstName: 'Quentin',
      lastName: 'Oyelaran',
      email: 'q.oyelaran@example.com',
      phone: '0412 555 019',
      make: 'Lamborghini',
      model: 'Urus',
      year: 2021,
      mileage: '22,000',
    };
    expect((await post('/api/sell-your-car-submissions', sell)).statusCode).toBe(201);
    const acquisition = {
      firstName: 'Imogen',
      lastName: 'Achterberg',
      email: 'imogen@example.com',
      desiredCars: [{ make: 'Porsche', model: '911 GT3 RS', yearFrom: 2022 }],
    };
    expect((await post('/api/acquisitions', acquisition)).statusCode).toBe(201);
  });

  it('finds leads of every kind by name, phone in any format, vehicle and message words', async () => {
    const inbox = (q: string) =>
      get<Page<LeadSummary>>(`/api/admin/leads?limit=20&q=${encodeURIComponent(q)}`);
    expect((await inbox('oyelaran')).items.map((l) => l.kind).sort()).toEqual(['contact', 'sell']);
    expect((await inbox('0412555019')).total).toBe(2);
    expect((await inbox('gt3 porsche')).items.map((l) => l.name)).toEqual(['Imogen Achterberg']);
    expect((await inbox('ferrari weekend')).items.map((l) => l.name)).toEqual(['Harriet Oyelaran']);
    expect((await inbox('harbour')).total).toBe(1);
    expect((await inbox('ferrari urus')).total).toBe(0);
    // Wildcards typed by staff are plain characters, not patterns.
    expect((await inbox('%')).total).toBe(0);
  });

  it('filters by kind, status, sell type and received dates', async () => {
    const sellPage = await get<Page<{ submissionType: string }>>(
      '/api/admin/sell-your-car-submissions?limit=10&type=consignment',
    );
    expect(sellPage.items.map((s) => s.submissionType)).toEqual(['consignment']);
    expect((await get<Page<unknown>>('/api/admin/sell-your-car-submissions?limit=10&type=sell')).total).toBe(
      0,
    );
    const kindPage = await get<Page<LeadSummary>>('/api/admin/leads?limit=50&kind=acquisition');
    expect(kindPage.items.every((l) => l.kind === 'acquisition')).toBe(true);
    expect(kindPage.total).toBe(1);

    await importLeads(t.app.db, 'contact', [
      {
        input: { ...contact('Winter', 'Archive'), vehicleEnquiry: null, message: '' } as never,
        createdAt: new Date('2025-07-01T02:00:00Z'),
        status: 'resolved',
      },
    ]);
    const july = await get<Page<LeadSummary>>('/api/admin/leads?limit=10&from=2025-07-01&to=2025-07-01');
    expect(july.items.map((l) => l.name)).toEqual(['Winter Archive']);
    // 1 July 02:00 UTC is noon in Sydney: outside 2 July, inside 30 June–1 July.
    expect((await get<Page<unknown>>('/api/admin/leads?limit=10&from=2025-07-02&to=2025-07-31')).total).toBe(
      0,
    );
    const resolved = await get<Page<LeadSummary>>('/api/admin/leads?limit=10&status=resolved');
    expect(resolved.items.map((l) => l.name)).toEqual(['Winter Archive']);
  });
});

describe('a lead, its history and replies', () => {
  it('records status changes with who and when, notes and a reply that the outbox sends', async () => {
    const lead = await addContact('Marcus', 'Feld', {
      contactNumber: '0400 000 111',
      message: 'Line one\nLine two',
    });
    const patched = await t.admin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${lead.id}`,
      payload: { status: 'contacted' },
    });
    expect(patched.statusCode).toBe(200);
    // Setting the same status again is not a change: no second line on the timeline.
    await t.admin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${lead.id}`,
      payload: { status: 'contacted' },
    });

    const note = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/notes`,
      payload: { text: 'Called, left a voicemail' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      by: 'admin',
      data: { type: 'note', text: 'Called, left a voicemail' },
    });

    const reply = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/replies`,
      payload: { subject: 'Re: your enquiry', body: 'Hi Marcus,\n\nYes, it is.' },
    });
    expect(reply.statusCode).toBe(201);
    const sent = reply.json() as TimelineEvent;
    expect(sent).toMatchObject({
      by: 'admin',
      data: { type: 'email', to: lead.email },
      mail: { state: 'pending' },
    });
    const [queued] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, Number((await t.app.db.select().from(mailOutbox)).at(-1)?.id)));
    expect(queued).toMatchObject({ kind: 'lead-reply', to: lead.email, subject: 'Re: your enquiry' });

    await t.app.mail.drain();
    const detail = await get<LeadDetail>(`/api/admin/leads/contact/${lead.id}`);
    expect(detail.lead).toMatchObject({ id: lead.id, status: 'contacted', message: 'Line one\nLine two' });
    const types = detail.timeline.map((e) =>
      e.data.type === 'email' && 'mail' in e ? `email:${e.mail?.state}` : e.data.type,
    );
    // received, the automatic reply, one status change, the note, the reply (both e-mails delivered).
    expect(types).toEqual(['received', 'email:sent', 'status', 'note', 'email:sent']);
    const status = detail.timeline[2];
    expect(status).toMatchObject({ by: 'admin', data: { type: 'status', from: 'new', to: 'contacted' } });
    expect(detail.timeline[1].by).toBeNull();
    expect(detail.overdue).toBe(false);

    const again = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/replies/${sent.id}/retry`,
    });
    expect(again.statusCode).toBe(409);
  });

  it('links earlier leads from the same e-mail or phone, in any kind', async () => {
    const first = await addContact('Sienna', 'Marlow', { contactNumber: '0433 222 111' });
    const sell = await post('/api/sell-your-car-submissions', {
      submissionType: 'sell',
      firstName: 'Sienna',
      lastName: 'Marlow',
      email: 'different@example.com',
      phone: '+61 433 222 111',
      make: 'Aston Martin',
      model: 'DB11',
      year: 2019,
      mileage: '30,000',
    });
    const second = await addContact('Sienna', 'Marlow', { contactNumber: null });
    const detail = await get<LeadDetail>(`/api/admin/leads/contact/${second.id}`);
    expect(detail.related.map((r) => `${r.kind}:${r.id}`).sort()).toEqual([`contact:${first.id}`]);
    expect(detail.earlierCount).toBe(1);
    const byPhone = await get<LeadDetail>(`/api/admin/leads/sell/${sell.json().id}`);
    expect(byPhone.related.map((r) => `${r.kind}:${r.id}`)).toEqual([`contact:${first.id}`]);
    expect(byPhone.earlierCount).toBe(1);
  });

  it('working a lead keeps the public page caches; a car save still drops them', async () => {
    const lead = await addContact('Cache', 'Keeper');
    const version = t.app.contentVersion.current;
    const writes = [
      { method: 'PATCH', url: `/api/admin/contact-submissions/${lead.id}`, payload: { status: 'contacted' } },
      { method: 'POST', url: `/api/admin/leads/contact/${lead.id}/notes`, payload: { text: 'noted' } },
      { method: 'PUT', url: '/api/admin/lead-settings', payload: { responseHours: 2 } },
      { method: 'DELETE', url: `/api/admin/contact-submissions/${lead.id}` },
    ] as const;
    for (const write of writes) expect((await t.admin(write)).statusCode, write.url).toBeLessThan(300);
    expect(t.app.contentVersion.current).toBe(version);
    const car = await t.admin({
      method: 'POST',
      url: '/api/admin/cars',
      payload: { make: 'Audi', model: 'R8', year: 2020, price: 1 },
    });
    expect(car.statusCode).toBe(201);
    expect(t.app.contentVersion.current).toBe(version + 1);
  });

  it('answers 404 for an unknown lead and 400 for a bad kind or empty note', async () => {
    expect((await t.admin({ method: 'GET', url: '/api/admin/leads/contact/999999' })).statusCode).toBe(404);
    expect((await t.admin({ method: 'GET', url: '/api/admin/leads/lease/1' })).statusCode).toBe(400);
    const lead = await addContact('Nora', 'Quill');
    const empty = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/notes`,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const header = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/replies`,
      payload: { subject: 'Hi\nBcc: x@example.com', body: 'x' },
    });
    expect(header.statusCode).toBe(400);
  });

  it('checks the kind and ids of every lead route like any other id (400 naming it, 404 when unknown)', async () => {
    const lead = await addContact('Ida', 'Check');
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/leads/:kind/:id'));
    expect(routes.length).toBe(4);
    const body = { text: 'x', subject: 'x', body: 'x' };
    for (const route of routes) {
      const url = (kind: string, id: string, eventId = '1') =>
        route.url.replace(':kind', kind).replace(':id', id).replace(':eventId', eventId);
      const send = (u: string) =>
        t.admin({
          method: route.method as 'GET',
          url: u,
          payload: route.method === 'POST' ? body : undefined,
        });
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999', "1'%20OR%20'1'='1"]) {
        const res = await send(url('contact', bad));
        expect(res.statusCode, `${route.method} ${route.url} ${bad}`).toBe(400);
        expect(res.json().message).toMatch(/^id: /);
      }
      expect((await send(url('leases', String(lead.id)))).json().message).toMatch(/^kind: /);
      // The id of a lead of another kind, or of nothing, is not found.
      for (const other of [url('sell', String(lead.id)), url('contact', '999999')]) {
        expect((await send(other)).statusCode, `${route.method} ${other}`).toBe(404);
      }
    }
  });

  it('deleting a lead removes it from the inbox and its history', async () => {
    const lead = await addContact('Gone', 'Soon');
    await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/notes`,
      payload: { text: 'x' },
    });
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/contact-submissions/${lead.id}` })).statusCode,
    ).toBe(204);
    expect((await t.admin({ method: 'GET', url: `/api/admin/leads/contact/${lead.id}` })).statusCode).toBe(
      404,
    );
    expect((await get<Page<unknown>>('/api/admin/leads?limit=5&q=gone%20soon')).total).toBe(0);
  });
});

describe('a reply that cannot be delivered', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every delivery attempt fails at once.
    down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => down.close());

  it('shows as failed with the error and can be retried', async () => {
    const res = await publicPoster(down, 9)('/api/contact-submissions', contact('Fay', 'Lure'));
    const lead = res.json() as ContactSubmission;
    const reply = await down.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/replies`,
      payload: { subject: 'Re: hello', body: 'Hello' },
    });
    const event = reply.json() as TimelineEvent;
    await down.app.mail.drain();
    const detail = (
      await down.admin({ method: 'GET', url: `/api/admin/leads/contact/${lead.id}` })
    ).json() as LeadDetail;
    const failed = detail.timeline.find((e) => e.id === event.id);
    expect(failed && 'mail' in failed && failed.mail).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed && 'mail' in failed && failed.mail?.error).toBeTruthy();

    const retry = await down.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${lead.id}/replies/${event.id}/retry`,
    });
    expect(retry.statusCode).toBe(200);
    const [row] = await down.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Re: hello'));
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await down.app.mail.drain();
    const [after] = await down.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Re: hello'));
    expect(after.attempts).toBe(2);
  });
});

describe('counts, response time and export', () => {
  it('counts new, overdue and today per kind, with the response time from settings', async () => {
    await importLeads(t.app.db, 'finance', [
      {
        input: {
          fullName: 'Old Finance',
          email: 'old@example.com',
          phone: '1',
          employmentStatus: 'company',
          annualIncome: '1',
        },
        createdAt: new Date(Date.now() - 3 * 3_600_000),
      },
    ]);
    const before = await get<LeadsSummary>('/api/admin/leads/summary');
    expect(before.responseHours).toBe(2);
    expect(before.kinds.finance).toMatchObject({ new: 1, overdue: 1 });
    expect(before.kinds.contact.today).toBeGreaterThan(0);
    const put = await t.admin({
      method: 'PUT',
      url: '/api/admin/lead-settings',
      payload: { responseHours: 4 },
    });
    expect(put.json()).toEqual({ responseHours: 4 });
    const after = await get<LeadsSummary>('/api/admin/leads/summary');
    expect(after.kinds.finance).toMatchObject({ new: 1, overdue: 0 });
    expect(
      (await t.admin({ method: 'PUT', url: '/api/admin/lead-settings', payload: { responseHours: 0 } }))
        .statusCode,
    ).toBe(400);
    await t.admin({ method: 'PUT', url: '/api/admin/lead-settings', payload: { responseHours: 2 } });
  });

  it('keeps the totals true through new leads, status changes and deletes', async () => {
    const realCount = async (where: string) =>
      Number(
        (
          (await t.app.db.execute(
            sql.raw(`select count(*)::int as n from lead_index where ${where}`),
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const a = await addContact('Count', 'One');
    await addContact('Count', 'Two');
    await t.admin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${a.id}`,
      payload: { status: 'resolved' },
    });
    const b = await addContact('Count', 'Three');
    await t.admin({ method: 'DELETE', url: `/api/admin/contact-submissions/${b.id}` });
    const contacts = await get<Page<unknown>>('/api/admin/contact-submissions?limit=1');
    expect(contacts.total).toBe(await realCount(`kind = 'contact'`));
    const resolved = await get<Page<unknown>>('/api/admin/contact-submissions?limit=1&status=resolved');
    expect(resolved.total).toBe(await realCount(`kind = 'contact' and status = 'resolved'`));
    const inbox = await get<Page<unknown>>('/api/admin/leads?limit=1');
    expect(inbox.total).toBe(await realCount(`kind <> 'subscriber'`));
    const summary = await get<LeadsSummary>('/api/admin/leads/summary');
    expect(summary.kinds.contact.new).toBe(await realCount(`kind = 'contact' and status = 'new'`));
    expect(contacts.totalCapped).toBeUndefined();
  });

  it('stops counting a broad search at 1,000 and says so', async () => {
    await importLeads(
      t.app.db,
      'subscriber',
      Array.from({ length: 1005 }, (_, i) => ({
        input: { firstName: 'Bulk', lastName: `Reader${i}`, email: `bulk${i}@example.com` },
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const broad = await get<Page<unknown>>('/api/admin/subscribers?limit=10&q=bulk');
    expect(broad).toMatchObject({ total: 1000, totalCapped: true });
    const narrow = await get<Page<unknown>>('/api/admin/subscribers?limit=10&q=reader1004');
    expect(narrow.total).toBe(1);
    expect(narrow.totalCapped).toBeUndefined();
    // Without a search the kept count is exact.
    expect((await get<Page<unknown>>('/api/admin/subscribers?limit=1')).total).toBeGreaterThanOrEqual(1005);
  });

  it('streams the filtered view as CSV with formulas neutralised', async () => {
    await addContact('Formula', 'Exporter', { message: '=HYPERLINK("http://evil.example")' });
    const res = await t.admin({ method: 'GET', url: '/api/admin/contact-submissions/export.csv?q=exporter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received,Status,First name,Last name,Email,Phone,Business,Vehicle,Vehicle mileage (km),Booking from,Booking to,Message,Source,First touch,Last touch',
    );
    expect(lines).toHaveLength(2);
    // Sent without attribution: counted as direct, with no touches.
    expect(lines[1]).toMatch(/,direct,,$/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const all = await t.admin({ method: 'GET', url: '/api/admin/leads/export.csv' });
    const rows = all.body.trim().split('\r\n').length - 1;
    const inbox = await get<Page<unknown>>('/api/admin/leads?limit=1');
    expect(rows).toBe(inbox.total);
  });

  it('gives leads saved before the index existed their inbox rows', async () => {
    const lead = await addContact('Before', 'Index');
    await t.app.db.delete(leadIndex).where(eq(leadIndex.leadId, lead.id));
    expect((await get<Page<unknown>>('/api/admin/leads?limit=1&q=before%20index')).total).toBe(0);
    expect(await backfillLeadIndex(t.app.db)).toBeGreaterThanOrEqual(1);
    expect((await get<Page<unknown>>('/api/admin/leads?limit=1&q=before%20index')).total).toBe(1);
    expect(await backfillLeadIndex(t.app.db)).toBe(0);
  });
});
