import { useMemo } from 'react';
import { isoDay } from '../../../shared/schemas/paging';
import { type SearchValues, searchText, useSearch, useSetSearch } from '../lib/nav';

/** The filters a paged lead list understands; each is a query parameter of both the page and the address. */
export type LeadFilters = {
  q?: string;
  status?: string;
  kind?: string;
  type?: string;
  /** The channel a lead came from (the inbox only; issue 30). */
  source?: string;
  from?: string;
  to?: string;
};
export type ChoiceParam = 'status' | 'kind' | 'type' | 'source';

/** A drop-down filter: its parameter, its accessible name, the "all" wording and the choices. */
export type ChoiceFilter = {
  param: ChoiceParam;
  /** Accessible name, e.g. "Filter by status". */
  label: string;
  /** The first option, meaning no filter, e.g. "All statuses". */
  all: string;
  options: readonly { value: string; label: string }[];
  /**
   * Choices known only once the server lists them (the sources): a value of this shape is kept from the
   * address before the list arrives, and a channel with no leads left just shows an empty list.
   */
  accepts?: (value: string) => boolean;
};

/** Every parameter a list may own in the address; the dashboard drops them all when another tab opens. */
export const FILTER_PARAMS = ['q', 'status', 'kind', 'type', 'source', 'from', 'to'] as const;

const MAX_SEARCH = 200;

/**
 * The filters the address asks for, keeping only values the server accepts: a hand-edited or outdated
 * link (an unknown status, a malformed date) shows the unfiltered list instead of a failed one. The
 * route's schema (admin/search.ts) checked the shapes; the choices are the list's own.
 */
export function readFilters(search: SearchValues, choices: readonly ChoiceFilter[]): LeadFilters {
  const filters: LeadFilters = {};
  const q = searchText(search, 'q').trim().slice(0, MAX_SEARCH);
  if (q) filters.q = q;
  for (const choice of choices) {
    const value = searchText(search, choice.param);
    if (value && (choice.options.some((o) => o.value === value) || choice.accepts?.(value)))
      filters[choice.param] = value;
  }
  for (const edge of ['from', 'to'] as const) {
    const value = searchText(search, edge);
    if (value && isoDay.safeParse(value).success) filters[edge] = value;
  }
  return filters;
}

/**
 * Filter state kept in the address (so a reload, a shared link and Back all keep it), beside `tab=`. The
 * lists show on /admin and /admin/dashboard alike: the search is read without naming one route.
 */
export function useLeadFilters(choices: readonly ChoiceFilter[]) {
  const search = useSearch({ strict: false });
  const setSearch = useSetSearch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choices` is static per list; the address is what changes.
  const filters = useMemo(() => readFilters(search, choices), [search]);
  const setFilter = (param: keyof LeadFilters, value: string) => setSearch({ [param]: value });
  const clear = () => setSearch(Object.fromEntries(FILTER_PARAMS.map((param) => [param, undefined])));
  const active = Object.keys(filters).length > 0;
  return { filters, setFilter, clear, active };
}
