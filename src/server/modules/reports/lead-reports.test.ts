import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAcquisition } from '../../../../tests/factories/leads';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { adminGet } from '../../../../tests/helpers/paging';
import {
  percentileCont,
  SYDNEY_EDGES,
  sydneyDayOf,
  sydneyWeekOf,
  tally,
} from '../../../../tests/helpers/sydney';
import { leadKinds } from '../../../shared/schemas/lead-desk';
import {
  type LeadReport,
  NO_SOURCE,
  OTHER_SOURCES,
  type ResponseReport,
  TOP_SOURCES,
  type WaitlistReport,
} from '../../../shared/schemas/reports';
import { leadEvents, leadIndex, subscribers } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small seeded random, so a failure can be run again with the same leads. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const FROM = '2026-03-23';
const TO = '2026-10-18';
type Seeded = { kind: (typeof leadKinds)[number]; at: Date; leadId: number; source: string | null };
/** Sources of unequal weight (google most), and null: a lead from before sources were recorded. */
const SOURCES = [
  'google',
  'google',
  'google',
  'facebook',
  'facebook',
  'direct',
  'carsales',
  'drive',
  'newsletter',
  'bing',
  'www.whichcar.com.au',
  null,
];

/**
 * Leads across the range's edges and DST changes (and some just outside it), inserted as the lead desk
 * keeps them; the expected counts are worked out here from the instants alone.
 */
async function seedLeads(): Promise<Seeded[]> {
  const next = random(32);
  const start = new Date('2026-03-22T10:00:00Z').getTime();
  const end = new Date('2026-10-19T14:00:00Z').getTime();
  const instants = [
    ...SYDNEY_EDGES,
    new Date('2026-03-22T12:59:00Z'), // 23:59 Sunday 22 March in Sydney: the day before the range
    new Date('2026-03-22T13:00:00Z'), // its first minute
    new Date('2026-10-18T12:59:00Z'), // the last minute of 18 October
    new Date('2026-10-18T13:00:00Z'), // the day after the range
    ...Array.from({ length: 240 }, () => new Date(start + Math.floor(next() * (end - start)))),
  ];
  const seeded = instants.map((at, i) => ({
    kind: leadKinds[Math.floor(next() * leadKinds.length)],
    at,
    leadId: 10_000 + i,
    source: SOURCES[Math.floor(next() * SOURCES.length)],
  }));
  await t.app.db.insert(leadIndex).values(
    seeded.map((s) => ({
      kind: s.kind,
      leadId: s.leadId,
      status: s.kind === 'subscriber' ? null : 'new',
      name: 'Seeded Lead',
      email: `lead${s.leadId}@example.com`,
      search: 'seeded lead',
      source: s.source,
      createdAt: s.at,
    })),
  );
  return seeded;
}

let seeded: Seeded[];
const inRange = (s: Seeded) => sydneyDayOf(s.at) >= FROM && sydneyDayOf(s.at) <= TO;
beforeAll(async () => {
  seeded = await seedLeads();
});

