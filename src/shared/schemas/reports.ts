/**
 * The dealer insights (issue 32): what each report is asked and answers. Days and weeks are Sydney's
 * (weeks start on Monday); a range is whole days, `from` and `to` both included.
 */
import { z } from 'zod';
import { addDays, daysBetween, sydneyDay } from '../hire-booking';
import { isoDay } from './paging';

export const reportBuckets = ['day', 'week'] as const;
export type ReportBucket = (typeof reportBuckets)[number];
/** What the leads chart splits its counts by: the lead's kind, or the source it came from (issue 30). */
export const leadDimensions = ['kind', 'source'] as const;
export type LeadDimension = (typeof leadDimensions)[number];

/** By source, the chart draws this many sources of the range (most leads first) as their own series… */
export const TOP_SOURCES = 5;
/**
 * …and folds the rest into one series under this key. Sources are trimmed (shared/schemas/attribution.ts
 * sourceOf), so no source's name starts with a space: these keys never meet a real source.
 */
export const OTHER_SOURCES = ' other';
/** The series of leads from before sources were recorded (lead_index.source is null). */
export const NO_SOURCE = ' none';

export const DEFAULT_REPORT_WEEKS = 12;
/** The longest range a report draws: two years of days is already more bars than a screen holds. */
export const MAX_REPORT_DAYS = 731;

export const reportQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    bucket: z.enum(reportBuckets).default('week'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < MAX_REPORT_DAYS, {
    path: ['from'],
    message: `A report covers at most ${MAX_REPORT_DAYS} days`,
  });
export const leadReportQuery = z.intersection(
  reportQuery,
  z.object({ by: z.enum(leadDimensions).default('kind') }),
);
export type ReportQuery = z.infer<typeof reportQuery>;
export type LeadReportQuery = z.infer<typeof leadReportQuery>;

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export type ReportRange = { from: string; to: string; bucket: ReportBucket };
/** A query's range with its defaults: the 12 weeks up to today, the first starting on a Monday. */
export function reportRange(query: Partial<ReportQuery>, today = sydneyDay()): ReportRange {
  const to =
    query.to ??
    (query.from && addDays(query.from, 7 * DEFAULT_REPORT_WEEKS - 1) < today
      ? addDays(query.from, 7 * DEFAULT_REPORT_WEEKS - 1)
      : today);
  const from = query.from ?? addDays(weekOf(to), -7 * (DEFAULT_REPORT_WEEKS - 1));
  return { from, to, bucket: query.bucket ?? 'week' };
}

/** Every bucket of a range, first to last: a day, or the Monday of each week it touches. */
export function bucketsOf({ from, to, bucket }: ReportRange): string[] {
  const buckets: string[] = [];
  const step = bucket === 'week' ? 7 : 1;
  for (let day = bucket === 'week' ? weekOf(from) : from; day <= to; day = addDays(day, step))
    buckets.push(day);
  return buckets;
}

/** A series of counts per bucket, one value per name in `series`. */
export type SeriesRow = { bucket: string; values: Record<string, number> };

export type LeadReport = ReportRange & {
  by: LeadDimension;
  series: string[];
  rows: SeriesRow[];
  total: number;
};

/** Minutes from a lead's arrival to its first answer by staff (a status change, a reply or a note). */
export type ResponseStats = {
  leads: number;
  answered: number;
  /** Answered within the response-time setting. */
  inTime: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
};
export type ResponseReport = ReportRange & {
  responseHours: number;
  weeks: ({ bucket: string } & ResponseStats)[];
  /** By who answered first; leads not yet answered are only in the weeks. */
  staff: ({ username: string } & Omit<ResponseStats, 'leads'>)[];
};

export type AgedThresholds = { aged: number; veryAged: number };
export const DEFAULT_AGED_THRESHOLDS: AgedThresholds = { aged: 60, veryAged: 90 };

export type StockCar = { id: number; title: string; price: number; listedOn: string; days: number };
export type PriceChange = {
  id: number;
  carId: number;
  title: string;
  fromPrice: number;
  toPrice: number;
  by: string | null;
  at: string;
};
export type StockReport = ReportRange & {
  thresholds: AgedThresholds;
  /** Every car for sale, longest in stock first. */
  cars: StockCar[];
  /** Cars sold in the range, and their average days from listing to sale, per bucket. */
  sold: { bucket: string; sold: number; averageDays: number | null }[];
  averageDaysToSell: number | null;
  /** The most recent price changes of the range (up to 500), newest first. */
  priceChanges: PriceChange[];
  /** Every price change of the range, counted per bucket as drops and rises. */
  priceChangeRows: SeriesRow[];
};

export type HireUtilisation = {
  id: number;
  title: string;
  bookedDays: number;
  bookableDays: number;
  /** 0 to 1; null for a car not bookable in the range. */
  utilisation: number | null;
};
export type HireReport = ReportRange & { cars: HireUtilisation[]; confirmed: SeriesRow[] };

export const waitlistSeries = ['acquisitions', 'matchesSent', 'subscribers', 'unsubscribes'] as const;
export type WaitlistReport = ReportRange & { openAcquisitions: number; rows: SeriesRow[] };

/** The Overview's aged stock: how many cars for sale were listed at least each threshold's days ago. */
export type AgedStock = {
  thresholds: AgedThresholds;
  aged: number;
  veryAged: number;
  /** The last listing day of each group, for the inventory's "received to" filter. */
  agedListedBy: string;
  veryAgedListedBy: string;
};
