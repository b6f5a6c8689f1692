import { useMemo } from 'react';
import { isoDay } from '../../../shared/schemas/paging';
import { useSearchParams } from '../lib/nav';

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
 * link (an unknown status, a malformed date) shows the unfiltered list instead of a failed one.
 */
export function readFilters(params: URLSearchParams, choices: readonly ChoiceFilter[]): LeadFilters {
  const filters: LeadFilters = {};
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH);
  if (q) filters.q = q;
  for (const choice of choices) {
    const value = params.get(choice.param);
    if (value && (choice.options.some((o) => o.value === value) || choice.accepts?.(value)))
      filters[choice.param] = value;
  }
  for (const edge of ['from', 'to'] as const) {
    const value = params.get(edge);
    if (value && isoDay.safeParse(value).success) filters[edge] = value;
  }
  return filters;
}

/** Filter state kept in the address (so a reload, a shared link and Back all keep it), beside `tab=`. */
export function useLeadFilters(choices: readonly ChoiceFilter[]) {
  const [params, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `choices` is static per list; the address is what changes.
  const filters = useMemo(() => readFilters(params, choices), [params]);
  const setFilter = (param: keyof LeadFilters, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      // Typing and choosing filters must not fill the history: Back leaves the screen, as staff expect.
      { replace: true },
    );
  const clear = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const param of FILTER_PARAMS) next.delete(param);
        return next;
      },
      { replace: true },
    );
  const active = Object.keys(filters).length > 0;
  return { filters, setFilter, clear, active };
}
