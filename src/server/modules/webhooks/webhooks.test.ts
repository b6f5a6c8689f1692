import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { buildContact } from '../../../../tests/factories/leads';
import { sharedTestApp } from '../../../../tests/helpers/app';
import { startReceiver } from '../../../../tests/helpers/webhook-receiver';
import { addDays, sydneyDay } from '../../../shared/hire-booking';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { assertWebhookUrl, isPrivateAddress } from './webhook-address';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('webhooks', () => {
  const t = sharedTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await t.database.db.delete(webhookEndpoints);
    receiver.received.length = 0;
  });

  const addEndpoint = async (events: string[], url = receiver.url) => {
    const res = await t.admin({ method: 'POST', url: '/api/admin/webhooks', payload: { url, events } });
    expect(res.statusCode).toBe(201);
    const { endpoint, secret } = res.json();
    receiver.useSecret(secret);
    return { endpoint, secret: secret as string };
  };
  const deliveries = async (query = '') =>
    (await t.admin({ method: 'GET', url: `/api/admin/webhooks/deliveries${query}` })).json();
  /** The newest delivery, logged with this state, attempt count and the receiver's status and answer. */
  const newestDelivery = async (state: string, attempts: number, lastStatus: number) => {
    const [newest] = await deliveries();
    expect(newest).toMatchObject({ state, attempts, lastStatus, lastResponse: `answer ${lastStatus}` });
    return newest;
  };
  /** Makes every pending delivery due now, as if its retry delay had passed. */
  const timePasses = () =>
    t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` });

  it('shows the secret once and posts a new lead as a signed lead.created event', async () => {
    const { endpoint, secret } = await addEndpoint(['lead.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = (await t.admin({ method: 'GET', url: '/api/admin/webhooks' })).json();
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id, url: receiver.url, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: buildContact({ email: 'hook@example.com', lastName: 'Lovelace' }),
    });
    expect(lead.statusCode).toBe(201);
    expect(await t.app.webhooks.drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit.verified).toBe(true);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['webhook-id']).toMatch(/^msg_/);
    expect(hit.json).toMatchObject({
      type: 'lead.created',
      data: { kind: 'contact', id: lead.json().id, email: 'hook@example.com', name: 'Ada Lovelace' },
    });
    const logged = await newestDelivery('delivered', 1, 200);
    expect(logged.lastDurationMs).toBeGreaterThanOrEqual(0);
    // A signature made with another secret is refused by the reference verifier.
    receiver.useSecret(`whsec_${Buffer.from('not the secret').toString('base64')}`);
    await t.admin({ method: 'POST', url: `/api/admin/webhooks/deliveries/${logged.id}/replay` });
    await t.app.webhooks.drain();
    expect(receiver.received[1].verified).toBe(false);
  });

  it('sends only the events an endpoint chose: car.created, car.updated, car.sold and status changes', async () => {
    const all = await addEndpoint(['car.created', 'car.updated', 'car.sold', 'lead.status_changed']);
    const car = (await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() })).json();
    await t.admin({ method: 'PATCH', url: `/api/admin/cars/${car.id}`, payload: { status: 'sold' } });
    const lead = (
      await t.app.inject({ method: 'POST', url: '/api/contact-submissions', payload: buildContact() })
    ).json();
    await t.admin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${lead.id}`,
      payload: { status: 'contacted' },
    });
    await t.app.webhooks.drain();
    const types = receiver.received.map((r) => r.json.type);
    expect(types).toEqual(['car.created', 'car.updated', 'car.sold', 'lead.status_changed']);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect(receiver.received[2].json.data).toMatchObject({ id: car.id, status: 'sold' });
    expect(receiver.received[3].json.data).toEqual({
      kind: 'contact',
      id: lead.id,
      from: 'new',
      to: 'contacted',
    });
    expect(all.endpoint.events).toHaveLength(4);
  });

  it('retries a failed delivery with the same id, logging status and answer, and replays it', async () => {
    const { endpoint } = await addEndpoint(['car.created']);
    receiver.answer(503);
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() });
    expect(await t.app.webhooks.drain()).toBe(0);
    const failed = await newestDelivery('pending', 1, 503);
    // The first retry waits about five seconds: draining now sends nothing.
    expect(Date.parse(failed.nextAttemptAt) - Date.now()).toBeGreaterThan(2_000);
    expect(await t.app.webhooks.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const failing = (await t.admin({ method: 'GET', url: '/api/admin/webhooks' })).json()[0];
    expect(failing.failingSince).not.toBeNull();

    await timePasses();
    expect(await t.app.webhooks.drain()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    const [first, retry] = receiver.received;
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(retry.body).toBe(first.body);
    expect(retry.verified && first.verified).toBe(true);
    await newestDelivery('delivered', 2, 200);
    expect((await t.admin({ method: 'GET', url: '/api/admin/webhooks' })).json()[0].failingSince).toBeNull();

    const replay = await t.admin({
      method: 'POST',
      url: `/api/admin/webhooks/deliveries/${failed.id}/replay`,
    });
    expect(replay.statusCode).toBe(200);
    expect(await t.app.webhooks.drain()).toBe(1);
    expect(receiver.received[2].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(receiver.received[2].body).toBe(first.body);
    expect(await deliveries(`?endpointId=${endpoint.id}`)).toHaveLength(2);
    expect(
      (await t.admin({ method: 'POST', url: '/api/admin/webhooks/deliveries/999999/replay' })).statusCode,
    ).toBe(404);
  });

  it('disables an endpoint failing for three days, says so on the summary, and enables it again', async () => {
    const { endpoint } = await addEndpoint(['car.created']);
    await t.database.db.update(webhookEndpoints).set({ failingSince: sql`now() - interval '2 days'` });
    receiver.answer(500, 500);
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() });
    await t.app.webhooks.drain();
    // Two days of failing: still enabled.
    expect((await t.admin({ method: 'GET', url: '/api/admin/webhooks' })).json()[0].enabled).toBe(true);
    await t.database.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` });
    await timePasses();
    await t.app.webhooks.drain();
    const [disabled] = (await t.admin({ method: 'GET', url: '/api/admin/webhooks' })).json();
    expect(disabled).toMatchObject({ enabled: false });
    expect(disabled.disabledForFailureAt).not.toBeNull();
    expect((await t.admin({ method: 'GET', url: '/api/admin/webhooks/summary' })).json()).toEqual({
      disabled: [{ id: endpoint.id, url: receiver.url }],
    });
    // A disabled endpoint gets no new events, and its deliveries cannot be replayed.
    const before = receiver.received.length;
    await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar() });
    await timePasses();
    await t.app.webhooks.drain();
    expect(receiver.received).toHaveLength(before);
    const [last] = await deliveries();
    expect(
      (await t.admin({ method: 'POST', url: `/api/admin/webhooks/deliveries/${last.id}/replay` })).statusCode,
    ).toBe(409);

    const enabled = await t.admin({
      method: 'PATCH',
      url: `/api/admin/webhooks/${endpoint.id}`,
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true, failingSince: null, disabledForFailureAt: null });
    expect((await t.admin({ method: 'GET', url: '/api/admin/webhooks/summary' })).json()).toEqual({
      disabled: [],
    });
    await t.app.webhooks.drain();
    expect(receiver.received.length).toBe(before + 1);
  });

  it('posts booking.confirmed when staff confirm a hire request, and booking.cancelled when its blockout goes', async () => {
    await addEndpoint(['booking.confirmed', 'booking.cancelled']);
    const car = (
      await t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload: buildHireCar() })
    ).json();
    const start = addDays(sydneyDay(), 10);
    const end = addDays(sydneyDay(), 12);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        ...buildContact({ lastName: 'Clarke' }),
        vehicleEnquiry: {
          id: car.id,
          year: car.year,
          make: car.make,
          model: car.model,
          mileage: car.mileage,
        },
        bookingDates: { start, end },
        pickupTime: '09:00',
        returnTime: '17:00',
        licenceConfirmed: true,
      },
    });
    expect(lead.statusCode).toBe(201);
    const { booking } = (await t.admin({ url: `/api/admin/hire-bookings/lead/${lead.json().id}` })).json();
    expect(
      (await t.admin({ method: 'POST', url: `/api/admin/hire-bookings/${booking.id}/confirm` })).statusCode,
    ).toBe(200);
    const [blockout] = (await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).json();
    await t.admin({ method: 'DELETE', url: `/api/admin/hire-car-blockouts/${blockout.id}` });
    await t.app.webhooks.drain();
    expect(receiver.received.map((r) => [r.json.type, r.json.data.id, r.json.data.status])).toEqual([
      ['booking.confirmed', booking.id, 'confirmed'],
      ['booking.cancelled', booking.id, 'cancelled'],
    ]);
    expect(receiver.received[0].json.data).toMatchObject({ start, end, hireCarId: car.id });
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  });

  it('refuses an unknown event and a missing token', async () => {
    const bad = await t.admin({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: receiver.url, events: ['car.stolen'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/webhooks' })).statusCode).toBe(401);
  });
});

describe('webhook URLs', () => {
  const t = sharedTestApp();

  it.each([
    ['http://example.com/hook', /https/],
    ['https://127.0.0.1/hook', /127\.0\.0\.1/],
    ['https://localhost/hook', /loopback|private/],
    ['https://169.254.169.254/latest', /169\.254/],
    ['https://10.1.2.3/hook', /10\.1\.2\.3/],
    ['https://192.168.0.10/hook', /private/],
    ['https://[::1]/hook', /::1/],
    ['https://[::ffff:127.0.0.1]/hook', /private/],
    ['https://[fd00::1]/hook', /private/],
    ['https://user:pw@example.com/hook', /user name/],
  ])('refuses %s', async (url, message) => {
    const res = await t.admin({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url, events: ['car.created'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses a private address on update too, and tells addresses apart', async () => {
    await expect(assertWebhookUrl('https://8.8.8.8/hook', false)).resolves.toBeUndefined();
    await expect(assertWebhookUrl('http://127.0.0.1:9/hook', true)).resolves.toBeUndefined();
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.20.0.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
    const [row] = await t.database.db
      .insert(webhookEndpoints)
      .values({ url: 'https://8.8.8.8/hook', events: ['car.created'], secret: 'whsec_AAAA' })
      .returning();
    const res = await t.admin({
      method: 'PATCH',
      url: `/api/admin/webhooks/${row.id}`,
      payload: { url: 'https://127.0.0.2/hook' },
    });
    expect(res.statusCode).toBe(400);
  });
});
