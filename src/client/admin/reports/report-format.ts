/** How the Reports screen writes days, weeks and durations: Sydney's calendar, as the reports count. */
import type { CsvColumn } from '../../../shared/csv';
import { addDays } from '../../../shared/hire-booking';
import type { ReportBucket, SeriesRow } from '../../../shared/schemas/reports';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-23" → "23 Mar" (a bucket is already a Sydney day). */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]}`;
}

/** A bucket as a column of the table and CSV: the day, or the week as its first and last day. */
export const bucketText = (bucket: string, size: ReportBucket) =>
  size === 'week' ? `${bucket} to ${addDays(bucket, 6)}` : bucket;

/** A table's first column: each row's day, or its week as first and last day. */
export const bucketColumn = (size: ReportBucket): CsvColumn<{ bucket: string }> => ({
  header: size === 'week' ? 'Week (Sydney)' : 'Day (Sydney)',
  value: (row) => bucketText(row.bucket, size),
});

/** "Week of 23 Mar" or "23 Mar". */
export const bucketLabel = (bucket: string, size: ReportBucket) =>
  size === 'week' ? `w/c ${dayLabel(bucket)}` : dayLabel(bucket);

/** Rows of counts as chart points: the bucket's label and one number per series. */
export const chartRowsOf = (rows: SeriesRow[], size: ReportBucket) =>
  rows.map((row) => ({ label: bucketLabel(row.bucket, size), ...row.values }));

/** Minutes as hours with one decimal, for charts and tables; null stays empty. */
export const hoursOf = (minutes: number | null) => (minutes === null ? null : Math.round(minutes / 6) / 10);

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as Sydney's date and time, e.g. "05/04/2026, 02:30". */
export const sydneyDateTime = (iso: string) => sydneyTime.format(new Date(iso));

export const percent = (fraction: number | null) =>
  fraction === null ? null : Math.round(fraction * 1000) / 10;
