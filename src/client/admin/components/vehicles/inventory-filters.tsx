import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  BODY_TYPE_LABELS,
  bodyTypes,
  CAR_SORT_LABELS,
  type CarSort,
  carSorts,
  fuelTypes,
  transmissions,
} from '../../../../shared/car-options';
import { capitalize, formatNumber } from '../../../../shared/format';
import {
  adminCarListQuery,
  adminHireCarListQuery,
  inventoryFilterKeys,
} from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Select } from '../../../components/ui/field';
import { getJson } from '../../../lib/api';
import { type SearchValues, searchText, useSearch, useSetSearch } from '../../lib/nav';
import { type ListFilters, useDebounced } from '../../lib/paged-list';
import { useDisclosure } from '../use-disclosure';
import type { VehicleKind } from './vehicle-kind';

/** Every parameter an inventory keeps in the address: the status buttons, the search box, the filter bar. */
// `to` (listed on or before a day) comes from the Overview's aged-stock counts (issue 32).
const PARAMS = ['status', 'q', 'to', ...inventoryFilterKeys] as const;
type Param = (typeof PARAMS)[number];

/**
 * The inventory's filters from the address, keeping only what the server accepts (its own schema): a
 * hand-edited or outdated link shows the list filtered by the rest instead of an error.
 */
function readInventoryFilters(search: SearchValues, hire: boolean): ListFilters {
  const schema = hire ? adminHireCarListQuery : adminCarListQuery;
  const raw: Record<string, string> = {};
  for (const key of PARAMS) {
    const value = searchText(search, key);
    if (value) raw[key] = value;
  }
  // Each pass drops what the schema refused; an upside-down range is only found once both ends parse.
  for (let tries = 0; tries < 3; tries++) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return raw;
}

/**
 * An inventory's filters, kept in the address beside the dashboard's `tab=` (a reload, a shared link and
 * Back keep them; the dashboard drops them when another tab opens), as the lead lists keep theirs. The
 * inventory shows on the dashboard and on its own screen: the search is read without naming one route.
 */
export function useInventoryFilters(kind: VehicleKind<never>) {
  const search = useSearch({ strict: false });
  const set: (changes: Partial<Record<Param, string>>) => void = useSetSearch();
  const hire = kind.amountKey === 'dailyRate';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kind of a screen never changes; the address does.
  const filters = useMemo(() => readInventoryFilters(search, hire), [search]);

  // The search box types freely; the address gets the text after a pause (one request per pause).
  const [text, setText] = useState(filters.q ?? '');
  const q = useDebounced(text.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text is written.
  useEffect(() => {
    if (q !== (filters.q ?? '')) set({ q });
  }, [q]);

  const clear = () => {
    setText('');
    set(Object.fromEntries(PARAMS.map((p) => [p, ''])));
  };
  const barCount = inventoryFilterKeys.filter((k) => filters[k] !== undefined && k !== 'sort').length;
  return {
    filters,
    status: filters.status ?? 'all',
    setStatus: (status: string) => set({ status: status === 'all' ? '' : status }),
    search: { text, setText, q: filters.q ?? '' },
    set,
    clear,
    /** How many filters of the bar are set (the order is not a filter). */
    barCount,
    filtering: Object.keys(filters).some((k) => k !== 'sort'),
  };
}

export type InventoryFilters = ReturnType<typeof useInventoryFilters>;

// Steps staff think in; a value from a link that is not among them is offered as well.
const PRICE_STEPS = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 2_000_000,
];
const RATE_STEPS = [250, 500, 750, 1_000, 1_500, 2_000, 3_000, 5_000];
const FIRST_YEAR = 1950;

const steps = (list: number[], chosen: string | undefined) =>
  [...new Set([...list, ...(chosen ? [Number(chosen)] : [])])].sort((a, b) => a - b);

/**
 * The filter bar of an admin inventory: make (the makes in stock, counted), price or daily rate and year
 * ranges, body, transmission, fuel and the order of /cars. Each choice applies at once. On a phone it
 * folds behind a "Filters" button; from `lg` up it is always shown, as one row of compact selects.
 */
