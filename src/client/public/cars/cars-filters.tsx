import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  BODY_TYPE_LABELS,
  bodyTypes,
  CAR_SORT_LABELS,
  carSorts,
  fuelTypes,
  transmissions,
} from '../../../shared/car-options';
import { capitalize, formatMileage, formatPrice } from '../../../shared/format';
import type { CarPage } from '../../../shared/schemas/car';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field, Input, optionsOf, Select } from '../../components/ui/field';
import { ChevronDown, SlidersHorizontal } from '../../components/ui/icons';
import { Link, useNavigate } from '../../lib/navigation';
import {
  activeFilterCount,
  FILTER_KEYS,
  type FilterKey,
  type Ignored,
  type Listing,
  listingHref,
  readSearch,
} from './cars-search';

// Steps a buyer thinks in; a value from a shared link that is not among them is offered as well.
const PRICE_STEPS = [
  50_000, 75_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000,
  1_500_000, 2_000_000, 3_000_000, 5_000_000,
];
const KM_STEPS = [1_000, 5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000, 150_000];

type Draft = Record<FilterKey | 'sort', string>;

const draftOf = (listing: Listing): Draft => {
  const draft = { sort: listing.sort } as Draft;
  for (const key of FILTER_KEYS) draft[key] = String(listing.filters[key] ?? '');
  return draft;
};

/** Steps as options, with the chosen value added in its place when it is not one of them. */
const stepOptions = (steps: number[], chosen: string, label: (n: number) => string) => {
  const values = new Set(steps);
  if (/^\d+$/.test(chosen)) values.add(Number(chosen));
  const sorted = [...values].sort((a, b) => a - b);
  return optionsOf(sorted, label);
};

/**
 * The filter bar of /cars and the sold archive: a GET form whose field names are the address's
 * parameters, so it works without JavaScript (the submit button loads the filtered page) and, with it,
 * moves as a client navigation: a choice from a list applies at once, typed values on Enter or the
 * button. On a phone it folds into a "Filters" disclosure; from `lg` up it is always open, as a bar.
 */
