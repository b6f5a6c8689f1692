import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { mailOutbox } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Public POSTs are rate limited per IP; each request gets its own address unless a test pins one.
let nextIp = 0;
const freshIp = () => {
  nextIp += 1;
  return `10.0.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};
const post = (url: string, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const adminGet = async (url: string) => (await t.admin({ method: 'GET', url })).json();
const outboxCount = async () => (await t.app.db.select().from(mailOutbox)).length;

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
        bookingDates: { start: '2030-01-02', end: '2030-01-05' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Nguyen',
      email: 'olivia@example.com',
      contactNumber: '0412 345 678',
      businessName: 'Nguyen Pty Ltd',
      message: 'Is the 911 still available?',
      vehicleEnquiry: { id: 7, year: 2021, make: 'Porsche', model: '911 Turbo S', mileage: 8200 },
      bookingDates: { start: '2030-01-02', end: '2030-01-05' },
      status: 'new',
    });
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
    const cases: [object, string][] = [
      [contact({ firstName: '' }), 'firstName'],
      [contact({ firstName: undefined }), 'firstName'],
      [contact({ email: 'not-an-email' }), 'email'],
      [contact({ email: undefined }), 'email'],
      [contact({ status: 'archived' }), 'status'],
      [contact({ vehicleEnquiry: { year: 'new', make: 'A', model: 'B' } }), 'vehicleEnquiry'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/contact-submissions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('lists newest first, patches status within new/contacted/resolved and deletes', async () => {
    const first = (await post('/api/contact-submissions', contact({ firstName: 'First' }))).json();
    const second = (await post('/api/contact-submissions', contact({ firstName: 'Second' }))).json();
    const ids = (await adminGet('/api/admin/contact-submissions')).map((c: { id: number }) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    for (const status of ['contacted', 'resolved', 'new']) {
      const res = await t.admin({
        method: 'PATCH',
        url: `/api/admin/contact-submissions/${first.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: first.id, status, firstName: 'First' });
    }
    const bad = await t.admin({
      method: 'PATCH',
      url: `/api/admin/contact-submissions/${first.id}`,
      payload: { status: 'completed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');

    const del = await t.admin({ method: 'DELETE', url: `/api/admin/contact-submissions/${first.id}` });
    expect(del.statusCode).toBe(204);
    const again = await t.admin({ method: 'DELETE', url: `/api/admin/contact-submissions/${first.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not found/);
  });
});

describe('subscribers', () => {
  it('subscribes with a thank-you message and stores the e-mail lower-cased', async () => {
    const res = await post('/api/subscribers', {
      firstName: 'Mia',
      lastName: 'Chen',
      email: 'Mia.Chen@Example.COM',
    });
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
    const res = await post('/api/subscribers', {
      firstName: 'Mia',
      lastName: 'Chen',
      email: 'MIA.CHEN@example.com',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "You're already subscribed with this email." });
    const list = await adminGet('/api/admin/subscribers');
    expect(list.filter((s: { email: string }) => s.email === 'mia.chen@example.com')).toHaveLength(1);
  });

  it('requires first name, last name and a valid e-mail', async () => {
    const cases: [object, string][] = [
      [{ lastName: 'Chen', email: 'a@example.com' }, 'firstName'],
      [{ firstName: 'Mia', email: 'a@example.com' }, 'lastName'],
      [{ firstName: 'Mia', lastName: 'Chen', email: 'nope' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/subscribers', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
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
    });
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/subscribers/${sub.id}` })).statusCode).toBe(
      204,
    );
    expect((await t.admin({ method: 'DELETE', url: `/api/admin/subscribers/${sub.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.admin({ method: 'DELETE', url: '/api/admin/subscribers/abc' })).statusCode).toBe(400);
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
    expect(res.statusCode).toBe(201);
    const { id, createdAt, ...rest } = res.json();
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
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      submissionType: 'consignment',
      year,
      transmission: 'automatic',
      fuelType: 'petrol',
      condition: 'excellent',
      images: [],
      location: null,
      registration: null,
      color: null,
      price: null,
      financePayout: null,
      description: null,
      status: 'new',
    });
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
    const cases: [object, string][] = [
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
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/sell-your-car-submissions', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('lists newest first, patches status within new/contacted/completed/rejected and deletes', async () => {
    const created = (await post('/api/sell-your-car-submissions', sell({ make: 'Bentley' }))).json();
    expect((await adminGet('/api/admin/sell-your-car-submissions'))[0].id).toBe(created.id);
    for (const status of ['contacted', 'completed', 'rejected', 'new']) {
      const res = await t.admin({
        method: 'PATCH',
        url: `/api/admin/sell-your-car-submissions/${created.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: created.id, status, make: 'Bentley' });
    }
    const bad = await t.admin({
      method: 'PATCH',
      url: `/api/admin/sell-your-car-submissions/${created.id}`,
      payload: { status: 'resolved' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.admin({
          method: 'PATCH',
          url: '/api/admin/sell-your-car-submissions/999999',
          payload: { status: 'new' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/sell-your-car-submissions/${created.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/sell-your-car-submissions/${created.id}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('acquisitions', () => {
  it('stores the request with its desired cars in order, numbers as int or null', async () => {
    const res = await post(
      '/api/acquisitions',
      acquisition({
        desiredCars: [
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
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
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
    const cases: [object, string][] = [
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
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/acquisitions', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('lists newest first with cars by position, patches status within new/in-progress/completed and deletes', async () => {
    const created = (
      await post(
        '/api/acquisitions',
        acquisition({
          desiredCars: [
            { make: 'A', model: '1' },
            { make: 'B', model: '2' },
            { make: 'C', model: '3' },
          ],
        }),
      )
    ).json();
    const [newest] = await adminGet('/api/admin/acquisitions');
    expect(newest.id).toBe(created.id);
    expect(newest.desiredCars.map((c: { make: string }) => c.make)).toEqual(['A', 'B', 'C']);

    for (const status of ['in-progress', 'completed', 'new']) {
      const res = await t.admin({
        method: 'PATCH',
        url: `/api/admin/acquisitions/${created.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: created.id, status });
      expect(res.json().desiredCars).toHaveLength(3);
    }
    const bad = await t.admin({
      method: 'PATCH',
      url: `/api/admin/acquisitions/${created.id}`,
      payload: { status: 'in_progress' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.admin({ method: 'PATCH', url: '/api/admin/acquisitions/0', payload: { status: 'new' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/acquisitions/${created.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/acquisitions/${created.id}` })).statusCode,
    ).toBe(404);
    const all = await adminGet('/api/admin/acquisitions');
    expect(all.some((a: { id: number }) => a.id === created.id)).toBe(false);
  });
});

describe('finance applications', () => {
  it('stores an application as a new lead', async () => {
    const res = await post('/api/finance-applications', finance());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...finance(), status: 'new' });
    expect((await adminGet('/api/admin/finance-applications'))[0]).toEqual(body);
  });

  it('requires all five fields and a known employment status', async () => {
    const cases: [object, string][] = [
      [finance({ fullName: '' }), 'fullName'],
      [finance({ email: 'x@' }), 'email'],
      [finance({ phone: undefined }), 'phone'],
      [finance({ employmentStatus: 'retired' }), 'employmentStatus'],
      [finance({ annualIncome: '' }), 'annualIncome'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('/api/finance-applications', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('patches status within new/contacted/approved/declined and deletes', async () => {
    const created = (
      await post('/api/finance-applications', finance({ employmentStatus: 'personal' }))
    ).json();
    for (const status of ['contacted', 'approved', 'declined', 'new']) {
      const res = await t.admin({
        method: 'PATCH',
        url: `/api/admin/finance-applications/${created.id}`,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: created.id, status, employmentStatus: 'personal' });
    }
    expect(
      (
        await t.admin({
          method: 'PATCH',
          url: `/api/admin/finance-applications/${created.id}`,
          payload: { status: 'resolved' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.admin({
          method: 'PATCH',
          url: '/api/admin/finance-applications/99999',
          payload: { status: 'new' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/finance-applications/${created.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await t.admin({ method: 'DELETE', url: `/api/admin/finance-applications/${created.id}` })).statusCode,
    ).toBe(404);
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
