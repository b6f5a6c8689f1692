import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCar, buildHireCar } from '../../../../tests/factories/cars';
import { sharedTestApp, type TestApp } from '../../../../tests/helpers/app';
import { sharedMailTestApp } from '../../../../tests/helpers/mail-app';
import type { Received } from '../../../../tests/helpers/smtp';
import { publicPoster } from '../../../../tests/helpers/visitors';
import {
  ALREADY_WATCHING_MESSAGE,
  type CarWatcher,
  SOLD_CAR_WATCH_MESSAGE,
  WATCH_STARTED_MESSAGE,
} from '../../../shared/car-watch';
import type { Car, CarInput } from '../../../shared/schemas/car';
import { carWatches } from '../../db/schema/index';
import { updateCar } from '../cars/cars.service';

const addCar = async (t: TestApp, overrides: Partial<CarInput> = {}): Promise<Car> => {
  const res = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const patchCar = async (t: TestApp, id: number, patch: Partial<CarInput>) => {
  const res = await t.admin({ method: 'PATCH', url: `/api/admin/cars/${id}`, payload: patch });
  expect(res.statusCode).toBe(200);
};
const watchers = async (t: TestApp, carId: number): Promise<CarWatcher[]> => {
  const res = await t.admin({ method: 'GET', url: `/api/admin/cars/${carId}/watchers` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/cars/:id/watch', () => {
  const t = sharedTestApp();
  const post = publicPoster(t, 41);
  const watch = (carId: number, payload: object, ip?: string) =>
    post(`/api/cars/${carId}/watch`, payload, ip);

  it('starts a watch at the current price, stored lower-case and listed beside the car', async () => {
    const car = await addCar(t, { price: 250_000 });
    const res = await watch(car.id, { email: '  Olivia@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: WATCH_STARTED_MESSAGE, alreadyWatching: false });

    const [row] = await t.app.db.select().from(carWatches).where(eq(carWatches.carId, car.id));
    expect(row).toMatchObject({ email: 'olivia@example.com', price: 250_000, alertedAt: null });
    // The database makes the token: long and random, so a link cannot be guessed.
    expect(row.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);

    const list = await watchers(t, car.id);
    expect(list).toEqual([
      {
        id: row.id,
        email: 'olivia@example.com',
        createdAt: row.createdAt.toISOString(),
        alertedAt: null,
        alertKind: null,
        unsubscribedAt: null,
      },
    ]);
    // The token is for the watcher's own links only: staff's list does not carry it.
    expect(JSON.stringify(list)).not.toContain(row.unsubscribeToken);
  });

  it('the same address twice on one car is harmless and says so; another car is another watch', async () => {
    const car = await addCar(t);
    const other = await addCar(t);
    expect((await watch(car.id, { email: 'twice@example.com' })).statusCode).toBe(201);
    const again = await watch(car.id, { email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: ALREADY_WATCHING_MESSAGE, alreadyWatching: true });
    expect((await watch(other.id, { email: 'twice@example.com' })).statusCode).toBe(201);
    expect(await watchers(t, car.id)).toHaveLength(1);
    expect(await watchers(t, other.id)).toHaveLength(1);
  });

  it('refuses a bad address with a clear 400 and stores nothing', async () => {
    const car = await addCar(t);
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await watch(car.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(/^email: /);
    }
    expect((await watch(car.id, { email: 'not-an-email' })).json().message).toBe(
      'email: Invalid email address',
    );
    expect(await watchers(t, car.id)).toEqual([]);
  });

  it('answers 404 for an unknown car and for a hire car, and a clear refusal for a sold car', async () => {
    const hire = await t.admin({ method: 'POST', url: '/api/admin/hire-cars', payload: buildHireCar() });
    expect(hire.statusCode).toBe(201);
    const hireId: number = hire.json().id;
    // The hire car's id must not also be a car for sale's, or the 404 would prove nothing.
    const clash = await t.app.inject({ url: `/api/cars/${hireId}` });
    if (clash.statusCode === 200) await t.admin({ method: 'DELETE', url: `/api/admin/cars/${hireId}` });
    for (const id of [999_999, hireId]) {
      const res = await watch(id, { email: 'nobody@example.com' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Car not found' });
    }
    expect((await watch(0, { email: 'nobody@example.com' })).statusCode).toBe(400);

    const sold = await addCar(t, { status: 'sold' });
    const res = await watch(sold.id, { email: 'late@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SOLD_CAR_WATCH_MESSAGE });
    expect(await watchers(t, sold.id)).toEqual([]);
  });

  it('a filled honeypot gets the normal answer and stores nothing', async () => {
    const car = await addCar(t);
    const res = await watch(car.id, { email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await watchers(t, car.id)).toEqual([]);
  });

  it('is rate limited like the other public forms, invalid requests included', async () => {
    const car = await addCar(t);
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const res = await watch(car.id, i % 2 ? { email: `r${i}@example.com` } : { email: 'bad' }, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(i % 2 ? 201 : 400);
    }
    const limited = await watch(car.id, { email: 'one-more@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another visitor is unaffected.
    expect((await watch(car.id, { email: 'one-more@example.com' }, '192.0.2.78')).statusCode).toBe(201);
  });

  it('counts watchers for a page of the inventory: open ones and all of them, every id answered', async () => {
    const watched = await addCar(t);
    const quiet = await addCar(t);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await watch(watched.id, { email })).statusCode).toBe(201);
    await t.app.db
      .update(carWatches)
      .set({ unsubscribedAt: new Date() })
      .where(eq(carWatches.email, 'c@example.com'));
    const res = await t.admin({
      method: 'GET',
      url: `/api/admin/cars/watchers/counts?ids=${watched.id},${quiet.id},${watched.id},999999`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      [watched.id]: { watching: 2, total: 3 },
      [quiet.id]: { watching: 0, total: 0 },
      999999: { watching: 0, total: 0 },
    });
    for (const ids of ['', 'a,b', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const bad = await t.admin({ method: 'GET', url: `/api/admin/cars/watchers/counts?ids=${ids}` });
      expect(bad.statusCode, ids).toBe(400);
      expect(bad.json().message, ids).toMatch(/^ids: /);
    }
    expect((await t.admin({ method: 'GET', url: '/api/admin/cars/999999/watchers' })).statusCode).toBe(404);
  });

  it('staff can remove a watcher, by the car and the watcher together', async () => {
    const car = await addCar(t);
    const other = await addCar(t);
    expect((await watch(car.id, { email: 'forget-me@example.com' })).statusCode).toBe(201);
    expect((await watch(car.id, { email: 'keep-me@example.com' })).statusCode).toBe(201);
    const [, forget] = await watchers(t, car.id);
    expect(forget.email).toBe('forget-me@example.com');
    const remove = (carId: number | string, watcherId: number | string) =>
      t.admin({ method: 'DELETE', url: `/api/admin/cars/${carId}/watchers/${watcherId}` });

    for (const [carId, watcherId, param] of [
      ['abc', forget.id, 'id'],
      [car.id, '0', 'watcherId'],
      [car.id, '1e3', 'watcherId'],
    ] as const) {
      const res = await remove(carId, watcherId);
      expect(res.statusCode, `${carId}/${watcherId}`).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${param}: `));
    }
    // Another car's id with this watcher's is not this watcher.
    for (const [carId, watcherId] of [
      [other.id, forget.id],
      [car.id, 999_999],
    ]) {
      const res = await remove(carId, watcherId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Watcher not found' });
    }
    expect(await watchers(t, car.id)).toHaveLength(2);

    expect((await remove(car.id, forget.id)).statusCode).toBe(204);
    expect((await watchers(t, car.id)).map((w) => w.email)).toEqual(['keep-me@example.com']);
    expect((await remove(car.id, forget.id)).statusCode).toBe(404);
  });
});

/** The text/plain part of a multipart message as the reader sees it (quoted-printable decoded). */
function plainText(message: Received): string {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'] ?? '')?.[1];
  if (!boundary) return message.text;
  const part = message.text.split(`--${boundary}`).find((p) => /content-type: text\/plain/i.test(p));
  if (!part) throw new Error('no text/plain part');
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split);
  let body = part.slice(split + 2);
  if (/quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('watch alerts through a real SMTP server', () => {
  const { t, smtp } = sharedMailTestApp({ PUBLIC_URL: 'https://dealer.example' });
  const post = publicPoster(t, 42);
  const watch = (carId: number, email: string) => post(`/api/cars/${carId}/watch`, { email });
  const tokenOf = async (email: string) => {
    const [row] = await t.app.db.select().from(carWatches).where(eq(carWatches.email, email));
    return row.unsubscribeToken;
  };
  const expectOneClickUnsubscribe = (message: Received, token: string) => {
    expect(message.headers['list-unsubscribe']).toBe(
      `<https://dealer.example/api/unsubscribe?token=${token}>`,
    );
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(plainText(message)).toContain(`Unsubscribe: https://dealer.example/unsubscribe?token=${token}`);
  };
  /** Delivers what is due, which must be one marketing alert to `to` about `subject`; answers its plain text. */
  const theOnlyAlert = async (to: string, subject: string) => {
    expect(await t.app.mail.drain()).toBe(1);
    const [alert] = smtp.messages;
    expect(alert.to).toEqual([to]);
    expect(alert.headers.subject).toBe(subject);
    expect(alert.text).toContain('text/html');
    expectOneClickUnsubscribe(alert, await tokenOf(to));
    return plainText(alert);
  };

  it('a save reports the alerts it queued, so the mail worker is asked to run only then', async () => {
    const car = await addCar(t, { price: 300_000 });
    expect((await watch(car.id, 'count@example.com')).statusCode).toBe(201);
    expect((await updateCar(t.app.db, car.id, { mileage: 12_345 }, t.app.env)).mailQueued).toBe(0);
    const drop = await updateCar(t.app.db, car.id, { price: 290_000 }, t.app.env);
    expect(drop).toMatchObject({ mailQueued: 1, car: { id: car.id, price: 290_000 } });
    expect(await t.app.mail.drain()).toBe(1);
    expect(smtp.messages.at(-1)?.to).toEqual(['count@example.com']);
    smtp.messages.length = 0;
  });

  it('a price drop alerts each watcher once, with the old and new price and a link to the car', async () => {
    const car = await addCar(t, { year: 2021, make: 'Ferrari', model: 'F8 Tributo', price: 520_000 });
    expect((await watch(car.id, 'drop@example.com')).statusCode).toBe(201);

    // A rise and a save that changes no price send nothing.
    await patchCar(t, car.id, { price: 530_000 });
    await patchCar(t, car.id, { description: 'Now with new tyres.' });
    expect(await t.app.mail.drain()).toBe(0);

    await patchCar(t, car.id, { price: 499_000 });
    const text = await theOnlyAlert(
      'drop@example.com',
      'Price drop: 2021 Ferrari F8 Tributo is now $499,000',
    );
    // Measured from the price when the watch began, not the higher one in between.
    expect(text).toContain('Was $520,000, now $499,000.');
    expect(text).toContain(`https://dealer.example/cars/${car.id}/2021-ferrari-f8-tributo`);
    // The dealer's identity: name, address, phone and licence.
    for (const line of ['Prestige Motor Co.', 'Alexandria NSW 2015', '(02) 9188 4460', 'Dealer Licence'])
      expect(text).toContain(line);

    const [listed] = await watchers(t, car.id);
    expect(listed.alertKind).toBe('price-drop');
    expect(listed.alertedAt).not.toBeNull();

    // A second drop, and then the sale, send nothing more: one alert per watch.
    smtp.messages.length = 0;
    await patchCar(t, car.id, { price: 480_000 });
    await patchCar(t, car.id, { status: 'sold' });
    expect(await t.app.mail.drain()).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('a sale alerts with a link to cars of the same make', async () => {
    const car = await addCar(t, { year: 2020, make: 'Aston Martin', model: 'DBS', price: 410_000 });
    expect((await watch(car.id, 'sold@example.com')).statusCode).toBe(201);
    await patchCar(t, car.id, { status: 'sold' });
    const text = await theOnlyAlert('sold@example.com', 'Sold: 2020 Aston Martin DBS');
    expect(text).toContain('The 2020 Aston Martin DBS you were watching has been sold.');
    expect(text).toContain('https://dealer.example/cars?make=Aston+Martin');
    expect((await watchers(t, car.id))[0].alertKind).toBe('sold');

    // Back on sale and sold again: the watch was already alerted.
    smtp.messages.length = 0;
    await patchCar(t, car.id, { status: 'available' });
    await patchCar(t, car.id, { status: 'sold' });
    expect(await t.app.mail.drain()).toBe(0);
  });

  it('sends nothing to an unsubscribed watch, and a drop to "price on application" is no drop', async () => {
    const car = await addCar(t, { price: 300_000 });
    expect((await watch(car.id, 'gone@example.com')).statusCode).toBe(201);
    expect((await watch(car.id, 'stays@example.com')).statusCode).toBe(201);
    await t.app.db
      .update(carWatches)
      .set({ unsubscribedAt: new Date() })
      .where(eq(carWatches.email, 'gone@example.com'));

    await patchCar(t, car.id, { price: 0 });
    expect(await t.app.mail.drain()).toBe(0);

    await patchCar(t, car.id, { price: 290_000 });
    expect(await t.app.mail.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.to)).toEqual([['stays@example.com']]);
    const byEmail = Object.fromEntries((await watchers(t, car.id)).map((w) => [w.email, w]));
    expect(byEmail['gone@example.com'].alertedAt).toBeNull();
    expect(byEmail['stays@example.com'].alertKind).toBe('price-drop');
  });

  it('watching again after an alert starts a new watch from the current price', async () => {
    const car = await addCar(t, { price: 200_000 });
    expect((await watch(car.id, 'again@example.com')).statusCode).toBe(201);
    await patchCar(t, car.id, { price: 190_000 });
    expect(await t.app.mail.drain()).toBe(1);
    smtp.messages.length = 0;

    const again = await watch(car.id, 'again@example.com');
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(WATCH_STARTED_MESSAGE);
    await patchCar(t, car.id, { price: 180_000 });
    expect(await t.app.mail.drain()).toBe(1);
    expect(plainText(smtp.messages[0])).toContain('Was $190,000, now $180,000.');
  });
});
