/**
 * Sydney days and weeks worked out without the database: Intl's own time-zone data, so the reports' SQL
 * (AT TIME ZONE) is checked against an independent calculation.
 */
const sydneyParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Sydney calendar day of an instant, YYYY-MM-DD. */
export const sydneyDayOf = (instant: Date) => sydneyParts.format(instant);

/** The Monday of the (Sydney) week an instant falls in. */
export function sydneyWeekOf(instant: Date): string {
  const day = new Date(`${sydneyDayOf(instant)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Tallies items by a key. */
export function tally<T>(items: T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
export function percentileCont(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/**
 * Instants either side of Sydney midnights that matter in 2026: the night daylight saving ends (Sunday
 * 5 April, 03:00 AEDT becomes 02:00 AEST) and the Monday after it, the night it starts (Sunday 4 October,
 * 02:00 AEST becomes 03:00 AEDT) and the Monday after, each a minute before and a minute after midnight.
 */
export const SYDNEY_EDGES: Date[] = [
  '2026-04-04T13:00:00Z', // 00:00 Sunday 5 April, AEDT (+11)
  '2026-04-04T15:30:00Z', // 02:30 the first time, AEDT
  '2026-04-04T16:30:00Z', // 02:30 the second time, AEST
  '2026-04-05T14:00:00Z', // 00:00 Monday 6 April, AEST (+10): a new week
  '2026-10-03T14:00:00Z', // 00:00 Sunday 4 October, AEST
  '2026-10-04T13:00:00Z', // 00:00 Monday 5 October, AEDT: a new week
].flatMap((iso) => {
  const at = new Date(iso).getTime();
  return [at - 60_000, at, at + 60_000].map((ms) => new Date(ms));
});