describe('GET /api/admin/reports/leads', () => {
  it.each(['week', 'day'] as const)(
    'counts the leads of each kind per Sydney %s, to the lead',
    async (bucket) => {
      const report = await adminGet<LeadReport>(
        t,
        `/api/admin/reports/leads?from=${FROM}&to=${TO}&bucket=${bucket}`,
      );
      const bucketOf = (s: Seeded) => (bucket === 'week' ? sydneyWeekOf(s.at) : sydneyDayOf(s.at));
      const expected = tally(seeded.filter(inRange), (s) => `${bucketOf(s)} ${s.kind}`);
      const got = new Map<string, number>();
      for (const row of report.rows)
        for (const [kind, n] of Object.entries(row.values)) if (n) got.set(`${row.bucket} ${kind}`, n);
      expect(got).toEqual(expected);
      expect(report.total).toBe(seeded.filter(inRange).length);
      expect(report.series).toEqual([...leadKinds]);
      // Every bucket is listed, empty ones too: 30 weeks from Monday 23 March, or every day.
      expect(report.rows.length).toBe(bucket === 'week' ? 30 : 210);
      expect(report.rows[0].bucket).toBe(FROM);
    },
  );

  it.each(['week', 'day'] as const)(
    'counts the leads of each source per Sydney %s: the five biggest, the rest together, none recorded apart',
    async (bucket) => {
      const report = await adminGet<LeadReport>(
        t,
        `/api/admin/reports/leads?from=${FROM}&to=${TO}&bucket=${bucket}&by=source`,
      );
      const bucketOf = (s: Seeded) => (bucket === 'week' ? sydneyWeekOf(s.at) : sydneyDayOf(s.at));
      const within = seeded.filter(inRange);
      // The five sources with the most leads in the range, worked out here from the seeded leads.
      const bySource = tally(
        within.filter((s) => s.source !== null),
        (s) => s.source as string,
      );
      const top = [...bySource]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_SOURCES)
        .map(([name]) => name);
      expect(bySource.size).toBeGreaterThan(TOP_SOURCES);
      expect(report.by).toBe('source');
      expect(report.series).toEqual([...top, OTHER_SOURCES, NO_SOURCE]);
      const seriesOf = (s: Seeded) =>
        s.source === null ? NO_SOURCE : top.includes(s.source) ? s.source : OTHER_SOURCES;
      const expected = tally(within, (s) => `${bucketOf(s)} ${seriesOf(s)}`);
      const got = new Map<string, number>();
      for (const row of report.rows)
        for (const [source, n] of Object.entries(row.values)) if (n) got.set(`${row.bucket} ${source}`, n);
      expect(got).toEqual(expected);
      // The same leads as by kind: only the split differs.
      expect(report.total).toBe(within.length);
      expect(report.rows.length).toBe(bucket === 'week' ? 30 : 210);
    },
  );

  it('lists only the sources a range has, with no Other when five or fewer', async () => {
    // A day of the range whose leads came from two to five sources, found from the seeded leads.
    const sourcesOn = (day: string) =>
      new Set(seeded.filter((s) => sydneyDayOf(s.at) === day).map((s) => s.source ?? NO_SOURCE));
    const day = seeded
      .map((s) => sydneyDayOf(s.at))
      .find((d) => d >= FROM && d <= TO && sourcesOn(d).size >= 2 && sourcesOn(d).size <= TOP_SOURCES);
    expect(day).toBeDefined();
    const report = await adminGet<LeadReport>(
      t,
      `/api/admin/reports/leads?from=${day}&to=${day}&bucket=day&by=source`,
    );
    expect(new Set(report.series)).toEqual(sourcesOn(day as string));
    expect(report.series).not.toContain(OTHER_SOURCES);
    expect(report.total).toBe(seeded.filter((s) => sydneyDayOf(s.at) === day).length);
  });

  it('puts a lead a minute either side of Sydney midnight on its own Sydney day, across both DST changes', async () => {
    const report = await adminGet<LeadReport>(
      t,
      '/api/admin/reports/leads?from=2026-10-04&to=2026-10-05&bucket=day',
    );
    const total = (day: string) =>
      Object.values(report.rows.find((r) => r.bucket === day)?.values ?? {}).reduce((a, b) => a + b, 0);
    const onDay = (day: string) => seeded.filter((s) => sydneyDayOf(s.at) === day).length;
    // 23:59 on Saturday 3 October (AEST) is outside; the minute before Monday's midnight (AEDT) is Sunday's.
    expect(total('2026-10-04')).toBe(onDay('2026-10-04'));
    expect(total('2026-10-05')).toBe(onDay('2026-10-05'));
    expect(onDay('2026-10-04')).toBeGreaterThanOrEqual(3);
  });

  it('defaults to the 12 weeks to today, and refuses a range backwards or too long', async () => {
    const report = await adminGet<LeadReport>(t, '/api/admin/reports/leads');
    expect(report.bucket).toBe('week');
    expect(report.rows).toHaveLength(12);
    expect(report.to).toBe(sydneyDayOf(new Date()));
    for (const query of [
      'from=2026-05-01&to=2026-04-01',
      'from=2020-01-01&to=2026-01-01',
      'bucket=month',
      'by=colour',
    ]) {
      const res = await t.admin({ method: 'GET', url: `/api/admin/reports/leads?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/leads' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports/response-times', () => {
  it('measures arrival to the first staff action, median and 90th percentile per week and per staff member', async () => {
    const next = random(7);
    const answerable = seeded.filter((s) => s.kind !== 'subscriber');
    const firsts: { lead: Seeded; minutes: number; by: string }[] = [];
    const events: (typeof leadEvents.$inferInsert)[] = [];
    for (const lead of answerable) {
      // The automatic reply (no staff member) comes first and must not count as an answer.
      events.push({
        kind: lead.kind,
        leadId: lead.leadId,
        type: 'email',
        username: null,
        data: { type: 'email', to: 'x@example.com', subject: 'Thanks', body: '', automatic: true },
        createdAt: new Date(lead.at.getTime() + 1000),
      });
      if (next() < 0.2) continue; // not answered yet
      const minutes = Math.floor(next() * 600) + 1;
      const by = next() < 0.5 ? 'alice' : 'bob';
      firsts.push({ lead, minutes, by });
      const answeredAt = new Date(lead.at.getTime() + minutes * 60_000);
      events.push({
        kind: lead.kind,
        leadId: lead.leadId,
        type: 'note',
        username: by,
        data: { type: 'note', text: 'Called' },
        createdAt: answeredAt,
      });
      events.push({
        kind: lead.kind,
        leadId: lead.leadId,
        type: 'status',
        username: by === 'alice' ? 'bob' : 'alice',
        data: { type: 'status', from: 'new', to: 'contacted' },
        createdAt: new Date(answeredAt.getTime() + 3_600_000),
      });
    }
    await t.app.db.insert(leadEvents).values(events);

    const report = await adminGet<ResponseReport>(
      t,
      `/api/admin/reports/response-times?from=${FROM}&to=${TO}`,
    );
    expect(report.responseHours).toBe(2);
    const answeredIn = firsts.filter((f) => inRange(f.lead));
    for (const week of report.weeks) {
      const leads = answerable.filter((s) => inRange(s) && sydneyWeekOf(s.at) === week.bucket);
      const minutes = answeredIn.filter((f) => sydneyWeekOf(f.lead.at) === week.bucket).map((f) => f.minutes);
      expect(week.leads, week.bucket).toBe(leads.length);
      expect(week.answered, week.bucket).toBe(minutes.length);
      expect(week.inTime, week.bucket).toBe(minutes.filter((m) => m <= 120).length);
      if (minutes.length === 0) expect([week.medianMinutes, week.p90Minutes]).toEqual([null, null]);
      else {
        expect(week.medianMinutes).toBeCloseTo(percentileCont(minutes, 0.5) as number, 6);
        expect(week.p90Minutes).toBeCloseTo(percentileCont(minutes, 0.9) as number, 6);
      }
    }
    for (const name of ['alice', 'bob']) {
      const minutes = answeredIn.filter((f) => f.by === name).map((f) => f.minutes);
      const staff = report.staff.find((s) => s.username === name);
      expect(staff?.answered).toBe(minutes.length);
      expect(staff?.medianMinutes).toBeCloseTo(percentileCont(minutes, 0.5) as number, 6);
      expect(staff?.p90Minutes).toBeCloseTo(percentileCont(minutes, 0.9) as number, 6);
    }
    expect(report.staff).toHaveLength(2);
  });
});

describe('GET /api/admin/reports/waitlist', () => {
  it('counts requests, new subscribers and unsubscribes per week, and the requests still open', async () => {
    const unsubscribedAt = [
      new Date('2026-04-05T13:59:00Z'),
      new Date('2026-04-05T14:00:00Z'),
      new Date('2026-06-01T02:00:00Z'),
    ];
    await t.app.db.insert(subscribers).values(
      unsubscribedAt.map((at, i) => ({
        firstName: 'Ex',
        lastName: 'Subscriber',
        email: `ex${i}@example.com`,
        unsubscribedAt: at,
      })),
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/acquisitions', payload: buildAcquisition() });
    expect(res.statusCode).toBe(201);

    const report = await adminGet<WaitlistReport>(t, `/api/admin/reports/waitlist?from=${FROM}&to=${TO}`);
    const of = (series: string) =>
      new Map(report.rows.filter((r) => r.values[series]).map((r) => [r.bucket, r.values[series]]));
    expect(of('acquisitions')).toEqual(
      tally(
        seeded.filter((s) => inRange(s) && s.kind === 'acquisition'),
        (s) => sydneyWeekOf(s.at),
      ),
    );
    expect(of('subscribers')).toEqual(
      tally(
        seeded.filter((s) => inRange(s) && s.kind === 'subscriber'),
        (s) => sydneyWeekOf(s.at),
      ),
    );
    expect(of('unsubscribes')).toEqual(tally(unsubscribedAt, sydneyWeekOf));
    expect(of('unsubscribes').get('2026-03-30')).toBe(1); // 23:59 on Sunday 5 April, AEST
    expect(report.openAcquisitions).toBe(1);
  });
});
