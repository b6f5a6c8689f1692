import { useMemo } from 'react';
import { useSearch, useSetSearch } from '../lib/nav';
import type { ActivitySearch } from '../search';

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

/**
 * The filters the address asks for: the route's schema (admin/search.ts) has dropped the values the server
 * would refuse (a hand-edited or outdated link shows the unfiltered list instead of an error); the words
 * are trimmed and cut to what the server searches.
 */
export function readActivityFilters(search: ActivitySearch): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const param of ACTIVITY_PARAMS) {
    const value = param === 'q' ? search.q?.trim().slice(0, 200) : search[param];
    if (value) filters[param] = value;
  }
  return filters;
}

/** Filter state kept in the address, so a reload, a shared link and Back all keep it. */
export function useActivityFilters() {
  const search = useSearch({ from: '/admin/activity' });
  const setSearch = useSetSearch();
  const filters = useMemo(() => readActivityFilters(search), [search]);
  const setFilter = (param: ActivityParam, value: string) => setSearch({ [param]: value });
  const clear = () => setSearch(Object.fromEntries(ACTIVITY_PARAMS.map((param) => [param, undefined])));
  return { filters, setFilter, clear, active: Object.keys(filters).length > 0 };
}
