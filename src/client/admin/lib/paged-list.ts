import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_LIMIT, type Page, pageSearch } from '../../../shared/schemas/paging';
import { getJson } from '../../lib/api';

/** Filters of a paged admin list: query parameters, left out when empty. */
export type ListFilters = Record<string, string | undefined>;

/** Grids of 2, 3 or 4 columns all end a page of 48 on a full row. */
export const GRID_PAGE_LIMIT = 48;

/** The query of a paged list, also for starting its first page early (before its screen's code is in). */
export const pagedListOptions = <T>(endpoint: string, filters: ListFilters, limit = DEFAULT_PAGE_LIMIT) =>
  infiniteQueryOptions({
    queryKey: [endpoint, 'page', filters, limit],
    queryFn: ({ pageParam }) =>
      getJson<Page<T>>(`${endpoint}${pageSearch({ ...filters, limit, cursor: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
  });

/**
 * A paged admin list, newest first, a page at a time. The key starts with the endpoint, so invalidating
 * the endpoint after a change refreshes every filtered view of it; a refetch re-reads the loaded pages
 * in order from the first, so rows added or removed meanwhile never leave a gap or a duplicate.
 */
export function usePagedList<T>(endpoint: string, filters: ListFilters, limit = DEFAULT_PAGE_LIMIT) {
  const query = useInfiniteQuery({
    ...pagedListOptions<T>(endpoint, filters, limit),
    // A new search keeps the current rows on screen until its answer arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}

/**
 * How many records of an admin list match each of `filters` (say, each status): one small call each,
 * reading one row; undefined until it answers. Refreshed with the list, as its key starts the same.
 */
export function useListTotals(endpoint: string, filters: readonly ListFilters[]): (number | undefined)[] {
  return useQueries({
    queries: filters.map((f) => ({
      queryKey: [endpoint, 'total', f],
      queryFn: async () =>
        (await getJson<Page<unknown>>(`${endpoint}${pageSearch({ ...f, limit: 1 })}`)).total,
    })),
    combine: (results) => results.map((r) => r.data),
  });
}

/** `value` once it has stopped changing for `delay` ms: one search request per pause in typing. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
