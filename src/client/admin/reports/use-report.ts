import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LeadDimension } from '../../../shared/schemas/reports';
import { useSearch, useSetSearch } from '../lib/nav';

/** The reports the screen draws, in its order (each is GET /api/admin/reports/{name}). */
export const REPORTS = ['leads', 'response-times', 'stock', 'hire', 'waitlist'] as const;

const rangeOf = (params: URLSearchParams) => ({
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

/** The route's typed search (admin/search.ts) as the query string the helpers above read. */
function useReportParams() {
  const { from, to, bucket, by } = useSearch({ from: '/admin/reports' });
  return useMemo(
    () =>
      new URLSearchParams(
        Object.entries({ from, to, bucket, by }).filter(([, v]) => v !== undefined) as string[][],
      ),
    [from, to, bucket, by],
  );
}

/** The range in the address (from, to, bucket), as the query string every report call takes. */
export function useReportRange() {
  const params = useReportParams();
  const setSearch = useSetSearch();
  const range = rangeOf(params);
  const search = reportSearch(params);
  // The default bucket is left out of the address.
  const set = (key: 'from' | 'to' | 'bucket', value: string) =>
    setSearch({ [key]: key === 'bucket' && value === 'week' ? '' : value });
  return { range, search, set };
}

/** What the leads chart splits by: `by=source` in the address; by kind when absent. */
export const dimensionOf = (params: URLSearchParams): LeadDimension =>
  params.get('by') === 'source' ? 'source' : 'kind';

/** The leads report's query string: the range's, and `by=source` when the chart splits by source. */
export const leadsSearch = (search: string, by: LeadDimension) =>
  by === 'kind' ? search : [search, 'by=source'].filter(Boolean).join('&');

/** What the leads chart splits by, and a setter that keeps it in the address. */
export function useLeadDimension() {
  const by = dimensionOf(useReportParams());
  const setSearch = useSetSearch();
  const set = (value: LeadDimension) => setSearch({ by: value === 'kind' ? '' : value });
  return { by, set };
}

/** One report, fetched for the range in the address. */
export function useReport<T>(name: string, search: string) {
  return useQuery<T>({ queryKey: reportKey(name, search) });
}
