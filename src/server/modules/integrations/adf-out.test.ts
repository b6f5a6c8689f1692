import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  buildAcquisition,
  buildFinanceApplication,
  buildSellSubmission,
} from '../../../../tests/factories/leads';
import { sharedMailTestApp } from '../../../../tests/helpers/mail-app';
import { publicPoster } from '../../../../tests/helpers/visitors';
import type { ContactSubmission } from '../../../shared/schemas/leads';
import { readAdf } from './adf-in';
import { adfDocument } from './adf-out';

const CRM = {
  contact: 'crm-enquiries@example.com',
  sell: 'crm-trade@example.com',
  acquisition: 'crm-find@example.com',
  finance: 'crm-finance@example.com',
};
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['vehicle', 'name', 'imagetag'].includes(name),
});
type El = Record<string, unknown> & { '#text'?: string };
/** The ADF document's prospect, after checking the document is well-formed and declares ADF 1.0. */
function prospectOf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>\n<adf>/);
  return (parser.parse(xml) as { adf: { prospect: Record<string, El & Record<string, El>> } }).adf.prospect;
}
const namesOf = (contact: El) =>
  Object.fromEntries((contact.name as El[]).map((n) => [n['@part'], n['#text']]));

describe('ADF out', () => {
  const { t, smtp } = sharedMailTestApp({
    STAFF_EMAIL: 'staff@example.com',
    PUBLIC_URL: 'https://dealer.example',
  });
  const post = publicPoster(t, 31);
  const attribution = {
    first: { utm_source: 'google', utm_medium: 'cpc', landing: '/cars' },
    last: { utm_source: 'Newsletter', utm_campaign: 'spring' },
  };
  const sent = async (to: string) => {
    await t.app.mail.drain();
    const mails = smtp.messages.filter((m) => m.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0].headers['content-type']).toMatch(/^text\/plain/);
    return mails[0].text.trim();
  };

  it('keeps the CRM addresses per kind in settings', async () => {
    const saved = await t.admin({
      method: 'PUT',
      url: '/api/admin/crm-addresses',
      payload: Object.fromEntries(Object.entries(CRM).map(([k, v]) => [k, [v]])),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.admin({ method: 'GET', url: '/api/admin/crm-addresses' })).json()).toEqual({
      contact: [CRM.contact],
      sell: [CRM.sell],
      acquisition: [CRM.acquisition],
      finance: [CRM.finance],
    });
    const bad = await t.admin({
      method: 'PUT',
      url: '/api/admin/crm-addresses',
      payload: { contact: ['not-an-address'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('an enquiry about a listed car carries the car, the customer and the source', async () => {
    const car = {
      year: 2021,
      make: 'Porsche',
      model: '911 GT3',
      price: 420000,
      mileage: 8200,
      vin: 'WP0ZZZ99ZMS123456',
      stockNumber: 'GT3-7',
    };
    const made = await t.admin({ method: 'POST', url: '/api/admin/cars', payload: car });
    expect(made.statusCode, made.body).toBe(201);
    const res = await post('/api/contact-submissions', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      contactNumber: '0412 345 678',
      message: 'Is it <still> available & "clean"?',
      vehicleEnquiry: { id: made.json().id, year: 2021, make: 'Porsche', model: '911 GT3' },
      attribution,
    });
    expect(res.statusCode, res.body).toBe(201);
    const lead = res.json() as ContactSubmission;
    const p = prospectOf(await sent(CRM.contact));
    expect(p.id).toMatchObject({
      '#text': `contact-${lead.id}`,
      '@source': 'dealer.example',
      '@sequence': '1',
    });
    expect(p.requestdate).toBe(lead.createdAt);
    const [vehicle] = p.vehicle as unknown as El[];
    expect(vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'used',
      year: 2021,
      make: 'Porsche',
      model: '911 GT3',
      vin: 'WP0ZZZ99ZMS123456',
      stock: 'GT3-7',
    });
    expect(vehicle.odometer).toMatchObject({ '#text': 8200, '@units': 'km' });
    expect(vehicle.price).toMatchObject({ '#text': 420000, '@type': 'asking', '@currency': 'AUD' });
    const contact = p.customer.contact as El;
    expect(namesOf(contact)).toEqual({ first: 'Ada', last: 'Lovelace' });
    expect(contact.email).toBe('ada@example.com');
    expect(contact.phone).toMatchObject({ '#text': '0412 345 678', '@type': 'voice' });
    expect(p.customer.comments).toBe('Is it <still> available & "clean"?');
    expect(p.vendor).toMatchObject({ vendorname: 'dealer.example', url: 'https://dealer.example' });
    expect(p.provider).toMatchObject({ service: 'Website' });
    expect(namesOf(p.provider as El)).toEqual({ full: 'newsletter' });
  });

  it('a sell submission is interest="sell" with odometer and photo URLs; consignment is a trade-in', async () => {
    const images = ['/uploads/sell-abc.jpg', '/uploads/sell-def.webp'];
    const res = await post(
      '/api/sell-your-car-submissions',
      buildSellSubmission({ year: 2019, mileage: '42,000 km', price: 150000, images, color: 'Guards Red' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const p = prospectOf(await sent(CRM.sell));
    const [vehicle] = p.vehicle as unknown as El[];
    expect(vehicle).toMatchObject({ '@interest': 'sell', year: 2019, make: 'Porsche', model: 911 });
    expect(vehicle.odometer).toMatchObject({ '#text': 42000, '@units': 'km' });
    expect(vehicle.imagetag).toEqual(images.map((i) => `https://dealer.example${i}`));
    expect(vehicle.comments).toContain('Colour: Guards Red');
    expect(namesOf(p.provider as El)).toEqual({ full: 'direct' });
    smtp.messages.length = 0;
    await post(
      '/api/sell-your-car-submissions',
      buildSellSubmission({ submissionType: 'consignment', email: 'c@example.com' }),
    );
    const consign = prospectOf(await sent(CRM.sell));
    expect((consign.vehicle as unknown as El[])[0]['@interest']).toBe('trade-in');
  });

  it('an acquisition request has one vehicle per desired car', async () => {
    const res = await post(
      '/api/acquisitions',
      buildAcquisition({
        desiredCars: [
          { make: 'Ferrari', model: '296 GTB', yearFrom: 2022, targetBudget: 600000, notes: 'Rosso Corsa' },
          { make: 'McLaren', model: 'Artura' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const p = prospectOf(await sent(CRM.acquisition));
    const vehicles = p.vehicle as unknown as El[];
    expect(vehicles).toHaveLength(2);
    expect(vehicles[0]).toMatchObject({ '@interest': 'buy', year: 2022, make: 'Ferrari', model: '296 GTB' });
    expect(vehicles[0].price).toMatchObject({ '#text': 600000, '@type': 'quote' });
    expect(vehicles[0].comments).toContain('Rosso Corsa');
    expect(vehicles[1]).toMatchObject({ make: 'McLaren', model: 'Artura' });
  });

  it('a finance application carries a finance element and its details in the comments', async () => {
    const res = await post(
      '/api/finance-applications',
      buildFinanceApplication({ fullName: 'Grace Brewster Hopper', annualIncome: '250000' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const p = prospectOf(await sent(CRM.finance));
    const [vehicle] = p.vehicle as unknown as El[];
    expect(vehicle['@interest']).toBe('buy');
    expect(vehicle.finance).toEqual({ method: 'finance' });
    expect(namesOf(p.customer.contact as El)).toEqual({ first: 'Grace', last: 'Brewster Hopper' });
    expect(p.customer.comments).toContain('Annual income: 250000');
  });

  it('nothing is sent for a kind without addresses; the mail goes through the outbox', async () => {
    await t.admin({ method: 'PUT', url: '/api/admin/crm-addresses', payload: { contact: [] } });
    await post('/api/contact-submissions', { firstName: 'Nobody', email: 'n@example.com', message: 'Hi' });
    await t.app.mail.drain();
    expect(smtp.messages.filter((m) => Object.values(CRM).some((a) => m.to.includes(a)))).toEqual([]);
  });
});

describe('ADF document of a hire booking request', () => {
  const booking: ContactSubmission = {
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    contactNumber: null,
    businessName: null,
    message: 'Weekend away',
    vehicleEnquiry: { id: 3, year: 2023, make: 'Lamborghini', model: 'Huracan' },
    bookingDates: { start: '2026-12-04', end: '2026-12-06' },
    status: 'new',
    createdAt: '2026-11-29T01:00:00.000Z',
  };
  it('is interest="rent" with the dates in the comments, and reads back through our own reader', () => {
    const xml = adfDocument('contact', booking, {
      siteUrl: 'https://dealer.example',
      dealerName: 'Dealer',
      source: 'instagram',
    });
    const p = prospectOf(xml);
    const [vehicle] = p.vehicle as unknown as El[];
    expect(vehicle).toMatchObject({ '@interest': 'rent', year: 2023, make: 'Lamborghini', model: 'Huracan' });
    expect(p.customer.comments).toContain('pickup 2026-12-04, return 2026-12-06');
    const read = readAdf(xml);
    expect(read).toMatchObject({
      prospectId: 'contact-7',
      provider: 'instagram',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });
  it('escapes markup and drops characters XML cannot carry', () => {
    const xml = adfDocument(
      'contact',
      { ...booking, message: 'a</comments><x>&\u0001' },
      { siteUrl: 'https://dealer.example', dealerName: 'D', source: null },
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(prospectOf(xml).customer.comments).toContain('a</comments><x>&');
  });
});
