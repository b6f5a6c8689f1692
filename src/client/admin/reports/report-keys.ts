/**
 * The addresses of the Reports screen's calls for a range in the address bar: pure functions, shared by the
 * screen (use-report.ts), its loader and the reads started before the admin's code (admin/early-reads.ts),
 * so all three ask for exactly the same paths and the screen finds what was started for it.
 */
import type { LeadDimension } from '../../../shared/schemas/reports';

/** The reports the screen draws, in its order (each is GET /api/admin/reports/{name}). */
export const REPORTS = ['leads', 'response-times', 'stock', 'hire', 'waitlist'] as const;

export const rangeOf = (params: URLSearchParams) => ({
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  bucket: params.get('bucket') === 'day' ? ('day' as const) : ('week' as const),
});

/** The range of an address as the query string every report call takes (the defaults left out). */
export const reportSearch = (params: URLSearchParams) =>
  new URLSearchParams(
    Object.entries(rangeOf(params)).filter(
      ([key, value]) => value !== '' && !(key === 'bucket' && value === 'week'),
    ),
  ).toString();

/** The query key of one report for a range: the address the admin's query function fetches. */
export const reportKey = (name: string, search: string) => [
  `/api/admin/reports/${name}${search ? `?${search}` : ''}`,
];

/** What the leads chart splits by: `by=source` in the address; by kind when absent. */
export const dimensionOf = (params: URLSearchParams): LeadDimension =>
  params.get('by') === 'source' ? 'source' : 'kind';

/** The leads report's query string: the range's, and `by=source` when the chart splits by source. */
export const leadsSearch = (search: string, by: LeadDimension) =>
  by === 'kind' ? search : [search, 'by=source'].filter(Boolean).join('&');

/** The key of every report the screen shows for the search of its address. */
export function reportKeysFor(params: URLSearchParams) {
  const range = reportSearch(params);
  return REPORTS.map((name) =>
    reportKey(name, name === 'leads' ? leadsSearch(range, dimensionOf(params)) : range),
  );
}
