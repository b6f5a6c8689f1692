import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCar } from '../../../../tests/factories/cars';
import { buildAcquisition } from '../../../../tests/factories/leads';
import { sharedMailTestApp } from '../../../../tests/helpers/mail-app';
import { partsOf } from '../../../../tests/helpers/smtp';
import { publicPoster } from '../../../../tests/helpers/visitors';
import type { Car, CarInput } from '../../../shared/schemas/car';
import type { LeadDetail } from '../../../shared/schemas/lead-desk';
import type { Acquisition, AcquisitionInput } from '../../../shared/schemas/leads';
import type { AcquisitionMatch, CarsWaiting, NewMatches } from '../../../shared/schemas/waitlist';
import { carPath } from '../../../shared/vehicle-path';
import { acquisitionMatches, acquisitionMatchSends, mailOutbox } from '../../db/schema/index';
import { rebuildAllMatches } from './matches.service';

const PUBLIC_URL = 'https://dealer.example.com';

describe('acquisition matches', () => {
  const { t, smtp } = sharedMailTestApp({ PUBLIC_URL, STAFF_EMAIL: 'staff@example.com' });
  const post = publicPoster(t, 17);
  let person = 0;

  const addCar = async (overrides: Partial<CarInput> = {}) => {
    const res = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: buildCar(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Car;
  };
  const editCar = async (id: number, patch: Partial<CarInput>) => {
    const res = await t.admin({ method: 'PATCH', url: `/api/admin/cars/${id}`, payload: patch });
    expect(res.statusCode, res.body).toBe(200);
  };
  const request = async (
    desiredCars: AcquisitionInput['desiredCars'],
    overrides: Partial<AcquisitionInput> = {},
  ) => {
    person += 1;
    const res = await post(
      '/api/acquisitions',
      buildAcquisition({
        email: `client${person}@example.com`,
        firstName: `Client${person}`,
        desiredCars,
        ...overrides,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Acquisition;
  };
  const setStatus = async (id: number, status: string) => {
    const res = await t.admin({ method: 'PATCH', url: `/api/admin/acquisitions/${id}`, payload: { status } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Stored matches of a request as "carId/desiredCarId" pairs. */
  const stored = async (acquisitionId: number) =>
    (
      await t.app.db
        .select()
        .from(acquisitionMatches)
        .where(eq(acquisitionMatches.acquisitionId, acquisitionId))
    )
      .map((m) => `${m.carId}/${m.acquisitionCarId}`)
      .sort();
  const matchesOf = async (acquisitionId: number) => {
    const res = await t.admin({ url: `/api/admin/acquisitions/${acquisitionId}/matches` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AcquisitionMatch[];
  };
  const wanted = (
    make: string,
    model: string,
    more: { yearFrom?: number; yearTo?: number; targetBudget?: number } = {},
  ) => ({ make, model, ...more });

  describe('storage and recomputation', () => {
    it('matches a new car against the open requests, storing car, request, desired car and when', async () => {
      const lead = await request([
        wanted('Lotus', 'Emira'),
        wanted('Lotus', 'Evija', { targetBudget: 3_000_000 }),
      ]);
      const before = Date.now();
      const car = await addCar({ make: 'LOTUS', model: 'Emira V6 First Edition', price: 180_000 });
      const [row] = await t.app.db
        .select()
        .from(acquisitionMatches)
        .where(eq(acquisitionMatches.carId, car.id));
      expect(row).toMatchObject({
        carId: car.id,
        acquisitionId: lead.id,
        acquisitionCarId: lead.desiredCars[0].id,
      });
      expect(row.matchedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await stored(lead.id)).toEqual([`${car.id}/${lead.desiredCars[0].id}`]);
    });

    it('matches a new request against the cars already for sale, make ignoring case and punctuation', async () => {
      const car = await addCar({ make: 'Mercedes-Benz', model: 'SL 63 AMG', year: 2023, price: 350_000 });
      await addCar({ make: 'Mercedes-Benz', model: 'SL 63 AMG', status: 'sold' });
      await addCar({ make: 'Mercedes-AMG', model: 'SL 63' });
      const lead = await request([
        wanted('mercedes benz', 'sl63', { yearFrom: 2022, targetBudget: 320_000 }),
      ]);
      expect(await stored(lead.id)).toEqual([`${car.id}/${lead.desiredCars[0].id}`]);
    });

    it('drops the match when the price rises above budget + 10 %, and brings it back when it comes down', async () => {
      const car = await addCar({ make: 'Alpine', model: 'A110 S', price: 110_000 });
      const lead = await request([wanted('Alpine', 'A110', { targetBudget: 100_000 })]);
      expect(await stored(lead.id)).toHaveLength(1);
      await editCar(car.id, { price: 110_001 });
      expect(await stored(lead.id)).toEqual([]);
      await editCar(car.id, { price: 105_000 });
      expect(await stored(lead.id)).toEqual([`${car.id}/${lead.desiredCars[0].id}`]);
    });

    it('keeps when a match was first made through edits that keep it fitting', async () => {
      const car = await addCar({ make: 'Morgan', model: 'Plus Four', price: 150_000 });
      const lead = await request([wanted('Morgan', 'Plus Four')]);
      const [first] = await t.app.db
        .select()
        .from(acquisitionMatches)
        .where(eq(acquisitionMatches.carId, car.id));
      await editCar(car.id, { price: 149_000, description: 'Now with a fresh service.' });
      const [after] = await t.app.db
        .select()
        .from(acquisitionMatches)
        .where(eq(acquisitionMatches.carId, car.id));
      expect(after.id).toBe(first.id);
      expect(after.matchedAt.toISOString()).toBe(first.matchedAt.toISOString());
      expect(after.acquisitionId).toBe(lead.id);
    });

    it('a car that is sold matches nothing; put back on sale it matches again', async () => {
      const car = await addCar({ make: 'TVR', model: 'Griffith' });
      const lead = await request([wanted('TVR', 'Griffith')]);
      expect(await stored(lead.id)).toHaveLength(1);
      await editCar(car.id, { status: 'sold' });
      expect(await stored(lead.id)).toEqual([]);
      await editCar(car.id, { status: 'available' });
      expect(await stored(lead.id)).toHaveLength(1);
    });

    it('a renamed car leaves the requests it no longer fits and joins the ones it now fits', async () => {
      const car = await addCar({ make: 'Noble', model: 'M600' });
      const m600 = await request([wanted('Noble', 'M600')]);
      const m500 = await request([wanted('Noble', 'M500')]);
      expect([await stored(m600.id), await stored(m500.id)]).toEqual([
        [`${car.id}/${m600.desiredCars[0].id}`],
        [],
      ]);
      await editCar(car.id, { model: 'M500' });
      expect([await stored(m600.id), await stored(m500.id)]).toEqual([
        [],
        [`${car.id}/${m500.desiredCars[0].id}`],
      ]);
    });

    it('a completed request loses its matches and matches nothing new; reopened it is matched again', async () => {
      const car = await addCar({ make: 'Ginetta', model: 'G40' });
      const lead = await request([wanted('Ginetta', 'G40')]);
      await setStatus(lead.id, 'in-progress');
      expect(await stored(lead.id)).toHaveLength(1);
      await setStatus(lead.id, 'completed');
      expect(await stored(lead.id)).toEqual([]);
      const later = await addCar({ make: 'Ginetta', model: 'G40 Junior' });
      expect(await stored(lead.id)).toEqual([]);
      await setStatus(lead.id, 'new');
      expect(await stored(lead.id)).toEqual(
        [`${car.id}/${lead.desiredCars[0].id}`, `${later.id}/${lead.desiredCars[0].id}`].sort(),
      );
    });

    it('a deleted request or car takes its matches with it', async () => {
      const car = await addCar({ make: 'Caterham', model: 'Seven 620R' });
      const other = await addCar({ make: 'Caterham', model: 'Seven 420R' });
      const lead = await request([wanted('Caterham', 'Seven')]);
      const keeper = await request([wanted('Caterham', 'Seven')]);
      expect(await stored(lead.id)).toHaveLength(2);
      expect(
        (await t.admin({ method: 'DELETE', url: `/api/admin/acquisitions/${lead.id}` })).statusCode,
      ).toBe(204);
      expect(await stored(lead.id)).toEqual([]);
      expect((await t.admin({ method: 'DELETE', url: `/api/admin/cars/${car.id}` })).statusCode).toBe(204);
      expect(await stored(keeper.id)).toEqual([`${other.id}/${keeper.desiredCars[0].id}`]);
    });
  });

  describe('after an upgrade', () => {
    it('matches every open request again from scratch, closed ones left out', async () => {
      const car = await addCar({ make: 'De Tomaso', model: 'P72' });
      const open = await request([wanted('De Tomaso', 'P72')]);
      const closed = await request([wanted('De Tomaso', 'P72')]);
      await setStatus(closed.id, 'completed');
      // As a database from before matching existed: no pairs stored at all.
      await t.app.db.delete(acquisitionMatches);
      expect(await rebuildAllMatches(t.app.db, 2)).toBeGreaterThanOrEqual(1);
      expect(await stored(open.id)).toEqual([`${car.id}/${open.desiredCars[0].id}`]);
      expect(await stored(closed.id)).toEqual([]);
    });
  });

  describe('what staff see', () => {
    it("lists a request's matching cars with the desired cars each fits, and who waits for each car", async () => {
      const first = await addCar({
        make: 'Koenigsegg',
        model: 'Jesko',
        price: 5_000_000,
        images: ['/uploads/jesko.jpg'],
      });
      const second = await addCar({ make: 'Koenigsegg', model: 'Regera', price: 4_000_000 });
      const lead = await request(
        [
          wanted('Koenigsegg', 'Jesko'),
          wanted('Koenigsegg', 'Jesko Absolut'),
          wanted('Koenigsegg', 'Regera'),
        ],
        { firstName: 'Ada', lastName: 'Lovelace' },
      );
      const [jesko, absolut, regera] = lead.desiredCars;
      const matches = await matchesOf(lead.id);
      expect(matches.map((m) => m.car.id).sort()).toEqual([first.id, second.id].sort());
      const forFirst = matches.find((m) => m.car.id === first.id)!;
      expect(forFirst).toMatchObject({ desiredCarIds: [jesko.id, absolut.id], sentAt: null });
      expect(forFirst.car).toMatchObject({ images: ['/uploads/jesko.jpg'], price: 5_000_000 });
      expect(matches.find((m) => m.car.id === second.id)?.desiredCarIds).toEqual([regera.id]);

      const other = await request([wanted('Koenigsegg', 'Regera')], {
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      const res = await t.admin({ url: `/api/admin/cars/waiting?ids=${first.id},${second.id},999999` });
      expect(res.statusCode).toBe(200);
      const waiting = res.json() as CarsWaiting;
      const names = (carId: number) => waiting.find((w) => w.carId === carId)?.requests.map((r) => r.name);
      expect(names(first.id)).toEqual(['Ada Lovelace']);
      expect(names(second.id)).toEqual(['Grace Hopper', 'Ada Lovelace']);
      expect(waiting.find((w) => w.carId === second.id)?.requests[0]).toMatchObject({
        acquisitionId: other.id,
        status: 'new',
        sentAt: null,
      });
      expect(waiting.some((w) => w.carId === 999999)).toBe(false);
    });

    it('answers 404 for an unknown request and 400 for malformed ids', async () => {
      const unknown = await t.admin({ url: '/api/admin/acquisitions/999999/matches' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Acquisition request not found' });
      for (const ids of ['', 'abc', '1,-2', '1e3', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
        const res = await t.admin({ url: `/api/admin/cars/waiting?ids=${ids}` });
        expect(res.statusCode, ids).toBe(400);
        expect(res.json().message, ids).toMatch(/^ids/);
      }
      expect((await t.admin({ url: '/api/admin/cars/waiting' })).statusCode).toBe(400);
    });
  });

  describe('send to client', () => {
    it('e-mails the client the car page link and photo once, on the timeline, and refuses a second send', async () => {
      const car = await addCar({
        make: 'Pagani',
        model: 'Utopia',
        year: 2024,
        price: 6_500_000,
        images: ['/uploads/utopia-front.jpg', '/uploads/utopia-rear.jpg'],
      });
      const lead = await request([wanted('Pagani', 'Utopia')], {
        firstName: 'Olivia',
        lastName: 'Nguyen',
        email: 'olivia.nguyen@example.com',
      });
      await t.app.mail.drain();
      smtp.messages.length = 0;
      const counts = async () => (await newMatchesNow()).total;
      const newMatchesNow = async () =>
        (await t.admin({ url: '/api/admin/acquisition-matches/new?limit=50' })).json() as NewMatches;
      const unsentBefore = await counts();
      expect(
        (await newMatchesNow()).items.some((i) => i.acquisitionId === lead.id && i.car.id === car.id),
      ).toBe(true);

      const url = `/api/admin/acquisitions/${lead.id}/matches/${car.id}/send`;
      const res = await t.admin({ method: 'POST', url });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().sentAt).toEqual(expect.any(String));
      expect(await t.app.mail.drain()).toBe(1);

      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.to).toEqual(['olivia.nguyen@example.com']);
      expect(mail.headers.subject).toBe('A car for you: 2024 Pagani Utopia');
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      const link = `${PUBLIC_URL}${carPath(car)}`;
      expect(link).toBe(`${PUBLIC_URL}/cars/${car.id}/2024-pagani-utopia`);
      // Both parts of the message carry the link and the photo.
      const { text, html } = partsOf(mail);
      for (const line of [
        'Dear Olivia,',
        '2024 Pagani Utopia',
        '$6,500,000',
        `See the car: ${link}`,
        `Photo: ${PUBLIC_URL}/uploads/utopia-front.jpg`,
        'Prestige Motor Co.',
        'Alexandria NSW 2015',
      ])
        expect(text).toContain(line);
      expect(html).toContain(`<img src="${PUBLIC_URL}/uploads/utopia-front.jpg" alt="2024 Pagani Utopia"`);
      expect(html).toContain(`href="${link}"`);

      const [send] = await t.app.db
        .select()
        .from(acquisitionMatchSends)
        .where(
          and(eq(acquisitionMatchSends.acquisitionId, lead.id), eq(acquisitionMatchSends.carId, car.id)),
        );
      const [outbox] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, send.mailId!));
      expect(outbox).toMatchObject({ kind: 'match-to-client', to: 'olivia.nguyen@example.com' });
      expect(outbox.text).toContain(`See the car: ${link}`);

      const detail = (await t.admin({ url: `/api/admin/leads/acquisition/${lead.id}` })).json() as LeadDetail;
      const event = detail.timeline.find((e) => e.data.type === 'car-sent');
      expect(event).toMatchObject({
        by: 'admin',
        data: { type: 'car-sent', carId: car.id, car: '2024 Pagani Utopia', to: 'olivia.nguyen@example.com' },
        mail: { state: 'sent' },
      });
      expect((await matchesOf(lead.id))[0].sentAt).toBe(res.json().sentAt);
      expect(await counts()).toBe(unsentBefore - 1);

      const again = await t.admin({ method: 'POST', url });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Already sent to this client' });
      expect(await t.app.mail.drain()).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      const events = (await t.admin({ url: `/api/admin/leads/acquisition/${lead.id}` })).json() as LeadDetail;
      expect(events.timeline.filter((e) => e.data.type === 'car-sent')).toHaveLength(1);
    });

    it('sends a car only to a request it fits, and checks both ids', async () => {
      const car = await addCar({ make: 'Rimac', model: 'Nevera' });
      const stranger = await request([wanted('Bugatti', 'Chiron')]);
      const fits = await request([wanted('Rimac', 'Nevera')]);
      const send = (id: string | number, carId: string | number) =>
        t.admin({ method: 'POST', url: `/api/admin/acquisitions/${id}/matches/${carId}/send` });
      expect((await send(stranger.id, car.id)).json()).toEqual({ message: 'Match not found' });
      expect((await send(999999, car.id)).json()).toEqual({ message: 'Acquisition request not found' });
      expect((await send(fits.id, 999999)).json()).toEqual({ message: 'Car not found' });
      expect((await send('abc', car.id)).json().message).toMatch(/^id: /);
      expect((await send(fits.id, '1e3')).json().message).toMatch(/^carId: /);
      await editCar(car.id, { status: 'sold' });
      const sold = await send(fits.id, car.id);
      expect(sold.statusCode).toBe(404);
      const queued = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'match-to-client'));
      expect(queued.filter((m) => m.to === fits.email || m.to === stranger.email)).toEqual([]);
    });
  });
});
