import { describe, expect, it } from 'vitest';
import { SELL_DEFAULTS, SELL_OPTIONAL_FIELDS } from '../../../../tests/factories/leads';
import { sharedTestApp } from '../../../../tests/helpers/app';
import { created, expectFieldsRefused } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import { mailOutbox } from '../../db/schema/index';

const t = sharedTestApp();
const post = publicPoster(t, 0);
const adminGet = async (url: string) => (await t.admin({ method: 'GET', url })).json();
const outboxCount = async () => (await t.app.db.select().from(mailOutbox)).length;
const patchStatus = (collection: string, id: number | string, status: string) =>
  t.admin({ method: 'PATCH', url: `/api/admin/${collection}/${id}`, payload: { status } });
const remove = (collection: string, id: number | string) =>
  t.admin({ method: 'DELETE', url: `/api/admin/${collection}/${id}` });
/**
 * Walks a lead through each status in turn, each answer keeping `kept`; then `invalid` is refused with a
 * 400 whose message names the status field.
 */
const expectStatusCycle = async (
  collection: string,
  id: number,
  statuses: string[],
  invalid: string,
  kept: object = {},
) => {
  for (const status of statuses) {
    const res = await patchStatus(collection, id, status);
    expect(res.statusCode, status).toBe(200);
    expect(res.json()).toMatchObject({ id, status, ...kept });
  }
  const bad = await patchStatus(collection, id, invalid);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('status');
};
/** The first delete answers 204, a second one 404: the record is gone. */
const expectDeletedOnce = async (collection: string, id: number) => {
  expect((await remove(collection, id)).statusCode).toBe(204);
  const again = await remove(collection, id);
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toMatch(/not found/);
};
/** Each payload is refused with a 400 whose message names the field at fault. */
const expectRefused = (url: string, cases: [payload: object, field: string][]) =>
  expectFieldsRefused((payload) => post(url, payload), cases);

const year = new Date().getFullYear();

const contact = (overrides: object = {}) => ({
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'olivia@example.com',
  contactNumber: '0412 345 678',
  businessName: null,
  message: 'Is the 911 still available?',
  vehicleEnquiry: { id: 7, year: 2021, make: 'Porsche', model: '911 Turbo S', mileage: 8200 },
  bookingDates: null,
  status: 'new',
  ...overrides,
});

const sell = (overrides: object = {}) => ({
  submissionType: 'sell',
  firstName: 'Liam',
  lastName: 'Walker',
  email: 'liam@example.com',
  phone: '0400 111 222',
  location: 'Mosman NSW',
  make: 'Mercedes-AMG',
  model: 'G 63',
  year: 2020,
  mileage: '41,000',
  registration: 'AMG-063',
  color: 'Obsidian Black',
  transmission: 'automatic',
  fuelType: 'petrol',
  condition: 'good',
  price: 245000,
  financePayout: '60,000 with Macquarie',
  description: 'Full dealer history.',
  images: ['/uploads/0123456789abcdef0123456789abcdef.jpg'],
  ...overrides,
});

const acquisition = (overrides: object = {}) => ({
  firstName: 'Ava',
  lastName: 'Smith',
  email: 'ava@example.com',
  contactNumber: '',
  budgetNotes: 'Up to 400k, flexible for the right spec',
  desiredCars: [
    { make: 'Ferrari', model: '296 GTB', yearFrom: 2022, yearTo: '', targetBudget: 420000, notes: '' },
  ],
  ...overrides,
});

const finance = (overrides: object = {}) => ({
  fullName: 'Noah Patel',
  email: 'noah@example.com',
  phone: '0499 000 111',
  employmentStatus: 'company',
  annualIncome: '250000',
  ...overrides,
});

