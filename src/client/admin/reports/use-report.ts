import { useQuery } from '@tanstack/react-query';
import type { LeadDimension } from '../../../shared/schemas/reports';
import { useSearchParams } from '../lib/nav';

/** The range in the address (from, to, bucket), as the query string every report call takes. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const range = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    bucket: params.get('bucket') === 'day' ? ('day' as const) : ('week' as const),
  };
  const search = new URLSearchParams(
    Object.entries(range).filter(([key, value]) => value !== '' && !(key === 'bucket' && value === 'week')),
  ).toString();
  const set = (key: 'from' | 'to' | 'bucket', value: string) =>
    setParams(
      (current) => {
        if (value === '' || (key === 'bucket' && value === 'week')) current.delete(key);
        else current.set(key, value);
        return current;
      },
      { replace: true },
    );
  return { range, search, set };
}

/** What the leads chart splits by (`by=source` in the address; by kind when absent). */
export function useLeadDimension() {
  const [params, setParams] = useSearchParams();
  const by: LeadDimension = params.get('by') === 'source' ? 'source' : 'kind';
  const set = (value: LeadDimension) =>
    setParams(
      (current) => {
        if (value === 'kind') current.delete('by');
        else current.set('by', value);
        return current;
      },
      { replace: true },
    );
  return { by, set };
}

/** One report, fetched for the range in the address. */
export function useReport<T>(name: string, search: string) {
  return useQuery<T>({ queryKey: [`/api/admin/reports/${name}${search ? `?${search}` : ''}`] });
}
