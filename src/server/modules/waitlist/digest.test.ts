import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCar } from '../../../../tests/factories/cars';
import { sharedMailTestApp } from '../../../../tests/helpers/mail-app';
import { partsOf } from '../../../../tests/helpers/smtp';
import { publicPoster } from '../../../../tests/helpers/visitors';
import { BRAND } from '../../../shared/brand';
import type { Subscriber } from '../../../shared/schemas/leads';
import type { UnsubscribeStatus, WaitlistSettings } from '../../../shared/schemas/waitlist-settings';
import { cars, carWatches, digestRuns, digestSends, mailOutbox, subscribers } from '../../db/schema/index';
import { DIGEST_HOUR, nextSendTime, runDigest, sydneyDay, sydneyTime } from './digest.service';
import { DigestWorker } from './digest.worker';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'http://localhost:3000';

describe('new-arrivals digest through a real SMTP server', () => {
  const { t, smtp } = sharedMailTestApp();
  const post = publicPoster(t, 41);
  // Tests move through days: each starts a week after the last, at the send hour in Sydney.
  let day = 0;
  const morning = () => sydneyTime(new Date(Date.now() + 400 * DAY + day++ * 7 * DAY), DIGEST_HOUR, 0);

  const reset = async () => {
    await t.app.db.delete(digestRuns);
    await t.app.db.delete(subscribers);
    await t.app.db.delete(cars);
    await t.app.db.delete(mailOutbox);
  };
  const addSubscribers = async (n: number, prefix = 'sub') =>
    t.app.db
      .insert(subscribers)
      .values(
        Array.from({ length: n }, (_, i) => ({
          firstName: `First${i + 1}`,
          lastName: 'Reader',
          email: `${prefix}${i + 1}@example.com`,
        })),
      )
      .returning();
  const listCar = (listedAt: Date, overrides: Parameters<typeof buildCar>[0] = {}) =>
    t.app.db
      .insert(cars)
      .values({ ...buildCar(overrides), createdAt: listedAt, updatedAt: listedAt })
      .returning()
      .then(([car]) => car);
  /** A first digest, so later ones list what came after it. */
  const baseline = async (at: Date) => {
    await listCar(new Date(at.getTime() - HOUR), { make: 'Baseline' });
    const outcome = await runDigest(t.app.db, t.app.env, at);
    await t.app.mail.drain();
    smtp.messages.length = 0;
    return outcome;
  };

  it('lists each new car with photo, title, price and link, signed by the dealer, with one-click unsubscribe', async () => {
    await reset();
    const now = morning();
    const [olivia] = await addSubscribers(1);
    const ferrari = await listCar(new Date(now.getTime() - 2 * HOUR), {
      year: 2021,
      make: 'Ferrari',
      model: 'F8 Tributo',
      price: 469_900,
      images: ['/uploads/0123456789abcdef0123456789abcdef.jpg'],
    });
    const porsche = await listCar(new Date(now.getTime() - 3 * HOUR), {
      year: 2022,
      make: 'Porsche',
      model: '911 GT3 <Touring>',
      price: 389_000,
    });
    await listCar(new Date(now.getTime() - 2 * HOUR), { make: 'Sold', model: 'Already', status: 'sold' });
    await listCar(new Date(now.getTime() - 3 * DAY), { make: 'Old', model: 'Stock' });

    expect(await runDigest(t.app.db, t.app.env, now)).toMatchObject({ status: 'sent', queued: 1 });
    expect(await t.app.mail.drain()).toBe(1);
    const [mail] = smtp.messages;
    expect(mail.to).toEqual(['sub1@example.com']);
    expect(mail.headers.subject).toBe(`2 new arrivals at ${BRAND.name}`);
    const unsubscribeApi = `${PUBLIC_URL}/api/unsubscribe?token=${olivia.unsubscribeToken}`;
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeApi}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const { text, html } = partsOf(mail);
    const ferrariUrl = `${PUBLIC_URL}/cars/${ferrari.id}/2021-ferrari-f8-tributo`;
    for (const line of [
      'Hello First1,',
      '2021 Ferrari F8 Tributo · $469,900',
      ferrariUrl,
      '2022 Porsche 911 GT3 <Touring> · $389,000',
      `${PUBLIC_URL}/cars/${porsche.id}/2022-porsche-911-gt3-touring`,
      BRAND.name,
      ...BRAND.addressLines,
      BRAND.phone,
      `Dealer Licence ${BRAND.dealerLicence}`,
      `Unsubscribe: ${PUBLIC_URL}/unsubscribe?token=${olivia.unsubscribeToken}`,
    ])
      expect(text).toContain(line);
    // Newest first; neither the sold car nor the one listed before the window.
    expect(text.indexOf('Ferrari')).toBeLessThan(text.indexOf('Porsche'));
    expect(text).not.toContain('Sold Already');
    expect(text).not.toContain('Old Stock');

    expect(html).toContain(`src="${PUBLIC_URL}/uploads/0123456789abcdef0123456789abcdef.jpg"`);
    expect(html).toContain(`href="${ferrariUrl}"`);
    expect(html).toContain('2022 Porsche 911 GT3 &lt;Touring&gt;');
    expect(html).not.toContain('<Touring>');
    expect(html).toContain(`href="${PUBLIC_URL}/unsubscribe?token=${olivia.unsubscribeToken}"`);
    expect(html).toContain(`Dealer Licence ${BRAND.dealerLicence}`);
  });

  it('shows the newest twelve of a busy day and says how many more there are', async () => {
    await reset();
    const now = morning();
    await addSubscribers(1);
    for (let i = 0; i < 14; i++)
      await listCar(new Date(now.getTime() - (i + 1) * 60_000), { make: 'Bentley', model: `Model ${i + 1}` });
    expect(await runDigest(t.app.db, t.app.env, now)).toMatchObject({ status: 'sent', queued: 1 });
    await t.app.mail.drain();
    const [mail] = smtp.messages;
    expect(mail.headers.subject).toBe(`14 new arrivals at ${BRAND.name}`);
    const { text } = partsOf(mail);
    expect(text).toContain('14 new cars have just arrived in our showroom. The newest 12:');
    expect(text).toContain('Bentley Model 12 ·');
    expect(text).not.toContain('Bentley Model 13 ·');
    expect(text).toContain(`See all 14 new arrivals and every car for sale: ${PUBLIC_URL}/cars`);
    const settings = await t.admin({ method: 'GET', url: '/api/admin/waitlist-settings' });
    expect(settings.json()).toMatchObject({ lastCarCount: 14, lastRecipientCount: 1 });
  });

  it('the List-Unsubscribe URI really unsubscribes when POSTed One-Click, with no login; repeating is harmless', async () => {
    await reset();
    const now = morning();
    // Through the public form, so the admin list and CSV (which read the lead index) have them.
    for (const name of ['ava', 'ben'])
      await post('/api/subscribers', { firstName: name, lastName: 'Reader', email: `s${name}@example.com` });
    const [ava, ben] = await t.app.db.select().from(subscribers).orderBy(subscribers.id);
    await listCar(new Date(now.getTime() - HOUR));
    await runDigest(t.app.db, t.app.env, now);
    await t.app.mail.drain();
    const mail = smtp.messages.find((m) => m.to[0] === ava.email)!;
    const uri = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]);
    expect(uri.origin).toBe(PUBLIC_URL);

    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `${uri.pathname}${uri.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: mail.headers['list-unsubscribe-post'],
        remoteAddress: '10.41.200.1',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    const done = first.json<UnsubscribeStatus>();
    expect(done).toMatchObject({ kind: 'subscriber', maskedEmail: 's****@example.com' });
    const [row] = await t.app.db.select().from(subscribers).where(eq(subscribers.id, ava.id));
    expect(row.unsubscribedAt?.toISOString()).toBe(done.unsubscribedAt);

    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect(again.json<UnsubscribeStatus>().unsubscribedAt).toBe(done.unsubscribedAt);
    // Their timeline records it once, so the consent history outlives a later re-subscribe.
    const detail = await t.admin({ method: 'GET', url: `/api/admin/leads/subscriber/${ava.id}` });
    expect(detail.body.split('Unsubscribed from new-arrival e-mails with the one-click link.')).toHaveLength(
      2,
    );
    // Kept, not deleted; the other subscriber is untouched.
    expect(await t.app.db.select().from(subscribers)).toHaveLength(2);
    const [other] = await t.app.db.select().from(subscribers).where(eq(subscribers.id, ben.id));
    expect(other.unsubscribedAt).toBeNull();

    // multipart/form-data is the other body RFC 8058 allows.
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${ben.unsubscribeToken}`,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n',
      remoteAddress: '10.41.200.2',
    });
    expect(multipart.statusCode).toBe(200);

    // The admin list shows when they left; the token itself is never in an API answer.
    const listed = (await t.admin({ method: 'GET', url: '/api/admin/subscribers' })).json<Subscriber[]>();
    expect(listed.find((s) => s.id === ava.id)?.unsubscribedAt).toBe(done.unsubscribedAt);
    expect(JSON.stringify(listed)).not.toContain(ava.unsubscribeToken);
    const csv = (await t.admin({ method: 'GET', url: '/api/admin/subscribers/export.csv' })).body;
    expect(csv.split('\n')[0]).toContain('Subscribed,Unsubscribed');
    expect(csv).toContain(done.unsubscribedAt!);
  });

  it('answers an unknown or missing token with a clear error, and a GET never unsubscribes', async () => {
    await reset();
    const [sub] = await addSubscribers(1);
    const unknown = await post('/api/unsubscribe?token=0123456789abcdef0123456789abcdef', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await post('/api/unsubscribe', {})).statusCode).toBe(400);

    const looked = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${sub.unsubscribeToken}`,
    });
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toEqual({
      kind: 'subscriber',
      maskedEmail: 's****@example.com',
      unsubscribedAt: null,
    });
    expect(looked.headers['cache-control']).toBe('no-store');
    const [row] = await t.app.db.select().from(subscribers).where(eq(subscribers.id, sub.id));
    expect(row.unsubscribedAt).toBeNull();

    // The JSON body the page sends works as well as the query.
    const byJson = await post('/api/unsubscribe', { token: sub.unsubscribeToken });
    expect(byJson.statusCode).toBe(200);
    // A second lookup is not answered from a cache made before the unsubscribe.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${sub.unsubscribeToken}`,
    });
    expect(after.json<UnsubscribeStatus>().unsubscribedAt).not.toBeNull();
  });

  it('the page form works without JavaScript: it posts, unsubscribes and goes back to the page', async () => {
    await reset();
    const [sub] = await addSubscribers(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${sub.unsubscribeToken}`,
      remoteAddress: '10.41.200.3',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?token=${sub.unsubscribeToken}`);
    const [row] = await t.app.db.select().from(subscribers).where(eq(subscribers.id, sub.id));
    expect(row.unsubscribedAt).not.toBeNull();
  });

  it("a car watch's token unsubscribes that address from every watch alert", async () => {
    await reset();
    const a = await listCar(new Date());
    const b = await listCar(new Date());
    const watches = await t.app.db
      .insert(carWatches)
      .values([
        { carId: a.id, email: 'watcher@example.com', price: a.price },
        { carId: b.id, email: 'watcher@example.com', price: b.price },
        { carId: b.id, email: 'someone@example.com', price: b.price },
      ])
      .returning();
    const res = await post(`/api/unsubscribe?token=${watches[0].unsubscribeToken}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'watch', maskedEmail: 'w****@example.com' });
    const after = await t.app.db.select().from(carWatches).orderBy(carWatches.id);
    expect(after.map((w) => w.unsubscribedAt !== null)).toEqual([true, true, false]);
  });

  it('queues in batches and, after a crash mid-batch and a restart, sends each subscriber exactly one digest', async () => {
    await reset();
    const now = morning();
    const subs = await addSubscribers(7);
    await listCar(new Date(now.getTime() - HOUR));
    // The crash: the outbox refuses the 5th subscriber's mail, in the middle of the second batch of three.
    await t.app.db.execute(sql`create or replace function crash_digest() returns trigger language plpgsql as $$
      begin
        if new."to" = 'sub5@example.com' then raise exception 'simulated crash'; end if;
        return new;
      end $$`);
    await t.app.db.execute(
      sql`create trigger crash_digest before insert on mail_outbox for each row execute function crash_digest()`,
    );
    try {
      await expect(runDigest(t.app.db, t.app.env, now, { batchSize: 3 })).rejects.toThrow(/mail_outbox/);
    } finally {
      await t.app.db.execute(sql`drop trigger crash_digest on mail_outbox`);
      await t.app.db.execute(sql`drop function crash_digest()`);
    }
    // The first batch is written whole; nothing of the second (its transaction rolled back).
    const written = await t.app.db.select().from(digestSends);
    expect(written.map((s) => s.subscriberId).sort()).toEqual(
      subs
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    );
    expect(await t.app.mail.drain()).toBe(3);
    const [run] = await t.app.db.select().from(digestRuns);
    expect(run.finishedAt).toBeNull();

    // "Restart": the next check carries on with the same run, later the same morning.
    const resumed = await runDigest(t.app.db, t.app.env, new Date(now.getTime() + 10 * 60_000), {
      batchSize: 3,
    });
    expect(resumed).toMatchObject({ status: 'sent', runId: run.id, queued: 4 });
    expect(await t.app.mail.drain()).toBe(4);
    const recipients = smtp.messages.map((m) => m.to[0]).sort();
    expect(recipients).toEqual(subs.map((s) => s.email).sort());
    expect(await t.app.db.select().from(digestRuns)).toHaveLength(1);
    // And nothing more that day.
    expect(await runDigest(t.app.db, t.app.env, new Date(now.getTime() + HOUR))).toEqual({
      status: 'already-sent',
    });
  });

  it('stops between batches when asked (the app closing) and the next run carries on', async () => {
    await reset();
    const now = morning();
    await addSubscribers(5);
    await listCar(new Date(now.getTime() - HOUR));
    const stop = new AbortController();
    stop.abort();
    expect(await runDigest(t.app.db, t.app.env, now, { batchSize: 2, signal: stop.signal })).toMatchObject({
      status: 'stopped',
      queued: 0,
    });
    expect(await runDigest(t.app.db, t.app.env, now, { batchSize: 2 })).toMatchObject({
      status: 'sent',
      queued: 5,
    });
    expect(await t.app.mail.drain()).toBe(5);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(5);
  });

  it('sends nothing when nothing is new, and nothing to those who unsubscribed', async () => {
    await reset();
    const now = morning();
    await addSubscribers(2);
    await baseline(now);
    const tomorrow = new Date(now.getTime() + DAY);
    expect(await runDigest(t.app.db, t.app.env, tomorrow)).toEqual({ status: 'nothing-new' });
    expect(await t.app.mail.drain()).toBe(0);

    const [, gone] = await t.app.db.select().from(subscribers).orderBy(subscribers.id);
    await post(`/api/unsubscribe?token=${gone.unsubscribeToken}`, {});
    await listCar(new Date(tomorrow.getTime() + HOUR));
    expect(await runDigest(t.app.db, t.app.env, new Date(tomorrow.getTime() + 2 * HOUR))).toMatchObject({
      status: 'sent',
      queued: 1,
    });
    expect(await t.app.mail.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.to[0])).toEqual(['sub1@example.com']);
  });

  it('drops a digest queued but not yet delivered when its subscriber unsubscribes', async () => {
    await reset();
    const now = morning();
    const [stays, leaves] = await addSubscribers(2);
    await listCar(new Date(now.getTime() - HOUR));
    await runDigest(t.app.db, t.app.env, now);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(2);
    await post(`/api/unsubscribe?token=${leaves.unsubscribeToken}`, {});
    expect(await t.app.mail.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.to[0])).toEqual([stays.email]);
    // The record of the send stays: the run does not queue them another.
    expect(await t.app.db.select().from(digestSends)).toHaveLength(2);
  });

  it('sends at most one a day: cars listed after the day’s digest wait for the next day', async () => {
    await reset();
    const now = morning();
    await addSubscribers(1);
    await baseline(now);
    const late = await listCar(new Date(now.getTime() + 3 * HOUR), { make: 'Lamborghini', model: 'Huracan' });
    expect(await runDigest(t.app.db, t.app.env, new Date(now.getTime() + 4 * HOUR))).toEqual({
      status: 'already-sent',
    });
    expect(await t.app.mail.drain()).toBe(0);

    const next = sydneyTime(now, DIGEST_HOUR, 1);
    expect(sydneyDay(next)).not.toBe(sydneyDay(now));
    expect(await runDigest(t.app.db, t.app.env, next)).toMatchObject({ status: 'sent', queued: 1 });
    await t.app.mail.drain();
    const { text } = partsOf(smtp.messages[0]);
    expect(smtp.messages[0].headers.subject).toBe(`New arrival at ${BRAND.name}: 2022 Lamborghini Huracan`);
    expect(text).toContain(`/cars/${late.id}/`);
    expect(text).not.toContain('Baseline');
  });

  it('sends nothing while the admin setting is off; the setting shows the last and next send', async () => {
    await reset();
    const settings = async () =>
      (await t.admin({ method: 'GET', url: '/api/admin/waitlist-settings' })).json<WaitlistSettings>();
    // No row yet: on.
    expect((await settings()).digestEnabled).toBe(true);
    const now = morning();
    await addSubscribers(1);
    await listCar(new Date(now.getTime() - HOUR));

    const off = await t.admin({
      method: 'PUT',
      url: '/api/admin/waitlist-settings',
      payload: { digestEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ digestEnabled: false, nextSendAt: null });
    expect(await runDigest(t.app.db, t.app.env, now)).toEqual({ status: 'disabled' });
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);

    const bad = await t.admin({
      method: 'PUT',
      url: '/api/admin/waitlist-settings',
      payload: { digestEnabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/digestEnabled/);

    await t.admin({ method: 'PUT', url: '/api/admin/waitlist-settings', payload: { digestEnabled: true } });
    expect(await runDigest(t.app.db, t.app.env, now)).toMatchObject({ status: 'sent', queued: 1 });
    const asked = Date.now();
    const shown = await settings();
    expect(shown).toMatchObject({
      digestEnabled: true,
      lastSentAt: now.toISOString(),
      lastCarCount: 1,
      lastRecipientCount: 1,
    });
    // Never in the past: today's send hour while it is ahead, else the moment asked (after the hour, with
    // nothing sent today in Sydney, the next check may send). The run above is dated a year ahead.
    expect(new Date(shown.nextSendAt!).getTime()).toBeGreaterThanOrEqual(asked);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/waitlist-settings' })).statusCode).toBe(401);
  });

  it('an address that unsubscribed and subscribes again is active again, answered like a new subscriber', async () => {
    await reset();
    const [sub] = await addSubscribers(1);
    await post(`/api/unsubscribe?token=${sub.unsubscribeToken}`, {});
    const res = await post('/api/subscribers', {
      firstName: 'First1',
      lastName: 'Reader',
      email: 'SUB1@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: sub.id,
      message: 'Thank you for subscribing!',
      unsubscribedAt: null,
    });
    expect(res.body).not.toContain(sub.unsubscribeToken);
    const rows = await t.app.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0].unsubscribedAt).toBeNull();
    // Still subscribed: the same address again is the usual conflict.
    const twice = await post('/api/subscribers', {
      firstName: 'First1',
      lastName: 'Reader',
      email: 'sub1@example.com',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('the daily schedule', () => {
  it('finds 9am in Sydney across daylight saving', () => {
    // January is AEDT (UTC+11), July AEST (UTC+10).
    expect(sydneyTime(new Date('2027-01-15T03:00:00Z'), 9).toISOString()).toBe('2027-01-14T22:00:00.000Z');
    expect(sydneyTime(new Date('2027-07-15T03:00:00Z'), 9).toISOString()).toBe('2027-07-14T23:00:00.000Z');
    // The day after 4 April 2027 (daylight saving ends that night).
    expect(sydneyTime(new Date('2027-04-03T03:00:00Z'), 9, 1).toISOString()).toBe('2027-04-03T23:00:00.000Z');
    expect(sydneyDay(new Date('2027-01-14T22:00:00Z'))).toBe('2027-01-15');
  });

  it('names the next send: today at 9 before then, the next check once past it, tomorrow once sent', () => {
    const early = new Date('2027-01-14T20:00:00Z'); // 7am in Sydney
    expect(nextSendTime(early, null).toISOString()).toBe('2027-01-14T22:00:00.000Z');
    const late = new Date('2027-01-15T01:00:00Z'); // noon in Sydney, nothing sent yet
    expect(nextSendTime(late, null)).toEqual(late);
    expect(nextSendTime(late, new Date('2027-01-14T22:00:00Z')).toISOString()).toBe(
      '2027-01-15T22:00:00.000Z',
    );
  });
});

describe('the digest worker', () => {
  const { t } = sharedMailTestApp();

  it('sends when its schedule says so, wakes the mail worker, and stops cleanly', async () => {
    await t.app.db
      .insert(subscribers)
      .values({ firstName: 'Wendy', lastName: 'Worker', email: 'wendy@example.com' });
    await t.app.db.insert(cars).values({ ...buildCar(), createdAt: new Date(Date.now() - HOUR) });
    let kicked = 0;
    const worker = new DigestWorker({
      db: t.app.db,
      env: t.app.env,
      checkIntervalMs: 60_000,
      isSendTime: () => true,
      onQueued: () => kicked++,
    });
    worker.start();
    await expect.poll(() => kicked, { timeout: 10_000 }).toBe(1);
    await worker.stop();
    const queued = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'new-arrivals'));
    expect(queued.map((m) => m.to)).toEqual(['wendy@example.com']);
  });
});