export function InventoryFilterBar({ kind, state }: { kind: VehicleKind<never>; state: InventoryFilters }) {
  const panel = useDisclosure();
  const { filters, set } = state;
  const makes = useQuery({
    queryKey: [kind.adminPath, 'makes'],
    queryFn: () => getJson<{ make: string; count: number }[]>(`${kind.adminPath}/makes`),
  });
  const amountSteps = kind.amountKey === 'price' ? PRICE_STEPS : RATE_STEPS;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear + 2 - FIRST_YEAR }, (_, i) => thisYear + 1 - i);
  // One short word in the selects, which are narrow in a row of nine (their accessible names are whole).
  const amount = kind.amountKey === 'price' ? 'Price' : 'Rate';
  const sortLabel = (sort: CarSort) => CAR_SORT_LABELS[sort].replace(/^Price/, amount);
  const chosenMake = makes.data?.find((m) => m.make.toLowerCase() === filters.make?.toLowerCase());

  const select = (
    param: Param,
    label: string,
    options: { value: string; label: string }[],
    className?: string,
  ) => (
    <Select
      aria-label={label}
      value={filters[param] ?? ''}
      onChange={(e) => set({ [param]: e.target.value })}
      className={cn('h-10 min-w-0 pr-7 pl-3 text-xs', className)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
  const amountOptions = (edge: 'from' | 'to') => [
    { value: '', label: `${amount} ${edge}` },
    ...steps(amountSteps, edge === 'from' ? filters.priceMin : filters.priceMax)
      // A range that could not hold a car is not offered.
      .filter((n) =>
        edge === 'from'
          ? !filters.priceMax || n <= Number(filters.priceMax)
          : !filters.priceMin || n >= Number(filters.priceMin),
      )
      .map((n) => ({ value: String(n), label: kind.formatAmount(n) })),
  ];
  const yearOptions = (edge: 'from' | 'to') => [
    { value: '', label: `Year ${edge}` },
    ...steps(years, edge === 'from' ? filters.yearMin : filters.yearMax)
      .reverse()
      .filter((y) =>
        edge === 'from'
          ? !filters.yearMax || y <= Number(filters.yearMax)
          : !filters.yearMin || y >= Number(filters.yearMin),
      )
      .map((y) => ({ value: String(y), label: String(y) })),
  ];

  const sortSelect = select(
    'sort',
    'Sort by',
    carSorts.map((s) => ({ value: s === 'newest' ? '' : s, label: sortLabel(s) })),
    'ml-auto w-44 lg:w-40',
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-start">
        {/* On a phone: the Filters button and the order first, the folded bar below them. */}
        <div className="flex items-center gap-2 lg:order-last">
          <Button variant="outline" size="sm" className="lg:hidden" {...panel.buttonProps}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            Filters
            {state.barCount > 0 && (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[10px] text-ink">
                {state.barCount}
              </span>
            )}
          </Button>
          {sortSelect}
        </div>
        <fieldset
          id={panel.regionId}
          className={cn(
            'min-w-0 grid-cols-2 gap-2 sm:grid-cols-4 lg:grid lg:flex-1 lg:grid-cols-8',
            panel.open ? 'grid' : 'hidden',
          )}
        >
          <legend className="sr-only">Filter {kind.noun}s</legend>
          {select('make', 'Make', [
            { value: '', label: 'All makes' },
            ...(filters.make && !chosenMake ? [{ value: filters.make, label: `${filters.make} (0)` }] : []),
            ...(makes.data ?? []).map((m) => ({
              value: m.make,
              label: `${m.make} (${formatNumber(m.count)})`,
            })),
          ])}
          {select('priceMin', `${kind.amountLabel} from`, amountOptions('from'))}
          {select('priceMax', `${kind.amountLabel} to`, amountOptions('to'))}
          {select('yearMin', 'Year from', yearOptions('from'))}
          {select('yearMax', 'Year to', yearOptions('to'))}
          {select('bodyType', 'Body', [
            { value: '', label: 'Any body' },
            ...bodyTypes.map((b) => ({ value: b, label: BODY_TYPE_LABELS[b] })),
          ])}
          {select('transmission', 'Transmission', [
            { value: '', label: 'Gearbox' },
            ...transmissions.map((t) => ({ value: t, label: capitalize(t) })),
          ])}
          {select('fuelType', 'Fuel', [
            { value: '', label: 'Any fuel' },
            ...fuelTypes.map((f) => ({ value: f, label: capitalize(f) })),
          ])}
        </fieldset>
      </div>
      {state.filtering && (
        <button
          type="button"
          onClick={state.clear}
          className="inline-flex items-center gap-1 self-start text-xs text-mist underline-offset-4 hover:text-white hover:underline"
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
          Clear filters
        </button>
      )}
    </div>
  );
}
