import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildCar } from '../../../../tests/factories/cars';
import { buildContact } from '../../../../tests/factories/leads';
import { sharedTestApp, type TestApp } from '../../../../tests/helpers/app';
import { tinyPng } from '../../../../tests/helpers/collections';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { refusedQueries } from '../../../../tests/helpers/paging';
import { ok } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import type { ActivityEntry, ActivityFacets, ActivityPage } from '../../../shared/schemas/activity';
import type { LeadDetail } from '../../../shared/schemas/lead-desk';
import { activityLog, cars, users } from '../../db/schema/index';
import { hashPassword } from '../auth/auth.service';
import { recordAdminWrites } from './activity.routes';
import { pruneActivity, recordActivity } from './activity.service';
import { describeAdminWrite } from './admin-writes';

const t = sharedTestApp();
const post = publicPoster(t, 31);

/** A second staff member, made in the database (the staff API is built alongside), and their token. */
async function staffMember(t: TestApp, username: string): Promise<{ id: number; token: string }> {
  const password = `${username}-long-password-42`;
  const [row] = await t.app.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), name: username })
    .returning({ id: users.id });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: row.id, token: res.json().token };
}

const adminId = async () =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0].id;

const page = async (query = '', token?: string) => {
  const res = await t.admin({ method: 'GET', url: `/api/admin/activity${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityPage;
};

/** Every row of the log, straight from the table. */
const allRows = () => t.app.db.select().from(activityLog);

/**
 * Waits for the entry a test expects: most are committed with their write before its reply, but an
 * upload's follows its save. An entry that should not exist is checked after a later write's entry has
 * arrived: the hooks of one app finish in order of their requests.
 */
async function entryFor(match: (row: typeof activityLog.$inferSelect) => boolean) {
  await expect.poll(async () => (await allRows()).filter(match).length, { timeout: 5000 }).toBe(1);
  return (await allRows()).find(match)!;
}

/** A bare Fastify scope with the activity hooks, on the test database, signed in as the administrator. */
function hookedScope() {
  const scope = Fastify({ logger: false });
  scope.decorate('db', t.app.db);
  scope.addHook('onRequest', async (request) => {
    request.user = { id: await adminId(), username: 'admin' };
  });
  recordAdminWrites(scope);
  return scope;
}

describe('the activity log of admin writes', () => {
  it('records who created, updated, changed the status of and deleted a car, and never a GET or a refused write', async () => {
    const maria = await staffMember(t, 'maria');
    const admin = await adminId();

    const created = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() });
    expect(created.statusCode).toBe(201);
    const carId = String(created.json().id);
    const create = await entryFor(
      (r) => r.entity === 'cars' && r.action === 'create' && r.entityId === carId,
    );
    expect(create).toMatchObject({ userId: admin, username: 'admin', summary: `Created car ${carId}` });
    expect(create.ip).toBeTruthy();

    const updated = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${carId}`,
      payload: { price: 123456, model: 'Secret model name' },
    });
    expect(updated.statusCode).toBe(200);
    const update = await entryFor((r) => r.action === 'update' && r.entityId === carId);
    expect(update).toMatchObject({
      username: 'admin',
      entity: 'cars',
      summary: `Updated car ${carId}: model, price`,
    });

    const status = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${carId}`,
      payload: { status: 'sold' },
      token: maria.token,
    });
    expect(status.statusCode).toBe(200);
    const changed = await entryFor((r) => r.action === 'status' && r.entityId === carId);
    expect(changed).toMatchObject({
      userId: maria.id,
      username: 'maria',
      entity: 'cars',
      summary: `Changed car ${carId} status to sold`,
    });

    // Refused writes (validation, unknown record) and reads leave no line.
    expect(
      (await t.admin({ method: 'PATCH', url: `/api/admin/cars/${carId}`, payload: { price: -1 } }))
        .statusCode,
    ).toBe(400);
    expect((await t.admin({ method: 'DELETE', url: '/api/admin/cars/999999' })).statusCode).toBe(404);
    expect((await t.admin({ method: 'POST', url: '/api/admin/cars', payload: {} })).statusCode).toBe(400);
    expect((await t.admin({ method: 'GET', url: `/api/admin/cars` })).statusCode).toBe(200);

    const deleted = await t.admin({ method: 'DELETE', url: `/api/admin/cars/${carId}`, token: maria.token });
    expect(deleted.statusCode).toBe(204);
    await entryFor((r) => r.action === 'delete' && r.entityId === carId && r.userId === maria.id);

    const ofCar = (await allRows()).filter((r) => r.entity === 'cars' && r.entityId === carId);
    expect(ofCar.map((r) => r.action).sort()).toEqual(['create', 'delete', 'status', 'update']);
    expect((await allRows()).filter((r) => r.entityId === '999999')).toEqual([]);
    // The values written are never in the log: only the names of the fields.
    expect(JSON.stringify(await allRows())).not.toContain('Secret model name');
    expect(JSON.stringify(await allRows())).not.toContain('123456');

    // The API answers the same lines, newest first, with the user's name.
    const listed = await page(`?entity=cars&q=${carId}`);
    expect(listed.items.map((e) => [e.action, e.username, e.entityId])).toEqual([
      ['delete', 'maria', carId],
      ['status', 'maria', carId],
      ['update', 'admin', carId],
      ['create', 'admin', carId],
    ]);
  });

  it('never writes a password, token or code, even when a body carries one', async () => {
    const carId = (await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() })).json().id;
    const secrets = ['hunter2-Secret-pass', 'tok_4f9a8b7c6d5e', '491823'];
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${carId}`,
      payload: { price: 1000, password: secrets[0], token: secrets[1], code: secrets[2] },
    });
    expect(res.statusCode).toBe(200);
    const entry = await entryFor((r) => r.action === 'update' && r.entityId === String(carId));
    // Not even the names of the fields of such a body.
    expect(entry.summary).toBe(`Updated car ${carId}`);

    // Own-account and sign-in routes carry passwords and codes too (recorded by themselves or not at all).
    await t.admin({
      method: 'POST',
      url: '/api/admin/account/password',
      payload: { currentPassword: secrets[0], newPassword: `${secrets[0]}-new-one` },
    });
    await t.admin({
      method: 'POST',
      url: '/api/admin/account/two-factor/enable',
      payload: { code: secrets[2] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: secrets[0] },
    });
    // A later write's entry marks that the earlier requests' hooks are done.
    await t.admin({ method: 'DELETE', url: `/api/admin/cars/${carId}` });
    await entryFor((r) => r.action === 'delete' && r.entityId === String(carId));

    const everything = JSON.stringify(await allRows());
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('names sub-records, verbs, settings and uploads sensibly', async () => {
    const lead = await post('/api/contact-submissions', buildContact({ lastName: 'Log', message: 'Hello' }));
    expect(lead.statusCode).toBe(201);
    const leadId = String(lead.json().id);
    const note = await t.admin({
      method: 'POST',
      url: `/api/admin/leads/contact/${leadId}/notes`,
      payload: { text: 'Called back, private detail' },
    });
    expect(note.statusCode).toBe(201);
    expect(
      await entryFor(
        (r) => r.entity === 'contact-submissions' && r.entityId === leadId && r.action === 'create',
      ),
    ).toMatchObject({ summary: `Added note to contact enquiry ${leadId}` });

    ok(
      await t.admin({
        method: 'POST',
        url: '/api/admin/footer-settings',
        payload: { addressLine1: '1 Log Lane' },
      }),
    );
    expect(await entryFor((r) => r.entity === 'footer-settings')).toMatchObject({
      action: 'update',
      summary: 'Updated footer settings: addressLine1',
    });

    ok(
      await t.admin({
        method: 'POST',
        url: '/api/admin/site-settings',
        payload: { key: 'hotjar_id', value: '424242' },
      }),
    );
    expect(await entryFor((r) => r.entity === 'site-settings')).toMatchObject({
      action: 'update',
      entityId: 'hotjar_id',
      summary: 'Updated site settings: hotjar_id',
    });

    const upload = await t.admin({
      method: 'POST',
      url: '/api/admin/media/upload',
      ...multipartBody([{ name: 'file', filename: 'showroom-front.png', data: await tinyPng() }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await entryFor((r) => r.entity === 'media')).toMatchObject({
      action: 'upload',
      entityId: String(upload.json().id),
      summary: `Uploaded media file ${upload.json().id}: showroom-front.png`,
    });
  });

  it('describes routes from their patterns', () => {
    const d = (method: string, route: string, params: object = {}, body: unknown = {}) =>
      describeAdminWrite({ method, route, params: params as Record<string, unknown>, body });
    expect(d('POST', '/api/admin/outbox/:id/retry', { id: '5' })).toEqual({
      action: 'retry',
      entity: 'outbox',
      entityId: '5',
      summary: 'Retried e-mail 5',
    });
    expect(d('POST', '/api/admin/staff/:id/reset-password', { id: '3' })).toMatchObject({
      action: 'reset-password',
      entity: 'staff',
      summary: 'Reset the password of staff member 3',
    });
    expect(
      d('POST', '/api/admin/leads/:kind/:id/replies/:eventId/retry', {
        kind: 'sell',
        id: '9',
        eventId: '40',
      }),
    ).toEqual({
      action: 'retry',
      entity: 'sell-your-car-submissions',
      entityId: '9',
      summary: 'Retried reply 40 on sell submission 9',
    });
    expect(
      d('POST', '/api/admin/acquisitions/:id/matches/:carId/send', { id: '2', carId: '8' }),
    ).toMatchObject({
      action: 'send',
      entity: 'acquisitions',
      entityId: '2',
      summary: 'Sent match 8 on acquisition request 2',
    });
    expect(d('PATCH', '/api/admin/hero-slides/:id', { id: '4' }, { order: 2 })).toMatchObject({
      action: 'reorder',
      summary: 'Reordered hero slide 4',
    });
    expect(
      d('PATCH', '/api/admin/contact-submissions/:id', { id: '6' }, { status: 'contacted' }),
    ).toMatchObject({
      action: 'status',
      entity: 'contact-submissions',
      summary: 'Changed contact enquiry 6 status to contacted',
    });
    expect(d('PUT', '/api/admin/lead-settings', {}, { responseHours: 3 })).toMatchObject({
      action: 'update',
      entity: 'lead-settings',
      entityId: null,
    });
    // A key that is really a value (or a secret) is never written as a field name.
    expect(
      d('PATCH', '/api/admin/cars/:id', { id: '1' }, { price: 1, 'price is 5 dollars': 1 }).summary,
    ).toBe('Updated car 1: price');
    expect(
      d('PATCH', '/api/admin/staff/:id', { id: '1' }, { name: 'A', nested: { secret: 'x' } }).summary,
    ).toBe('Updated staff member 1');
    expect(
      describeAdminWrite({ method: 'POST', route: '/api/admin/staff', params: {}, body: {}, responseId: 12 }),
    ).toMatchObject({
      action: 'create',
      entityId: '12',
      summary: 'Created staff member 12',
    });
  });
});

describe('a write and its entry commit together (decision 0018)', () => {
  it('rolls the write back, answers 500 and keeps the caches when its entry cannot be written', async () => {
    const carCount = async () => (await t.app.db.select({ id: cars.id }).from(cars)).length;
    const kept = await t.admin({
      method: 'POST',
      url: '/api/admin/cars',
      payload: buildCar({ make: 'Lotus' }),
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json().id as number;
    const before = await carCount();
    const version = t.app.contentVersion.current;
    // The log refuses every entry about cars, as a full disk or a lost connection would at that moment.
    await t.app.db.execute(
      sql.raw(`alter table activity_log add constraint no_car_entries check (entity <> 'cars') not valid`),
    );
    try {
      const created = await t.admin({
        method: 'POST',
        url: '/api/admin/cars',
        payload: buildCar({ make: 'Noble' }),
      });
      expect(created.statusCode).toBe(500);
      const updated = await t.admin({
        method: 'PATCH',
        url: `/api/admin/cars/${id}`,
        payload: { make: 'Caterham' },
      });
      expect(updated.statusCode).toBe(500);
      const removed = await t.admin({ method: 'DELETE', url: `/api/admin/cars/${id}` });
      expect(removed.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('alter table activity_log drop constraint no_car_entries'));
    }
    expect(await carCount()).toBe(before);
    const [car] = await t.app.db.select().from(cars).where(eq(cars.id, id));
    expect(car.make).toBe('Lotus');
    expect(t.app.contentVersion.current).toBe(version);
    // The database is left usable: the next write saves and is logged as before.
    const next = await t.admin({
      method: 'PATCH',
      url: `/api/admin/cars/${id}`,
      payload: { make: 'Caterham' },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(
      await entryFor((r) => r.entity === 'cars' && r.entityId === String(id) && r.action === 'update'),
    ).toMatchObject({
      summary: `Updated car ${id}: make`,
    });
  });

  it('rolls back a write that fails after its service committed its own transaction', async () => {
    const scope = hookedScope();
    scope.post('/api/admin/half-done', async () => {
      await scope.db.transaction(async (tx) => {
        await tx
          .insert(activityLog)
          .values({ action: 'probe', entity: 'half-done', username: 'admin', summary: '' });
      });
      throw new Error('the second step failed');
    });
    try {
      expect(
        (await scope.inject({ method: 'POST', url: '/api/admin/half-done', payload: {} })).statusCode,
      ).toBe(500);
      expect((await allRows()).filter((r) => r.entity === 'half-done')).toEqual([]);
    } finally {
      await scope.close();
    }
  });
});

describe('routes that record themselves', () => {
  it('are skipped by the generic hook when their config says activity: false', async () => {
    const scope = hookedScope();
    scope.post('/api/admin/own-log', { config: { activity: false } }, async () => ({ id: 901 }));
    scope.post('/api/admin/plain', async () => ({ id: 902 }));
    try {
      expect(
        (await scope.inject({ method: 'POST', url: '/api/admin/own-log', payload: {} })).statusCode,
      ).toBe(200);
      expect((await scope.inject({ method: 'POST', url: '/api/admin/plain', payload: {} })).statusCode).toBe(
        200,
      );
      expect(await entryFor((r) => r.entity === 'plain')).toMatchObject({
        action: 'create',
        entityId: '902',
      });
      expect((await allRows()).filter((r) => r.entity === 'own-log')).toEqual([]);
    } finally {
      await scope.close();
    }
  });
});

describe('reading the log', () => {
  it('filters by user, entity, action, Sydney days and words, and pages newest first by cursor', async () => {
    const sam = await staffMember(t, 'sam');
    await t.app.db.delete(activityLog);
    // 7 entries: days in Sydney time (UTC+11 in summer): 2026-01-10 00:30 Sydney is 2026-01-09 13:30 UTC.
    const at = (iso: string) => new Date(iso);
    const entries = [
      {
        at: at('2026-01-09T12:59:00Z'),
        user: null,
        action: 'login-failed',
        entity: 'auth',
        id: null,
        summary: 'Failed sign-in',
      },
      {
        at: at('2026-01-09T13:30:00Z'),
        user: sam,
        action: 'create',
        entity: 'cars',
        id: '1',
        summary: 'Created car 1',
      },
      {
        at: at('2026-01-10T02:00:00Z'),
        user: sam,
        action: 'update',
        entity: 'cars',
        id: '1',
        summary: 'Updated car 1: price',
      },
      {
        at: at('2026-01-10T12:59:00Z'),
        user: null,
        action: 'create',
        entity: 'pages',
        id: '77',
        summary: 'Created page 77',
      },
      {
        at: at('2026-01-10T13:00:00Z'),
        user: sam,
        action: 'delete',
        entity: 'cars',
        id: '1',
        summary: 'Deleted car 1',
      },
      {
        at: at('2026-01-11T01:00:00Z'),
        user: null,
        action: 'status',
        entity: 'acquisitions',
        id: '5',
        summary: 'Changed acquisition request 5 status to closed',
      },
      {
        at: at('2026-01-11T02:00:00Z'),
        user: sam,
        action: 'update',
        entity: 'site-settings',
        id: 'hotjar_id',
        summary: 'Updated site settings: hotjar_id',
      },
    ];
    for (const e of entries) {
      await recordActivity(t.app.db, {
        userId: e.user?.id ?? null,
        username: e.user ? 'sam' : 'admin',
        action: e.action,
        entity: e.entity,
        entityId: e.id,
        summary: e.summary,
        ip: '10.0.0.1',
      });
    }
    // Set the times afterwards, in insertion order, so two entries share one moment and the id breaks the tie.
    const rows = await t.app.db.select().from(activityLog).orderBy(activityLog.id);
    for (const [i, row] of rows.entries())
      await t.app.db.update(activityLog).set({ createdAt: entries[i].at }).where(eq(activityLog.id, row.id));
    await t.app.db
      .update(activityLog)
      .set({ createdAt: entries[6].at })
      .where(eq(activityLog.id, rows[5].id));

    const summaries = (p: ActivityPage) => p.items.map((e) => e.summary);
    const all = await page();
    expect(all.total).toBe(7);
    expect(all.nextCursor).toBeNull();
    expect(summaries(all)).toEqual([
      'Updated site settings: hotjar_id',
      'Changed acquisition request 5 status to closed',
      'Deleted car 1',
      'Created page 77',
      'Updated car 1: price',
      'Created car 1',
      'Failed sign-in',
    ]);
    const first = all.items[0] as ActivityEntry;
    expect(first).toMatchObject({ userId: sam.id, username: 'sam', entity: 'site-settings', ip: '10.0.0.1' });
    expect(first.createdAt).toBe('2026-01-11T02:00:00.000Z');

    expect(summaries(await page(`?user=${sam.id}`))).toEqual([
      'Updated site settings: hotjar_id',
      'Deleted car 1',
      'Updated car 1: price',
      'Created car 1',
    ]);
    expect((await page('?entity=cars&action=update')).items.map((e) => e.summary)).toEqual([
      'Updated car 1: price',
    ]);
    // 10 January in Sydney: from 2026-01-09T13:00Z up to (not including) 2026-01-10T13:00Z.
    expect(summaries(await page('?from=2026-01-10&to=2026-01-10'))).toEqual([
      'Created page 77',
      'Updated car 1: price',
      'Created car 1',
    ]);
    expect(summaries(await page('?from=2026-01-11'))).toHaveLength(3);
    expect(summaries(await page('?to=2026-01-09'))).toEqual(['Failed sign-in']);
    // Words match the summary, the username or the record's id.
    expect(summaries(await page('?q=hotjar'))).toEqual(['Updated site settings: hotjar_id']);
    expect((await page('?q=sam')).total).toBe(4);
    expect(summaries(await page('?q=77'))).toEqual(['Created page 77']);
    expect(summaries(await page('?q=car%20price'))).toEqual(['Updated car 1: price']);

    // Pages of 3 follow one another without gaps or repeats, even across equal times.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: ActivityPage = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.total).toBe(7);
      seen.push(...summaries(p));
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(summaries(all));

    const facets = (
      await t.admin({ method: 'GET', url: '/api/admin/activity/facets' })
    ).json() as ActivityFacets;
    expect(facets.users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'sam']));
    expect(facets.users.find((u) => u.username === 'sam')?.id).toBe(sam.id);
    expect(facets.entities).toEqual(['acquisitions', 'auth', 'cars', 'pages', 'site-settings']);
    expect(facets.actions).toEqual(['create', 'delete', 'login-failed', 'status', 'update']);
  });

  it('refuses malformed filters with a clear message, and defaults to 50 a page up to 200', async () => {
    const refused = {
      'user=abc': 'user: Must be a user id',
      'from=2026-13-01': 'from: Must be a real date',
      'entity=Cars%20!': 'entity: Must be a name from the filter list',
      'limit=201': 'limit: Too big: expected number to be <=200',
      'cursor=bm9wZQ': 'cursor: Must be a cursor from a previous page',
    };
    expect(await refusedQueries(t, '/api/admin/activity', Object.keys(refused))).toEqual(
      Object.values(refused),
    );
    await t.app.db.delete(activityLog);
    for (let i = 0; i < 55; i++)
      await recordActivity(t.app.db, { action: 'update', entity: 'cars', entityId: i });
    const first = await page();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(55);
    expect((await page(`?cursor=${first.nextCursor}`)).items).toHaveLength(5);
    // Reading the log is not itself written down.
    expect((await allRows()).filter((r) => r.entity === 'activity')).toEqual([]);
  });

  it('keeps 12 months: pruning removes only older entries', async () => {
    await t.app.db.delete(activityLog);
    const now = new Date('2026-11-25T10:00:00Z');
    for (const [summary, at] of [
      ['13 months ago', '2025-10-25T10:00:00Z'],
      ['just over 12 months', '2025-11-25T09:59:59Z'],
      ['just under 12 months', '2025-11-25T10:00:01Z'],
      ['yesterday', '2026-11-24T10:00:00Z'],
    ]) {
      await recordActivity(t.app.db, { action: 'update', entity: 'cars', summary });
      await t.app.db
        .update(activityLog)
        .set({ createdAt: new Date(at) })
        .where(eq(activityLog.summary, summary));
    }
    expect(await pruneActivity(t.app.db, now)).toBe(2);
    expect((await allRows()).map((r) => r.summary).sort()).toEqual(['just under 12 months', 'yesterday']);
    expect(await pruneActivity(t.app.db, now)).toBe(0);
  });
});

describe('the lead timeline', () => {
  it('names the staff member behind each change', async () => {
    const lena = await staffMember(t, 'lena');
    const omar = await staffMember(t, 'omar');
    const lead = await post('/api/contact-submissions', {
      firstName: 'Tim',
      lastName: 'Line',
      email: 'tim.line@example.com',
      message: 'Is the Roma available?',
    });
    const id = lead.json().id as number;
    const as = (token: string, method: 'PATCH' | 'POST', url: string, payload: object) =>
      t.admin({ method, url, payload, token });
    expect(
      (await as(lena.token, 'PATCH', `/api/admin/contact-submissions/${id}`, { status: 'contacted' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(omar.token, 'POST', `/api/admin/leads/contact/${id}/notes`, { text: 'Left a voicemail' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await as(omar.token, 'PATCH', `/api/admin/contact-submissions/${id}`, { status: 'resolved' }))
        .statusCode,
    ).toBe(200);

    const detail = (
      await t.admin({ method: 'GET', url: `/api/admin/leads/contact/${id}` })
    ).json() as LeadDetail;
    const changes = detail.timeline
      .filter((e) => e.data.type === 'status' || e.data.type === 'note')
      .map((e) => [e.data.type, e.by]);
    expect(changes).toEqual([
      ['status', 'lena'],
      ['note', 'omar'],
      ['status', 'omar'],
    ]);
    // The activity log agrees.
    await expect
      .poll(async () =>
        (await allRows())
          .filter((r) => r.entity === 'contact-submissions' && r.entityId === String(id))
          .map((r) => [r.action, r.username])
          .sort(),
      )
      .toEqual([
        ['create', 'omar'],
        ['status', 'lena'],
        ['status', 'omar'],
      ]);
  });
});