describe('contact submissions', () => {
  it('stores a public enquiry as new whatever status the client sends', async () => {
    const res = await post(
      '/api/contact-submissions',
      contact({
        status: 'resolved',
        businessName: 'Nguyen Pty Ltd',
        bookingDates: null,
      }),
    );
    const body = created(res);
    // Sent as resolved, stored as new (contact()'s status). A body with bookingDates is a hire booking
    // request (hire-bookings.test.ts).
    expect(body).toMatchObject(contact({ businessName: 'Nguyen Pty Ltd' }));
    expect(body.id).toBeTypeOf('number');
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    const list = await adminGet('/api/admin/contact-submissions');
    expect(list.find((c: { id: number }) => c.id === body.id)).toEqual(body);
  });

  it('needs only first name and e-mail; optional fields become null or empty', async () => {
    const res = await post('/api/contact-submissions', { firstName: 'Jo', email: 'jo@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      lastName: '',
      message: '',
      contactNumber: null,
      businessName: null,
      vehicleEnquiry: null,
      bookingDates: null,
      status: 'new',
    });
  });

  it('rejects bad input with 400 naming the field', async () => {
    await expectRefused('/api/contact-submissions', [
      [contact({ firstName: '' }), 'firstName'],
      [contact({ firstName: undefined }), 'firstName'],
      [contact({ email: 'not-an-email' }), 'email'],
      [contact({ email: undefined }), 'email'],
      [contact({ status: 'archived' }), 'status'],
      [contact({ vehicleEnquiry: { year: 'new', make: 'A', model: 'B' } }), 'vehicleEnquiry'],
    ]);
  });

  it('lists newest first, patches status within new/contacted/resolved and deletes', async () => {
    const first = (await post('/api/contact-submissions', contact({ firstName: 'First' }))).json();
    const second = (await post('/api/contact-submissions', contact({ firstName: 'Second' }))).json();
    const ids = (await adminGet('/api/admin/contact-submissions')).map((c: { id: number }) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    await expectStatusCycle('contact-submissions', first.id, ['contacted', 'resolved', 'new'], 'completed', {
      firstName: 'First',
    });
    await expectDeletedOnce('contact-submissions', first.id);
  });
});

describe('subscribers', () => {
  // One subscriber, Mia Chen, whose e-mail each test writes in its own case.
  const mia = (email: string) => ({ firstName: 'Mia', lastName: 'Chen', email });

  it('subscribes with a thank-you message and stores the e-mail lower-cased', async () => {
    const res = await post('/api/subscribers', mia('Mia.Chen@Example.COM'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Thank you for subscribing!',
      firstName: 'Mia',
      lastName: 'Chen',
      email: 'mia.chen@example.com',
    });
    expect(res.json().id).toBeTypeOf('number');
  });

  it('answers a second subscribe with the same e-mail (any case) with 409 and keeps one row', async () => {
    const res = await post('/api/subscribers', mia('MIA.CHEN@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "You're already subscribed with this email." });
    const list = await adminGet('/api/admin/subscribers');
    expect(list.filter((s: { email: string }) => s.email === 'mia.chen@example.com')).toHaveLength(1);
  });

  it('requires first name, last name and a valid e-mail', async () => {
    await expectRefused('/api/subscribers', [
      [{ lastName: 'Chen', email: 'a@example.com' }, 'firstName'],
      [{ firstName: 'Mia', email: 'a@example.com' }, 'lastName'],
      [{ firstName: 'Mia', lastName: 'Chen', email: 'nope' }, 'email'],
    ]);
  });

  it('lists newest first and deletes by id', async () => {
    const sub = (
      await post('/api/subscribers', { firstName: 'Leo', lastName: 'Park', email: 'leo@example.com' })
    ).json();
    const list = await adminGet('/api/admin/subscribers');
    expect(list[0]).toEqual({
      id: sub.id,
      firstName: 'Leo',
      lastName: 'Park',
      email: 'leo@example.com',
      createdAt: sub.createdAt,
      // SPEC's fields, plus when they unsubscribed (issue 17); never their unsubscribe token.
      unsubscribedAt: null,
    });
    expect((await remove('subscribers', sub.id)).statusCode).toBe(204);
    expect((await remove('subscribers', sub.id)).statusCode).toBe(404);
    expect((await remove('subscribers', 'abc')).statusCode).toBe(400);
    // Deleted subscribers may subscribe again.
    expect(
      (await post('/api/subscribers', { firstName: 'Leo', lastName: 'Park', email: 'leo@example.com' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('sell your car and consignment submissions', () => {
  it('stores every field of a sell request', async () => {
    const res = await post('/api/sell-your-car-submissions', sell());
    const { id, createdAt, ...rest } = created(res);
    expect(rest).toEqual({ ...sell(), status: 'new' });
    expect(id).toBeTypeOf('number');
    expect(createdAt).toBeTypeOf('string');
  });

  it('applies the spec defaults and stores empty optional fields as null', async () => {
    const res = await post('/api/sell-your-car-submissions', {
      submissionType: 'consignment',
      firstName: 'Zoe',
      lastName: 'King',
      email: 'zoe@example.com',
      phone: '0400 000 000',
      make: 'Aston Martin',
      model: 'DB11',
      mileage: '18000',
      location: '',
      registration: '',
    });
    const stored = created(res);
    expect(stored).toMatchObject({ ...SELL_DEFAULTS, submissionType: 'consignment', status: 'new' });
    for (const field of SELL_OPTIONAL_FIELDS) expect(stored[field], field).toBeNull();
  });

  it('accepts build years 1900 to next year and at most 10 photos', async () => {
    for (const y of [1900, year + 1]) {
      expect((await post('/api/sell-your-car-submissions', sell({ year: y }))).statusCode, String(y)).toBe(
        201,
      );
    }
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/${String(i).padStart(32, 'a')}.jpg`);
    const res = await post('/api/sell-your-car-submissions', sell({ images: ten }));
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toEqual(ten);
  });

  it('rejects each invalid field with 400 naming it', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `/uploads/${String(i).padStart(32, 'b')}.jpg`);
    await expectRefused('/api/sell-your-car-submissions', [
      [sell({ year: 1899 }), 'year'],
      [sell({ year: year + 2 }), 'year'],
      [sell({ year: 2020.5 }), 'year'],
      [sell({ images: eleven }), 'images'],
      [sell({ images: ['https://evil.example.com/x.jpg'] }), 'images'],
      [sell({ images: ['/uploads/../admin/secret.jpg'] }), 'images'],
      [sell({ images: ['/uploads/page.html'] }), 'images'],
      [sell({ condition: 'poor' }), 'condition'],
      [sell({ transmission: 'cvt' }), 'transmission'],
      [sell({ fuelType: 'steam' }), 'fuelType'],
      [sell({ submissionType: 'lease' }), 'submissionType'],
      [sell({ phone: '' }), 'phone'],
      [sell({ make: '' }), 'make'],
      [sell({ mileage: '' }), 'mileage'],
      [sell({ email: 'x' }), 'email'],
      [sell({ price: -5 }), 'price'],
    ]);
  });

  it('lists newest first, patches status within new/contacted/completed/rejected and deletes', async () => {
    const lead = created(await post('/api/sell-your-car-submissions', sell({ make: 'Bentley' })));
    expect((await adminGet('/api/admin/sell-your-car-submissions'))[0].id).toBe(lead.id);
    const statuses = ['contacted', 'completed', 'rejected', 'new'];
    await expectStatusCycle('sell-your-car-submissions', lead.id, statuses, 'resolved', { make: 'Bentley' });
    expect((await patchStatus('sell-your-car-submissions', 999999, 'new')).statusCode).toBe(404);
    await expectDeletedOnce('sell-your-car-submissions', lead.id);
  });
});

describe('acquisitions', () => {
  it('stores the request with its desired cars in order, numbers as int or null', async () => {
    const desiredCars = [
      {
        make: 'Ferrari',
        model: '296 GTB',
        yearFrom: '2022',
        yearTo: '',
        targetBudget: 420000,
        notes: 'Rosso Corsa',
      },
      { make: '', model: '', yearFrom: 2010 },
      { make: 'McLaren', model: '750S', yearFrom: null, targetBudget: '' },
      { make: 'Porsche', model: '' },
    ];
    const body = created(await post('/api/acquisitions', acquisition({ desiredCars })));
    expect(body).toMatchObject({
      firstName: 'Ava',
      lastName: 'Smith',
      email: 'ava@example.com',
      contactNumber: null,
      budgetNotes: 'Up to 400k, flexible for the right spec',
      status: 'new',
    });
    // Later entries without make or model are dropped, as the form does.
    expect(body.desiredCars).toHaveLength(2);
    expect(body.desiredCars[0]).toMatchObject({
      make: 'Ferrari',
      model: '296 GTB',
      yearFrom: 2022,
      yearTo: null,
      targetBudget: 420000,
      notes: 'Rosso Corsa',
    });
    expect(body.desiredCars[1]).toMatchObject({
      make: 'McLaren',
      model: '750S',
      yearFrom: null,
      yearTo: null,
      targetBudget: null,
      notes: null,
    });
    for (const car of body.desiredCars) expect(car.id).toBeTypeOf('number');

    const listed = (await adminGet('/api/admin/acquisitions')).find((a: { id: number }) => a.id === body.id);
    expect(listed).toEqual(body);
  });

  it('accepts 1 to 4 vehicles and requires make and model on the first only', async () => {
    const car = { make: 'Lamborghini', model: 'Revuelto' };
    expect(
      (await post('/api/acquisitions', acquisition({ desiredCars: [car, car, car, car] }))).statusCode,
    ).toBe(201);
    await expectRefused('/api/acquisitions', [
      [acquisition({ desiredCars: [] }), 'desiredCars'],
      [acquisition({ desiredCars: [car, car, car, car, car] }), 'desiredCars'],
      [acquisition({ desiredCars: [{ make: '', model: 'Revuelto' }, car] }), 'desiredCars.0.make'],
      [acquisition({ desiredCars: [{ make: 'Lamborghini', model: ' ' }] }), 'desiredCars.0.model'],
      [acquisition({ desiredCars: [{ ...car, yearFrom: 2020.5 }] }), 'yearFrom'],
      [acquisition({ desiredCars: [{ ...car, targetBudget: 'lots' }] }), 'targetBudget'],
      [acquisition({ desiredCars: undefined }), 'desiredCars'],
      [acquisition({ firstName: '' }), 'firstName'],
      [acquisition({ lastName: '' }), 'lastName'],
      [acquisition({ email: 'ava' }), 'email'],
    ]);
  });

  it('lists newest first with cars by position, patches status within new/in-progress/completed and deletes', async () => {
    const threeCars = ['A', 'B', 'C'].map((make, i) => ({ make, model: String(i + 1) }));
    const request = created(await post('/api/acquisitions', acquisition({ desiredCars: threeCars })));
    const [newest] = await adminGet('/api/admin/acquisitions');
    expect(newest.id).toBe(request.id);
    expect(newest.desiredCars.map((c: { make: string }) => c.make)).toEqual(['A', 'B', 'C']);

    // A status change keeps all three cars, in order.
    await expectStatusCycle('acquisitions', request.id, ['in-progress', 'completed', 'new'], 'in_progress', {
      desiredCars: request.desiredCars,
    });
    expect((await patchStatus('acquisitions', 0, 'new')).statusCode).toBe(400);
    await expectDeletedOnce('acquisitions', request.id);
    const all = await adminGet('/api/admin/acquisitions');
    expect(all.some((a: { id: number }) => a.id === request.id)).toBe(false);
  });
});

describe('finance applications', () => {
  it('stores an application as a new lead', async () => {
    const res = await post('/api/finance-applications', finance());
    const body = created(res);
    expect(body).toMatchObject({ ...finance(), status: 'new' });
    expect((await adminGet('/api/admin/finance-applications'))[0]).toEqual(body);
  });

  it('requires all five fields and a known employment status', async () => {
    await expectRefused('/api/finance-applications', [
      [finance({ fullName: '' }), 'fullName'],
      [finance({ email: 'x@' }), 'email'],
      [finance({ phone: undefined }), 'phone'],
      [finance({ employmentStatus: 'retired' }), 'employmentStatus'],
      [finance({ annualIncome: '' }), 'annualIncome'],
    ]);
  });

  it('patches status within new/contacted/approved/declined and deletes', async () => {
    const application = created(
      await post('/api/finance-applications', finance({ employmentStatus: 'personal' })),
    );
    await expectStatusCycle(
      'finance-applications',
      application.id,
      ['contacted', 'approved', 'declined', 'new'],
      'resolved',
      { employmentStatus: 'personal' },
    );
    expect((await patchStatus('finance-applications', 99999, 'new')).statusCode).toBe(404);
    await expectDeletedOnce('finance-applications', application.id);
  });
});

describe('admin lead routes', () => {
  it('need a token', async () => {
    for (const url of [
      '/api/admin/contact-submissions',
      '/api/admin/subscribers',
      '/api/admin/sell-your-car-submissions',
      '/api/admin/acquisitions',
      '/api/admin/finance-applications',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('honeypot', () => {
  const lists = [
    '/api/admin/contact-submissions',
    '/api/admin/subscribers',
    '/api/admin/sell-your-car-submissions',
    '/api/admin/acquisitions',
    '/api/admin/finance-applications',
  ];
  const snapshot = async () => Promise.all(lists.map(adminGet));

  it('answers a bot exactly like a person but stores and sends nothing', async () => {
    const before = await snapshot();
    const mailsBefore = await outboxCount();
    const website = 'http://cheap-seo.example';

    const c = await post('/api/contact-submissions', contact({ website }));
    expect(c.statusCode).toBe(201);
    expect(c.json()).toMatchObject({ firstName: 'Olivia', status: 'new' });
    expect(c.json().id).toBeTypeOf('number');

    const s = await post('/api/subscribers', {
      firstName: 'Bot',
      lastName: 'Bot',
      email: 'bot@example.com',
      website,
    });
    expect(s.statusCode).toBe(201);
    expect(s.json()).toMatchObject({ message: 'Thank you for subscribing!', email: 'bot@example.com' });

    const sc = await post('/api/sell-your-car-submissions', sell({ website }));
    expect(sc.statusCode).toBe(201);
    expect(sc.json()).toMatchObject({ make: 'Mercedes-AMG', status: 'new' });

    const a = await post('/api/acquisitions', acquisition({ website }));
    expect(a.statusCode).toBe(201);
    expect(a.json().desiredCars[0]).toMatchObject({ make: 'Ferrari' });
    expect(a.json().desiredCars[0].id).toBeTypeOf('number');

    const f = await post('/api/finance-applications', finance({ website }));
    expect(f.statusCode).toBe(201);
    expect(f.json()).toMatchObject({ fullName: 'Noah Patel', status: 'new' });

    expect(await snapshot()).toEqual(before);
    expect(await outboxCount()).toBe(mailsBefore);
    // The bot's address was not stored, so a person with it can still subscribe.
    expect(
      (await post('/api/subscribers', { firstName: 'Real', lastName: 'Person', email: 'bot@example.com' }))
        .statusCode,
    ).toBe(201);
  });

  it('treats an empty honeypot as a person', async () => {
    const res = await post('/api/finance-applications', finance({ website: '' }));
    expect(res.statusCode).toBe(201);
    expect(
      (await adminGet('/api/admin/finance-applications')).some((f: { id: number }) => f.id === res.json().id),
    ).toBe(true);
  });
});

describe('rate limits', () => {
  it('allows 20 posts per form per IP in 10 minutes, then 429 with Retry-After', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/finance-applications', finance(), ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
    }
    const limited = await post('/api/finance-applications', finance(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);

    // Another visitor, and another form from the same visitor, are unaffected.
    expect((await post('/api/finance-applications', finance(), '192.0.2.11')).statusCode).toBe(201);
    expect((await post('/api/contact-submissions', contact(), ip)).statusCode).toBe(201);
  });

  it('counts invalid submissions too, so a script cannot probe without limit', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 20; i++) expect((await post('/api/subscribers', {}, ip)).statusCode).toBe(400);
    expect((await post('/api/subscribers', {}, ip)).statusCode).toBe(429);
  });
});
