/** The hire and waitlist reports (issue 32): fleet utilisation and bookings, requests, alerts and subscribers. */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type HireReport,
  type ReportQuery,
  reportRange,
  type WaitlistReport,
  waitlistSeries,
} from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { acquisitionMatchSends, hireBookings, hireCars, leadIndex, subscribers } from '../../db/schema/index';
import { openAcquisitions } from './lead-reports.service';
import { bucketOf, inRange, rowsOf, seriesRows, sydneyDateOf } from './report-sql';

/**
 * Each hire car's utilisation over the range: the days its confirmed bookings cover (both ends included,
 * as on its calendar) over the days it was bookable (from the range's start, or its listing if later).
 */
export async function hireReport(db: Db, query: ReportQuery): Promise<HireReport> {
  const range = reportRange(query);
  const first = sql`greatest(${range.from}::date, ${sydneyDateOf(hireCars.createdAt)})`;
  // The outer car's id is written with its table: drizzle writes a column of a one-table select bare, and
  // inside the subquery a bare "id" would be the booking's.
  const booked = sql<number>`coalesce((
    select sum(least(b.end_date::date, ${range.to}::date) - greatest(b.start_date::date, ${range.from}::date) + 1)
    from ${hireBookings} b
    where b.hire_car_id = ${hireCars}.id and b.status = 'confirmed'
      and b.start_date <= ${range.to} and b.end_date >= ${range.from}), 0)::int`;
  const [fleet, confirmed] = await Promise.all([
    db
      .select({
        id: hireCars.id,
        title: sql<string>`concat_ws(' ', ${hireCars.year}, ${hireCars.make}, ${hireCars.model})`,
        bookable: sql<number>`greatest(0, ${range.to}::date - ${first} + 1)::int`,
        booked,
      })
      .from(hireCars)
      .orderBy(asc(hireCars.id)),
    db
      .select({
        bucket: bucketOf(hireBookings.decidedAt, range.bucket),
        series: sql<string>`'confirmed'`,
        n: sql<number>`count(*)::int`,
      })
      .from(hireBookings)
      .where(and(eq(hireBookings.status, 'confirmed'), inRange(hireBookings.decidedAt, range)))
      .groupBy(sql`1`),
  ]);
  return {
    ...range,
    cars: fleet.map(({ id, title, bookable, booked: days }) => {
      // A booking made before the car was listed cannot make it more than fully booked.
      const bookedDays = Math.min(days, bookable);
      return {
        id,
        title,
        bookedDays,
        bookableDays: bookable,
        utilisation: bookable > 0 ? bookedDays / bookable : null,
      };
    }),
    confirmed: seriesRows(range, ['confirmed'], confirmed),
  };
}

/** Per bucket: acquisition requests received, matches sent to clients, new subscribers, unsubscribes. */
export async function waitlistReport(db: Db, query: ReportQuery): Promise<WaitlistReport> {
  const range = reportRange(query);
  const at = (column: Parameters<typeof bucketOf>[0]) => bucketOf(column, range.bucket);
  const [counts, open] = await Promise.all([
    db.execute(sql`
      select bucket, series, count(*)::int as n from (
        select ${at(leadIndex.createdAt)} as bucket, 'acquisitions' as series from ${leadIndex}
          where ${leadIndex.kind} = 'acquisition' and ${inRange(leadIndex.createdAt, range)}
        union all
        select ${at(acquisitionMatchSends.sentAt)}, 'matchesSent' from ${acquisitionMatchSends}
          where ${inRange(acquisitionMatchSends.sentAt, range)}
        union all
        select ${at(leadIndex.createdAt)}, 'subscribers' from ${leadIndex}
          where ${leadIndex.kind} = 'subscriber' and ${inRange(leadIndex.createdAt, range)}
        union all
        select ${at(subscribers.unsubscribedAt)}, 'unsubscribes' from ${subscribers}
          where ${inRange(subscribers.unsubscribedAt, range)}
      ) counted group by 1, 2`),
    openAcquisitions(db),
  ]);
  const rows = rowsOf<{ bucket: string; series: string; n: number }>(counts);
  return { ...range, openAcquisitions: open, rows: seriesRows(range, waitlistSeries, rows) };
}
