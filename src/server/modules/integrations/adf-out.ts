/**
 * A lead as an ADF 1.0 document (Auto-lead Data Format), the e-mail body every dealer CRM takes leads in:
 * `prospect` with its id, request date, the vehicle(s) of interest, the customer, the vendor (us) and the
 * provider (where the lead came from). Pure: the car's stored details are read by the caller (adf-forward.ts).
 */
import type { InboxKind, KindRecord } from '../../../shared/schemas/lead-desk';
import { el, renderXml, type XmlNode } from './xml';

/** The listed car an enquiry is about, as stored (full VIN and stock number). */
export type AdfCar = {
  year: number;
  make: string;
  model: string;
  vin: string | null;
  stockNumber: string | null;
  price: number | null;
  mileage: number | null;
};

export type AdfContext = {
  /** The dealer's site (PUBLIC_URL): names the id's source and makes photo URLs absolute. */
  siteUrl: string;
  dealerName: string;
  /** The channel the lead is counted under (lead_index.source). */
  source: string | null;
  /** The enquiry's car from the inventory, when it names one that still exists. */
  car?: AdfCar | null;
};

const host = (url: string) => new URL(url).host;
const names = (first: string, last: string) => [
  el('name', { part: 'first' }, first),
  el('name', { part: 'last' }, last),
];
const fullName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return names(first, rest.join(' '));
};
const contactOf = (nameParts: XmlNode[], email: string, phone: string | null) =>
  el(
    'customer',
    null,
    el(
      'contact',
      null,
      ...nameParts,
      el('email', null, email),
      phone && el('phone', { type: 'voice' }, phone),
    ),
  );
const odometer = (km: number | string | null | undefined) =>
  km !== null && km !== undefined && String(km).trim() !== ''
    ? el('odometer', { status: 'original', units: 'km' }, String(km).replace(/[^\d]/g, '') || String(km))
    : null;
const price = (amount: number | null | undefined, type: string) =>
  amount ? el('price', { type, currency: 'AUD' }, amount) : null;

type Vehicle = {
  interest: 'buy' | 'sell' | 'trade-in' | 'lease' | 'rent';
  year?: number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stock?: string | null;
  odometer?: XmlNode | null;
  price?: XmlNode | null;
  images?: string[];
  finance?: XmlNode | null;
  comments?: string | null;
};
const vehicle = (v: Vehicle) =>
  el(
    'vehicle',
    { interest: v.interest, status: 'used' },
    v.year ? el('year', null, v.year) : null,
    v.make && el('make', null, v.make),
    v.model && el('model', null, v.model),
    v.vin && el('vin', null, v.vin),
    v.stock && el('stock', null, v.stock),
    v.odometer,
    v.price,
    ...(v.images ?? []).map((url) => el('imagetag', null, url)),
    v.finance,
    v.comments && el('comments', null, v.comments),
  );

/** What each kind of lead is in ADF terms: its vehicles, its customer and the customer's comments. */
const parts: {
  [K in InboxKind]: (
    lead: KindRecord[K],
    ctx: AdfContext,
  ) => { vehicles: XmlNode[]; customer: XmlNode; comments: string };
} = {
  contact: (c, ctx) => {
    const asked = c.vehicleEnquiry;
    const car = ctx.car;
    const rent = !!c.bookingDates;
    const dates = c.bookingDates
      ? `Hire booking request: pickup ${c.bookingDates.start}, return ${c.bookingDates.end}.`
      : '';
    return {
      vehicles: [
        vehicle({
          interest: rent ? 'rent' : 'buy',
          year: car?.year ?? asked?.year,
          make: car?.make ?? asked?.make,
          model: car?.model ?? asked?.model,
          vin: car?.vin,
          stock: car?.stockNumber,
          odometer: odometer(car?.mileage ?? asked?.mileage),
          price: rent ? null : price(car?.price, 'asking'),
        }),
      ],
      customer: contactOf(names(c.firstName, c.lastName), c.email, c.contactNumber),
      comments: [dates, c.businessName ? `Business: ${c.businessName}` : '', c.message]
        .filter(Boolean)
        .join('\n'),
    };
  },
  sell: (s, ctx) => ({
    vehicles: [
      vehicle({
        interest: s.submissionType === 'consignment' ? 'trade-in' : 'sell',
        year: s.year,
        make: s.make,
        model: s.model,
        odometer: odometer(s.mileage),
        price: price(s.price, 'quote'),
        images: s.images.map((url) => new URL(url, ctx.siteUrl).href),
        comments: [
          s.submissionType === 'consignment' ? 'Consignment' : 'Sell outright',
          s.registration && `Registration: ${s.registration}`,
          s.color && `Colour: ${s.color}`,
          `Condition: ${s.condition}`,
          s.financePayout && `Finance payout: ${s.financePayout}`,
        ]
          .filter(Boolean)
          .join('. '),
      }),
    ],
    customer: contactOf(names(s.firstName, s.lastName), s.email, s.phone),
    comments: [s.location && `Location: ${s.location}`, s.description].filter(Boolean).join('\n'),
  }),
  acquisition: (a) => ({
    vehicles: a.desiredCars.map((car) =>
      vehicle({
        interest: 'buy',
        year: car.yearFrom ?? car.yearTo,
        make: car.make,
        model: car.model,
        price: price(car.targetBudget, 'quote'),
        comments: [
          car.yearFrom || car.yearTo ? `Years ${car.yearFrom ?? 'any'} to ${car.yearTo ?? 'any'}` : '',
          car.notes,
        ]
          .filter(Boolean)
          .join('. '),
      }),
    ),
    customer: contactOf(names(a.firstName, a.lastName), a.email, a.contactNumber),
    comments: ['Acquisition request', a.budgetNotes].filter(Boolean).join('\n'),
  }),
  finance: (f) => ({
    vehicles: [vehicle({ interest: 'buy', finance: el('finance', null, el('method', null, 'finance')) })],
    customer: contactOf(fullName(f.fullName), f.email, f.phone),
    comments: `Finance application. Employment: ${f.employmentStatus}. Annual income: ${f.annualIncome}`,
  }),
};

/** The ADF 1.0 document of a lead: the whole body of the mail sent to a CRM intake address. */
export function adfDocument(kind: InboxKind, lead: KindRecord[InboxKind], ctx: AdfContext): string {
  // The record's type follows its kind (KindRecord); the compiler cannot pair them through the lookup.
  const build = parts[kind] as (
    lead: KindRecord[InboxKind],
    ctx: AdfContext,
  ) => ReturnType<(typeof parts)['sell']>;
  const { vehicles, customer, comments } = build(lead, ctx);
  if (comments) customer.children.push(el('comments', null, comments));
  const prospect = el(
    'prospect',
    { status: 'new' },
    el('id', { sequence: 1, source: host(ctx.siteUrl) }, `${kind}-${lead.id}`),
    el('requestdate', null, lead.createdAt),
    ...vehicles,
    customer,
    el('vendor', null, el('vendorname', null, ctx.dealerName), el('url', null, ctx.siteUrl)),
    el(
      'provider',
      null,
      el('name', { part: 'full' }, ctx.source ?? 'direct'),
      el('service', null, 'Website'),
      el('url', null, ctx.siteUrl),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderXml(el('adf', null, prospect))}\n`;
}
