import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildHireCar } from '../../../../tests/factories/cars';
import { sharedMailTestApp } from '../../../../tests/helpers/mail-app';
import { publicPoster } from '../../../../tests/helpers/visitors';
import { addDays, formatDay, sydneyDay } from '../../../shared/hire-booking';
import type { Blockout, HireCar } from '../../../shared/schemas/car';
import type { Availability, HireBooking } from '../../../shared/schemas/hire-booking';
import type { LeadDetail } from '../../../shared/schemas/lead-desk';
import { hireCarBlockouts } from '../../db/schema/index';

const { t, smtp } = sharedMailTestApp({ STAFF_EMAIL: 'desk@dealer.test' });
const post = publicPoster(t, 16);

/** Delivers what earlier tests queued, then forgets it: a test reads only its own mail. */
async function emptyInbox() {
  await t.app.mail.drain();
  smtp.messages.length = 0;
}

const today = sydneyDay();
const day = (n: number) => addDays(today, n);

const createHireCar = async (overrides = {}): Promise<HireCar> => {
  const res = await t.admin({
    method: 'POST',
    url: '/api/admin/hire-cars',
    payload: buildHireCar(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};

const bookingBody = (car: HireCar, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amelia',
  lastName: 'Clarke',
  email: 'amelia@example.com',
  contactNumber: '0400 111 222',
  businessName: null,
  message: 'For our anniversary weekend.',
  vehicleEnquiry: { id: car.id, year: car.year, make: car.make, model: car.model, mileage: car.mileage },
  bookingDates: { start: day(10), end: day(12) },
  pickupTime: '09:00',
  returnTime: '17:00',
  licenceConfirmed: true,
  ...overrides,
});

const availability = async (car: HireCar, query = ''): Promise<Availability> => {
  const res = await t.app.inject(`/api/hire-cars/${car.id}/availability${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const bookingOf = async (leadId: number): Promise<HireBooking> =>
  (await t.admin({ url: `/api/admin/hire-bookings/lead/${leadId}` })).json().booking;

const decide = (booking: HireBooking, decision: 'confirm' | 'decline') =>
  t.admin({ method: 'POST', url: `/api/admin/hire-bookings/${booking.id}/${decision}` });

/** Staff block the car out for these days, as the blockout form does. */
const blockOut = (car: HireCar, startDate: string, endDate: string, reason?: string) =>
  t.admin({
    method: 'POST',
    url: '/api/admin/hire-car-blockouts',
    payload: { hireCarId: car.id, startDate, endDate, reason },
  });

const blockoutsOf = async (car: HireCar): Promise<Blockout[]> =>
  (await t.admin({ url: `/api/admin/hire-car-blockouts/${car.id}` })).json();

describe('hire car terms', () => {
  it('stores bond, kilometres, excess rate, driver age and minimum days, with defaults', async () => {
    const car = await createHireCar({
      bond: 7_500,
      kmPerDay: 200,
      excessPerKm: 3.456,
      minDriverAge: 30,
      minDays: 2,
    });
    expect(car).toMatchObject({
      bond: 7_500,
      kmPerDay: 200,
      excessPerKm: 3.46,
      minDriverAge: 30,
      minDays: 2,
    });
    expect((await t.app.inject(`/api/hire-cars/${car.id}`)).json()).toEqual(car);
    const bare = (
      await t.admin({
        method: 'POST',
        url: '/api/admin/hire-cars',
        payload: { make: 'Bentley', model: 'Bentayga' },
      })
    ).json();
    expect(bare).toMatchObject({ bond: 0, kmPerDay: 0, excessPerKm: 0, minDriverAge: 21, minDays: 1 });
    const patched = await t.admin({
      method: 'PATCH',
      url: `/api/admin/hire-cars/${car.id}`,
      payload: { excessPerKm: 1.5 },
    });
    expect(patched.json()).toMatchObject({ excessPerKm: 1.5, bond: 7_500 });
    for (const payload of [{ minDriverAge: 17 }, { minDays: 0 }, { bond: -1 }, { excessPerKm: 'two' }]) {
      const res = await t.admin({ method: 'PATCH', url: `/api/admin/hire-cars/${car.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('availability', () => {
  it('gives the taken days from blockouts and confirmed bookings, without reasons or names', async () => {
    const car = await createHireCar();
    await blockOut(car, day(3), day(5), 'Detailing');
    const request = await post(
      '/api/contact-submissions',
      bookingBody(car, { bookingDates: { start: day(20), end: day(22) } }),
    );
    expect(request.statusCode).toBe(201);
    // A request takes nothing until staff confirm it.
    expect((await availability(car)).taken).toEqual([{ start: day(3), end: day(5) }]);
    expect((await decide(await bookingOf(request.json().id), 'confirm')).statusCode).toBe(200);

    const all = await availability(car);
    expect(all).toEqual({
      hireCarId: car.id,
      from: today,
      to: addDays(today, 92),
      taken: [
        { start: day(3), end: day(5) },
        { start: day(20), end: day(22) },
      ],
      nextFree: day(1),
      maxHireDays: 90,
    });
    expect(JSON.stringify(all)).not.toMatch(/Detailing|Clarke|Amelia/);
    // A range shows only what overlaps it.
    expect((await availability(car, `?from=${day(6)}&to=${day(21)}`)).taken).toEqual([
      { start: day(20), end: day(22) },
    ]);
    expect((await availability(car, `?from=${day(6)}&to=${day(19)}`)).taken).toEqual([]);
  });

  it('says when a fully booked car is next free', async () => {
    const car = await createHireCar();
    const free = await createHireCar();
    await blockOut(car, today, day(40));
    expect((await availability(car)).nextFree).toBe(day(41));
    const fleet = (await t.app.inject(`/api/hire-cars/next-free?from=${day(1)}`)).json();
    expect(fleet).toMatchObject({ [car.id]: day(41), [free.id]: day(1) });
    expect((await t.app.inject(`/api/hire-cars/next-free?from=${day(45)}`)).json()[car.id]).toBe(day(45));
    expect((await t.app.inject('/api/hire-cars/next-free?from=soon')).statusCode).toBe(400);
  });

  it('refuses bad ranges and unknown cars', async () => {
    const car = await createHireCar();
    for (const query of [
      '?from=2026-02-30',
      '?from=tomorrow',
      `?from=${day(5)}&to=${day(4)}`,
      `?from=${today}&to=${day(400)}`,
      '?to=9999-12-31',
      '?from=9999-12-01',
      `?from=${day(-5)}`,
    ]) {
      expect((await t.app.inject(`/api/hire-cars/${car.id}/availability${query}`)).statusCode, query).toBe(
        400,
      );
    }
    expect((await t.app.inject('/api/hire-cars/999999/availability')).statusCode).toBe(404);
    expect((await t.app.inject('/api/hire-cars/abc/availability')).statusCode).toBe(400);
  });
});

describe('booking requests', () => {
  it('stores the request with its server-made quote and tells staff and the customer', async () => {
    const car = await createHireCar({ dailyRate: 1_200, bond: 5_000, kmPerDay: 200, excessPerKm: 2.5 });
    await emptyInbox();
    const res = await post('/api/contact-submissions', bookingBody(car));
    expect(res.statusCode).toBe(201);
    const lead = res.json();
    expect(lead).toMatchObject({ bookingDates: { start: day(10), end: day(12) }, status: 'new' });
    expect(lead).not.toHaveProperty('pickupTime');
    const booking = await bookingOf(lead.id);
    // 9am on day 10 to 5pm on day 12: two days and eight hours, so three hire days.
    expect(booking).toMatchObject({
      hireCarId: car.id,
      start: day(10),
      end: day(12),
      pickupTime: '09:00',
      returnTime: '17:00',
      status: 'requested',
      quote: { days: 3, dailyRate: 1_200, total: 3_600, bond: 5_000, kmIncluded: 600, excessPerKm: 2.5 },
    });
    expect((await t.admin({ url: '/api/admin/hire-bookings/lead/999999' })).json()).toEqual({
      booking: null,
    });

    await t.app.mail.drain();
    const staff = smtp.messages.find((m) => m.to.includes('desk@dealer.test'));
    // Names are stored NFC-normalised, whatever form the client sent.
    const title = `${car.year} ${car.make} ${car.model}`.normalize('NFC');
    expect(staff?.headers.subject).toBe(
      `Booking request: ${title}, ${day(10)} to ${day(12)}, from Amelia Clarke`,
    );
    expect(staff?.text).toContain('A new booking request was submitted on the website.');
    expect(staff?.text).toMatch(/Hire: 3 days × \$1,200 = \$3,600/);
    expect(staff?.text).toContain('Bond: $5,000');
    expect(staff?.text).toContain('Kilometres included: 600 km, then $2.50 a km');
    const reply = smtp.messages.find((m) => m.to.includes('amelia@example.com'));
    expect(reply?.text).toContain('Your booking request:');
    expect(reply?.text).toContain(`Pickup: ${formatDay(day(10))} at 9:00 am`);
    expect(reply?.text).toContain(`Return: ${formatDay(day(12))} at 5:00 pm`);
  });

  it('refuses requests that break the rules, naming the field', async () => {
    const car = await createHireCar({ minDays: 3 });
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { bookingDates: { start: today, end: day(3) } },
        /bookingDates\.start: Pickup must be from tomorrow on/,
      ],
      [
        { bookingDates: { start: day(5), end: day(4) } },
        /bookingDates\.end: Return must not be before pickup/,
      ],
      [{ bookingDates: { start: '2026-02-30', end: day(4) } }, /bookingDates\.start/],
      [{ bookingDates: { start: day(400), end: day(403) } }, /Bookings open 12 months ahead/],
      [
        { bookingDates: { start: day(10), end: '9999-12-31' } },
        /^bookingDates\.end: Return must be within the next 12 months/,
      ],
      [{ bookingDates: { start: day(10), end: day(101) } }, /^bookingDates\.end: Hires are at most 90 days/],
      [{ pickupTime: '07:30' }, /pickupTime: Choose a time between 8am and 8pm/],
      [{ returnTime: '20:30' }, /returnTime: Choose a time between 8am and 8pm/],
      [{ returnTime: undefined }, /returnTime: Choose a time/],
      [{ licenceConfirmed: false }, /licenceConfirmed/],
      [{ vehicleEnquiry: null }, /vehicleEnquiry: Choose the hire car to book/],
      [{ vehicleEnquiry: { id: 999_999, year: 2020, make: 'Gone', model: 'Car' } }, /no longer in our fleet/],
      [{ bookingDates: { start: day(10), end: day(10) } }, /at least 3 days/],
    ];
    for (const [overrides, message] of cases) {
      const res = await post('/api/contact-submissions', bookingBody(car, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('answers 409 naming the clash when the dates are taken, and stores nothing', async () => {
    const car = await createHireCar();
    await blockOut(car, day(11), day(14));
    const before = (await t.admin({ url: '/api/admin/contact-submissions' })).json().length;
    const res = await post('/api/contact-submissions', bookingBody(car));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(
        `^Sorry, the ${car.year} ${car.make} ${car.model} is already booked from .+ to .+\\. Please choose other dates\\.$`,
      ),
    );
    expect((await t.admin({ url: '/api/admin/contact-submissions' })).json()).toHaveLength(before);
  });

  it('leaves an enquiry without bookingDates exactly as before', async () => {
    const car = await createHireCar();
    const body = {
      ...bookingBody(car),
      bookingDates: null,
      pickupTime: undefined,
      licenceConfirmed: undefined,
    };
    const res = await post('/api/contact-submissions', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().bookingDates).toBeNull();
    expect(await bookingOf(res.json().id)).toBeNull();
  });
});

describe('staff decisions', () => {
  it('confirms: one blockout, the customer told, the timeline and status updated', async () => {
    const car = await createHireCar({ dailyRate: 900 });
    const lead = (await post('/api/contact-submissions', bookingBody(car))).json();
    await emptyInbox();
    const res = await decide(await bookingOf(lead.id), 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', decidedBy: 'admin' });
    expect(await blockoutsOf(car)).toEqual([
      expect.objectContaining({ startDate: day(10), endDate: day(12), reason: 'Booking: Amelia Clarke' }),
    ]);
    const again = await decide(await bookingOf(lead.id), 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking request was already confirmed.');

    const detail: LeadDetail = (await t.admin({ url: `/api/admin/leads/contact/${lead.id}` })).json();
    expect(detail.lead).toMatchObject({ status: 'contacted' });
    const types = detail.timeline.map((e) => e.data.type);
    expect(types).toEqual(['received', 'email', 'booking', 'email', 'status']);
    expect(detail.timeline[2]).toMatchObject({
      by: 'admin',
      data: { decision: 'confirmed', start: day(10), end: day(12) },
    });

    await t.app.mail.drain();
    const mail = smtp.messages.find((m) => m.headers.subject?.startsWith('Your booking is confirmed'));
    expect(mail?.to).toEqual(['amelia@example.com']);
    expect(mail?.text).toContain(
      `Your hire of the ${`${car.year} ${car.make} ${car.model}`.normalize('NFC')} is confirmed`,
    );
    expect(mail?.text).toContain('Hire: 3 days × $900 = $2,700');
    expect(mail?.text).toContain("What to bring: the driver's full licence");
  });

  it('refuses to confirm over dates taken since the request, and a staff blockout over a booking', async () => {
    const car = await createHireCar();
    const first = (await post('/api/contact-submissions', bookingBody(car))).json();
    const second = (
      await post(
        '/api/contact-submissions',
        bookingBody(car, { bookingDates: { start: day(12), end: day(13) } }),
      )
    ).json();
    expect((await decide(await bookingOf(first.id), 'confirm')).statusCode).toBe(200);
    const clash = await decide(await bookingOf(second.id), 'confirm');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/is no longer free: it is taken from/);

    const over = await blockOut(car, day(12), day(15), 'Service');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(
      /^Those dates clash with the confirmed booking of Amelia Clarke from /,
    );
    const beside = await blockOut(car, day(13), day(15), 'Service');
    expect(beside.statusCode).toBe(201);
    // Deleting a booking's blockout cancels the booking, and frees its days.
    const bookingBlockout = (await blockoutsOf(car)).find((b) => b.reason === 'Booking: Amelia Clarke');
    await t.admin({ method: 'DELETE', url: `/api/admin/hire-car-blockouts/${bookingBlockout?.id}` });
    expect((await bookingOf(first.id)).status).toBe('cancelled');
    expect((await availability(car)).taken).toEqual([{ start: day(13), end: day(15) }]);
  });

  it('of 20 overlapping requests confirmed at the same moment, exactly one becomes a booking', async () => {
    const car = await createHireCar();
    const leads = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/contact-submissions',
        bookingBody(car, { bookingDates: { start: day(30 + (i % 3)), end: day(33) } }),
      );
      expect(res.statusCode).toBe(201);
      leads.push(res.json());
    }
    const bookings = await Promise.all(leads.map((l) => bookingOf(l.id)));
    const results = await Promise.all(bookings.map((b) => decide(b, 'confirm')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await t.app.db.select().from(hireCarBlockouts).where(eq(hireCarBlockouts.hireCarId, car.id));
    expect(rows).toHaveLength(1);
  });

  it('declines politely, offering the next free dates for as long a hire', async () => {
    const car = await createHireCar();
    await blockOut(car, day(20), day(25));
    const lead = (
      await post(
        '/api/contact-submissions',
        bookingBody(car, { bookingDates: { start: day(18), end: day(19) } }),
      )
    ).json();
    // Staff took the car for days 16 to 19 after the request came in.
    await blockOut(car, day(16), day(19));
    await emptyInbox();
    const res = await decide(await bookingOf(lead.id), 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    expect(await blockoutsOf(car)).toHaveLength(2);
    expect((await decide(await bookingOf(lead.id), 'confirm')).statusCode).toBe(409);
    await t.app.mail.drain();
    const mail = smtp.messages.find((m) => m.headers.subject?.startsWith('Your booking request:'));
    expect(mail?.to).toEqual(['amelia@example.com']);
    expect(mail?.text).toContain('We are sorry that we cannot confirm those dates.');
    // Two days from day 18: 18-19 and 20-25 are taken, so day 26 and 27.
    expect(mail?.text).toContain(
      `next free for the same length of hire from ${formatDay(day(26))} to ${formatDay(day(27))}`,
    );
  });

  it('needs a token, and 404s an unknown booking', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/hire-bookings/1/confirm' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject('/api/admin/hire-bookings/lead/1')).statusCode).toBe(401);
    expect(
      (await t.admin({ method: 'POST', url: '/api/admin/hire-bookings/999999/decline' })).statusCode,
    ).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const url of [
        `/api/admin/hire-bookings/${id}/confirm`,
        `/api/admin/hire-bookings/${id}/decline`,
      ]) {
        const res = await t.admin({ method: 'POST', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toMatch(/^id: /);
      }
      expect((await t.admin({ url: `/api/admin/hire-bookings/lead/${id}` })).statusCode).toBe(400);
    }
  });
});
