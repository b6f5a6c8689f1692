import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LeadDimension } from '../../../shared/schemas/reports';
import { useSearch, useSetSearch } from '../lib/nav';
import { dimensionOf, rangeOf, reportKey, reportSearch } from './report-keys';

/** The route's typed search (admin/search.ts) as the query string report-keys.ts reads. */
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