export function CarsFilters({
  listing,
  ignored,
  makes,
  total,
}: {
  listing: Listing;
  /** Values the address held that could not be used, with the reason. */
  ignored: Ignored;
  makes: CarPage['makes'];
  total: number | undefined;
}) {
  const navigate = useNavigate();
  const href = listingHref(listing);
  const [draft, setDraft] = useState(() => draftOf(listing));
  const [errors, setErrors] = useState<Ignored>(ignored);
  const details = useRef<HTMLDetailsElement>(null);

  // Back, Forward, a page link or "Clear filters" changes the address: the fields follow it. Not on the
  // first render: the fields start from this listing, and what a visitor typed while the island's code
  // arrived (given back just after hydration) must not be reset to it.
  const shown = useRef(href);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `href` is the listing, spelled once
  useEffect(() => {
    if (shown.current === href) return;
    shown.current = href;
    setDraft(draftOf(listing));
    setErrors(ignored);
  }, [href]);

  const apply = (next: Draft, { fold }: { fold: boolean }) => {
    const raw = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ''));
    const { search, ignored: invalid } = readSearch(raw);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const filters = Object.fromEntries(
      FILTER_KEYS.flatMap((k) => (search[k] === undefined || search[k] === '' ? [] : [[k, search[k]]])),
    );
    // A new filter or order starts again at its first page.
    navigate(listingHref({ sold: listing.sold, filters, sort: search.sort, page: 1 }));
    if (fold && details.current) details.current.open = false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft, { fold: true });
  };
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  // A list choice is complete when made, so it applies at once.
  const choose = (key: keyof Draft) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    apply(next, { fold: false });
  };

  const chosenMake = makes.find((m) => m.make.toLowerCase() === draft.make.toLowerCase());
  const makeValue = chosenMake?.make ?? draft.make;
  const active = activeFilterCount(listing);
  const clearHref = listing.sold ? '/cars?status=sold' : '/cars';

  const field = (
    key: keyof Draft,
    label: string,
    control: (props: object) => ReactNode,
    className?: string,
  ) => (
    <Field label={label} error={errors[key]} className={className}>
      {(props) => control(props)}
    </Field>
  );
  /** A list field: "Any" (no filter), then its options; a choice applies at once. */
  const choice = (key: keyof Draft, label: string, options: ReactNode) =>
    field(key, label, (p) => (
      <Select {...p} name={key} value={draft[key]} onChange={choose(key)}>
        <option value="">Any</option>
        {options}
      </Select>
    ));
  /** A bound on the model year: a number typed in, checked and applied with the rest. */
  const year = (key: 'yearMin' | 'yearMax', label: string) =>
    field(key, label, (p) => (
      <Input
        {...p}
        name={key}
        type="number"
        inputMode="numeric"
        min={1900}
        max={2100}
        placeholder="Any"
        value={draft[key]}
        onChange={set(key)}
      />
    ));

  return (
    <details
      ref={details}
      className={cn(
        'group mt-6 border border-line bg-ink-2/60',
        // From lg up the bar is always open; only where the browser can style a disclosure's content
        // is its summary hidden, so an older browser still has a way to open it.
        'lg:[&::details-content]:[content-visibility:visible] supports-[selector(::details-content)]:lg:border-x-0 supports-[selector(::details-content)]:lg:border-t-0 supports-[selector(::details-content)]:lg:bg-transparent',
      )}
    >
      <summary
        className={cn(
          'flex h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-[11px] uppercase tracking-[0.25em] [&::-webkit-details-marker]:hidden',
          'supports-[selector(::details-content)]:lg:hidden',
        )}
      >
        <span className="inline-flex items-center gap-3">
          <SlidersHorizontal className="h-4 w-4 text-accent" aria-hidden="true" />
          Filters
          {active > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[10px] tracking-normal text-ink">
              {active}
            </span>
          )}
        </span>
        <span className="text-mist">
          {CAR_SORT_LABELS[listing.sort]}
          <ChevronDown
            aria-hidden="true"
            className="ml-3 inline-block h-4 w-4 align-[-3px] transition-transform group-open:rotate-180"
          />
        </span>
      </summary>
      <form
        method="get"
        action="/cars"
        aria-label="Filter vehicles"
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-x-4 gap-y-5 border-t border-line p-4 sm:grid-cols-3 lg:grid-cols-6 lg:border-t-0 lg:px-0 lg:pb-8 lg:pt-2"
      >
        {listing.sold && <input type="hidden" name="status" value="sold" />}
        {field(
          'make',
          'Make',
          (p) => (
            <Select {...p} name="make" value={makeValue} onChange={choose('make')}>
              <option value="">All makes</option>
              {!chosenMake && draft.make && <option value={draft.make}>{draft.make} (0)</option>}
              {makes.map((m) => (
                <option key={m.make} value={m.make}>
                  {m.make} ({m.count})
                </option>
              ))}
            </Select>
          ),
          'col-span-2 sm:col-span-1',
        )}
        {field(
          'model',
          'Model',
          (p) => (
            <Input
              {...p}
              name="model"
              type="search"
              placeholder="Any model"
              maxLength={100}
              value={draft.model}
              onChange={set('model')}
            />
          ),
          'col-span-2 sm:col-span-1',
        )}
        {choice('priceMin', 'Price from', stepOptions(PRICE_STEPS, draft.priceMin, formatPrice))}
        {choice('priceMax', 'Price to', stepOptions(PRICE_STEPS, draft.priceMax, formatPrice))}
        {year('yearMin', 'Year from')}
        {year('yearMax', 'Year to')}
        {choice('kmMax', 'Kilometres up to', stepOptions(KM_STEPS, draft.kmMax, formatMileage))}
        {choice('transmission', 'Transmission', optionsOf(transmissions, capitalize))}
        {choice('fuelType', 'Fuel type', optionsOf(fuelTypes, capitalize))}
        {choice(
          'bodyType',
          'Body type',
          optionsOf(bodyTypes, (b) => BODY_TYPE_LABELS[b]),
        )}
        {field(
          'sort',
          'Sort by',
          (p) => (
            <Select {...p} name="sort" value={draft.sort} onChange={choose('sort')}>
              {optionsOf(carSorts, (sort) => CAR_SORT_LABELS[sort])}
            </Select>
          ),
          'col-span-2 sm:col-span-1',
        )}
        <div className="col-span-2 flex items-end gap-3 sm:col-span-1">
          <button type="submit" className={buttonClass('primary', 'md', 'h-12 flex-1 px-4')}>
            Show results
          </button>
        </div>
        {(active > 0 || total !== undefined) && (
          <p className="col-span-full -mt-1 flex empty:hidden flex-wrap items-center gap-x-6 gap-y-2 text-xs text-mist">
            {/* From lg up the toolbar above says how many. */}
            {total !== undefined && (
              <span className="lg:hidden">
                {total} {total === 1 ? 'vehicle matches' : 'vehicles match'}
              </span>
            )}
            {active > 0 && (
              <Link to={clearHref} className="uppercase tracking-[0.2em] text-accent hover:text-white">
                Clear all
              </Link>
            )}
          </p>
        )}
      </form>
    </details>
  );
}
