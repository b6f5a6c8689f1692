import { useMemo } from 'react';
import { isoDay } from '../../../shared/schemas/paging';
import { useSearchParams } from '../lib/nav';

/** The log's filters; each is a query parameter of both the screen's address and the API call. */
export type ActivityFilters = {
  user?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
  q?: string;
};
export type ActivityParam = keyof ActivityFilters;

export const ACTIVITY_PARAMS: readonly ActivityParam[] = ['user', 'entity', 'action', 'from', 'to', 'q'];

const NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * The filters the address asks for, keeping only values the server accepts: a hand-edited or outdated
 * link shows the unfiltered list instead of an error.
 */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  const user = params.get('user');
  if (user && /^[1-9]\d{0,9}$/.test(user)) filters.user = user;
  for (const name of ['entity', 'action'] as const) {
    const value = params.get(name);
    if (value && NAME.test(value)) filters[name] = value;
  }
  for (const edge of ['from', 'to'] as const) {
    const value = params.get(edge);
    if (value && isoDay.safeParse(value).success) filters[edge] = value;
  }
  const q = params.get('q')?.trim().slice(0, 200);
  if (q) filters.q = q;
  return filters;
}

/** Filter state kept in the address, so a reload, a shared link and Back all keep it. */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readActivityFilters(params), [params]);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      // Choosing filters must not fill the history: Back leaves the screen.
      { replace: true },
    );
  const setFilter = (param: ActivityParam, value: string) =>
    update((next) => (value ? next.set(param, value) : next.delete(param)));
  const clear = () =>
    update((next) => {
      for (const param of ACTIVITY_PARAMS) next.delete(param);
    });
  return { filters, setFilter, clear, active: Object.keys(filters).length > 0 };
}
