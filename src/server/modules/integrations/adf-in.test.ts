import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/helpers/app';
import type { CreatedApiKey } from '../../../shared/schemas/api-keys';
import type { LeadDetail, LeadSummary } from '../../../shared/schemas/lead-desk';
import type { Page } from '../../../shared/schemas/paging';
import { adfReceipts, contactSubmissions, leadIndex, mailOutbox } from '../../db/schema/index';
import { readAdf } from './adf-in';

/** A marketplace's enquiry about a listed car: full name, several phone types, CDATA comments. */
const carsales = (id = 'CS-1001') => `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="carsales.com.au">${id}</id>
    <requestdate>2026-11-20T09:15:00+11:00</requestdate>
    <vehicle interest="buy" status="used">
      <year>2021</year><make>Porsche</make><model>911 Turbo S</model>
      <stock>P1234</stock>
      <price type="asking" currency="AUD">389,990</price>
    </vehicle>
    <customer>
      <contact primarycontact="1">
        <name part="full">Grace Hopper</name>
        <email>grace@example.com</email>
        <phone type="voice" time="day">02 9000 0000</phone>
        <phone type="cellphone">0412 345 678</phone>
      </contact>
      <comments><![CDATA[Is it still available? <b>Keen</b> & ready]]></comments>
    </customer>
    <vendor><vendorname>Dealer</vendorname></vendor>
    <provider><name part="full">Carsales</name><service>Used car enquiry</service></provider>
  </prospect>
</adf>`;

/** A lead provider's general enquiry without any vehicle, names in parts, entity-escaped text. */
const noVehicle = `<?adf version="1.0"?>
<adf><prospect>
  <id source="LeadCo">lc-77</id>
  <requestdate>2026-11-21T10:00:00Z</requestdate>
  <customer>
    <contact><name part="first">Alan</name><name part="last">Turing</name>
      <email>alan@example.com</email><phone>+61 2 9999 1111</phone></contact>
    <comments>Looking for something &amp; everything under $200k &lt;soon&gt;</comments>
  </customer>
  <vendor><vendorname>Dealer</vendorname></vendor>
</prospect></adf>`;

/** A trade-in appraisal request from a valuation site. */
const tradeIn = `<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect>
  <id sequence="1" source="valuemycar">vm-9</id>
  <requestdate>2026-11-22T08:00:00+11:00</requestdate>
  <vehicle interest="trade-in" status="used">
    <year>2018</year><make>BMW</make><model>M3</model><odometer status="original" units="km">45,000</odometer>
    <comments>One owner</comments>
  </vehicle>
  <customer><contact><name part="full">Edsger Dijkstra</name><email>edsger@example.com</email>
    <phone type="cellphone">0400 111 222</phone></contact></customer>
  <vendor><vendorname>Dealer</vendorname></vendor>
  <provider><name part="full">ValueMyCar</name></provider>
</prospect></adf>`;

describe('reading ADF', () => {
  it('reads a marketplace enquiry: names, phones, CDATA comments, the vehicle', () => {
    const lead = readAdf(carsales());
    expect(lead).toMatchObject({
      prospectId: 'CS-1001',
      provider: 'Carsales',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      comments: 'Is it still available? <b>Keen</b> & ready',
    });
    expect(lead.phones).toEqual([
      { type: 'voice', number: '02 9000 0000' },
      { type: 'cellphone', number: '0412 345 678' },
    ]);
    expect(lead.vehicles).toEqual([
      expect.objectContaining({
        interest: 'buy',
        year: 2021,
        make: 'Porsche',
        model: '911 Turbo S',
        stock: 'P1234',
        price: 389990,
      }),
    ]);
  });

  it('reads a lead without a vehicle, with the predefined entities decoded', () => {
    const lead = readAdf(noVehicle);
    expect(lead).toMatchObject({
      prospectId: 'lc-77',
      provider: 'LeadCo',
      firstName: 'Alan',
      lastName: 'Turing',
    });
    expect(lead.comments).toBe('Looking for something & everything under $200k <soon>');
    expect(lead.vehicles).toEqual([]);
    expect(lead.phones).toEqual([{ type: null, number: '+61 2 9999 1111' }]);
  });

  it('reads a trade-in with its odometer', () => {
    const lead = readAdf(tradeIn);
    expect(lead.vehicles[0]).toMatchObject({
      interest: 'trade-in',
      year: 2018,
      make: 'BMW',
      odometer: '45,000',
    });
  });

  const hostile: [string, string, RegExp][] = [
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE adf [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><adf><prospect><id>1</id><customer><contact><name>&xxe;</name><email>a@b.co</email></contact></customer></prospect></adf>',
      /DOCTYPE/,
    ],
    [
      'a billion laughs',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><adf>&lol9;</adf>`,
      /DOCTYPE/,
    ],
    ['an entity declared without a DOCTYPE line', '<adf><!ENTITY x "y"><prospect/></adf>', /entity/i],
    [
      'an oversize document',
      `<adf><prospect><id>1</id><customer><comments>${'x'.repeat(257 * 1024)}</comments></customer></prospect></adf>`,
      /256 KB/,
    ],
    ['the wrong root', '<lead><prospect><id>1</id></prospect></lead>', /root element must be <adf>/],
    ['malformed XML', '<adf><prospect><id>1</id></adf>', /Malformed XML/],
    ['an empty body', '', /ADF XML document/],
    [
      'no prospect id',
      '<adf><prospect><customer><contact><name>A B</name><email>a@b.co</email></contact></customer></prospect></adf>',
      /prospect\/id is missing/,
    ],
    [
      'no e-mail',
      '<adf><prospect><id source="x">1</id><customer><contact><name>A B</name><phone>1</phone></contact></customer></prospect></adf>',
      /email is missing/,
    ],
    ['no customer', '<adf><prospect><id source="x">1</id></prospect></adf>', /customer\/contact is missing/],
    ['two prospects', `<adf>${'<prospect><id>1</id></prospect>'.repeat(2)}</adf>`, /one prospect/],
  ];
  it.each(hostile)('refuses %s with a message naming it', (_name, xml, message) => {
    expect(() => readAdf(xml)).toThrow(message);
  });
});

describe('POST /api/integrations/adf', () => {
  const t = sharedTestApp({ STAFF_EMAIL: 'staff@example.com' });
  const keyWith = async (...scopes: string[]) => {
    const res = await t.admin({
      method: 'POST',
      url: '/api/admin/api-keys',
      payload: { name: 'Marketplace', scopes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as CreatedApiKey).key;
  };
  const postAdf = (key: string, xml: string, type = 'application/xml') =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/adf',
      headers: { 'x-api-key': key, 'content-type': type },
      payload: xml,
    });

  it('creates the lead once: a resend answers the same lead and stores nothing more', async () => {
    const key = await keyWith('leads:write');
    const first = await postAdf(key, carsales('CS-2001'));
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json();
    expect(receipt).toMatchObject({ kind: 'contact', source: 'carsales', duplicate: false });
    const again = await postAdf(key, carsales('CS-2001'), 'text/xml');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...receipt, duplicate: true });
    const rows = await t.app.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, 'grace@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0].contactNumber).toBe('0412 345 678');
    expect(rows[0].vehicleEnquiry).toMatchObject({ year: 2021, make: 'Porsche', model: '911 Turbo S' });
    expect(rows[0].message).toContain('<b>Keen</b> & ready');

    // On the lead desk exactly once, under its marketplace, with a staff notice queued like a website lead.
    const page = (
      await t.admin({ method: 'GET', url: '/api/admin/leads?source=carsales' })
    ).json() as Page<LeadSummary>;
    expect(page.items.map((l) => [l.kind, l.id, l.source])).toEqual([['contact', receipt.id, 'carsales']]);
    const detail = (
      await t.admin({ method: 'GET', url: `/api/admin/leads/contact/${receipt.id}` })
    ).json() as LeadDetail;
    expect(detail.attribution?.last).toMatchObject({ utm_source: 'carsales', utm_medium: 'adf' });
    const notices = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff-contact'));
    expect(notices.some((m) => m.text.includes('Grace'))).toBe(true);
  });

  it('the same prospect id from another provider is another lead', async () => {
    const key = await keyWith('leads:write');
    const other = carsales('CS-3001').replace(
      '<name part="full">Carsales</name>',
      '<name part="full">Drive</name>',
    );
    expect((await postAdf(key, carsales('CS-3001'))).statusCode).toBe(201);
    expect((await postAdf(key, other)).statusCode).toBe(201);
  });

  it('creates a sell lead from a trade-in and a contact lead from a document without a vehicle', async () => {
    const key = await keyWith('leads:write');
    const trade = await postAdf(key, tradeIn, 'text/plain');
    expect(trade.statusCode, trade.body).toBe(201);
    expect(trade.json()).toMatchObject({ kind: 'sell', source: 'valuemycar' });
    const sell = (
      await t.admin({ method: 'GET', url: `/api/admin/leads/sell/${trade.json().id}` })
    ).json() as LeadDetail;
    expect(sell.lead).toMatchObject({
      make: 'BMW',
      model: 'M3',
      year: 2018,
      mileage: '45,000',
      phone: '0400 111 222',
    });
    const general = await postAdf(key, noVehicle);
    expect(general.json()).toMatchObject({ kind: 'contact', source: 'leadco' });
  });

  it('answers 400 naming the problem and stores nothing for a hostile or incomplete document', async () => {
    const key = await keyWith('leads:write');
    const before = await t.app.db.select().from(leadIndex);
    const receiptsBefore = await t.app.db.select().from(adfReceipts);
    for (const xml of [
      '<!DOCTYPE adf [<!ENTITY x SYSTEM "file:///etc/passwd">]><adf/>',
      '<lead/>',
      carsales('CS-4001').replace('<email>grace@example.com</email>', ''),
      carsales('CS-4002').replace('<email>grace@example.com</email>', '<email>not an address</email>'),
      `<adf><prospect><id>1</id><customer><comments>${'x'.repeat(257 * 1024)}</comments></customer></prospect></adf>`,
    ]) {
      const res = await postAdf(key, xml);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/DOCTYPE|root element|email|256 KB/);
    }
    expect(await t.app.db.select().from(leadIndex)).toHaveLength(before.length);
    expect(await t.app.db.select().from(adfReceipts)).toHaveLength(receiptsBefore.length);
  });
});
