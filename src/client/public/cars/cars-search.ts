import {
  bodyTypes,
  CAR_PAGE_SIZE,
  CAR_PAGE_SIZE_MAX,
  type CarSort,
  carFilterKeys,
  carSorts,
  carStatuses,
  fuelTypes,
  transmissions,
} from '../../../shared/car-options';
import type { CarSearch } from '../../../shared/schemas/car';
import { CONTROL_CHARACTERS, LONE_SURROGATE } from '../../../shared/text-rules';

/** The filters a visitor can set on /cars (the shared list, named for this module's callers). */
export const FILTER_KEYS = carFilterKeys;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CarFilters = Partial<Pick<CarSearch, FilterKey>>;

/** What /cars shows, read from its address: the archive or the stock, the filters, the order, the page. */
export type Listing = { sold: boolean; filters: CarFilters; sort: CarSort; page: number };

/** Why a value in the address was left out, by its parameter, worded for the filter's label. */
export type Ignored = Partial<Record<FilterKey | 'sort' | 'page', string>>;

/*
 * The search parameters read by hand, by the rules of the shared schema `carSearchQuery` (schemas/car.ts),
 * with its messages: zod would add about 35 KB gzipped to every /cars visit for these dozen fields. The
 * schema stays the one definition the API enforces; cars-search.test.ts feeds both the same valid, edge
 * and hostile inputs and fails on any disagreement, so a change to one that the other misses is caught.
 */
type Read = { value: unknown } | { error: string };

const oneOf =
  (values: readonly string[]) =>
  (s: string): Read =>
    values.includes(s)
      ? { value: s }
      : { error: `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}` };

/** Plain digits only, at most `max` (and at least `min`), as `wholeNumber` in the schema. */
const whole =
  (max = 2_000_000_000, min = 0) =>
  (s: string): Read => {
    if (!/^\d{1,10}$/.test(s)) return { error: 'Must be a whole number of 0 or more' };
    const n = Number(s);
    if (n > max) return { error: `Must be at most ${max}` };
    if (n < min) return { error: 'Must be 1 or more' };
    return { value: n };
  };

/** A record id, as `idParam` in the schema. */
const id = (s: string): Read => {
  if (!/^\d{1,10}$/.test(s) || Number(s) < 1) return { error: 'Must be a positive whole number' };
  return Number(s) > 2_147_483_647 ? { error: 'Too big' } : { value: Number(s) };
};

/** Free text, as `text(100).trim()`: every check runs on the text as sent and the last failure is reported. */
const searchText = (s: string): Read => {
  let error: string | undefined;
  if (s.length > 100) error = 'Too big: expected string to have <=100 characters';
  if (CONTROL_CHARACTERS.test(s)) error = 'Contains control characters';
  if (LONE_SURROGATE.test(s)) error = 'Contains invalid characters';
  return error === undefined ? { value: s.trim() } : { error };
};

const READERS: Record<keyof CarSearch, (s: string) => Read> = {
  status: oneOf(carStatuses),
  make: searchText,
  model: searchText,
  priceMin: whole(),
  priceMax: whole(),
  yearMin: whole(9999),
  yearMax: whole(9999),
  kmMax: whole(),
  transmission: oneOf(transmissions),
  fuelType: oneOf(fuelTypes),
  bodyType: oneOf(bodyTypes),
  sort: oneOf(carSorts),
  page: whole(100_000, 1),
  pageSize: whole(CAR_PAGE_SIZE_MAX, 1),
  exclude: id,
};

const DEFAULTS = { sort: 'newest', page: 1, pageSize: CAR_PAGE_SIZE } as const;

/**
 * Reads raw values (from an address or a form) by the search schema's rules. A value it would refuse is
 * left out (its default applies) and named in `ignored` with the schema's message; an upside-down range
 * drops its upper end, worded for the visitor, who knows the other field by its label.
 */
export function readSearch(raw: Record<string, string>): { search: CarSearch; ignored: Ignored } {
  const search: Record<string, unknown> = { ...DEFAULTS };
  const ignored: Record<string, string> = {};
  for (const [key, read] of Object.entries(READERS)) {
    const given = Object.hasOwn(raw, key) ? raw[key] : undefined;
    // A blank field means "not given".
    if (given === undefined || given === '') continue;
    const result = read(given);
    if ('error' in result) ignored[key] = result.error;
    else search[key] = result.value;
  }
  const result = search as CarSearch;
  if (result.priceMin !== undefined && result.priceMax !== undefined && result.priceMax < result.priceMin) {
    ignored.priceMax = 'Must not be below Price from';
    delete result.priceMax;
  }
  if (result.yearMin !== undefined && result.yearMax !== undefined && result.yearMax < result.yearMin) {
    ignored.yearMax = 'Must not be before Year from';
    delete result.yearMax;
  }
  return { search: result, ignored };
}

/**
 * Reads the listing from the address by the shared search schema's rules. A value the API would refuse (a
 * hand-edited `priceMax=cheap`, a year range upside down) is dropped rather than shown as an error: the
 * visitor still gets the list, filtered by everything else they asked for.
 */
export function listingOf(params: URLSearchParams): Listing & { ignored: Ignored } {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'sort', 'page'] as const) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const { search, ignored } = readSearch(raw);
  const filters: CarFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined && value !== '') Object.assign(filters, { [key]: value });
  }
  return {
    sold: params.get('status') === 'sold',
    filters,
    sort: search.sort,
    page: search.page,
    ignored,
  };
}

export const activeFilterCount = (listing: Listing) => Object.keys(listing.filters).length;

function queryOf(listing: Listing, { forApi }: { forApi: boolean }) {
  const q = new URLSearchParams();
  if (listing.sold) q.set('status', 'sold');
  for (const key of FILTER_KEYS) {
    const value = listing.filters[key];
    if (value !== undefined) q.set(key, String(value));
  }
  if (forApi || listing.sort !== 'newest') q.set('sort', listing.sort);
  // The API answers a page only when asked for one; the address leaves out what is the default.
  if (forApi || listing.page > 1) q.set('page', String(listing.page));
  return q.toString();
}

/** The address of a listing, shortest form: `/cars?make=Ferrari&sort=price-asc&page=2`. */
export function listingHref(listing: Listing) {
  const query = queryOf(listing, { forApi: false });
  return query ? `/cars?${query}` : '/cars';
}

/** The API query for a listing's page, in one spelling, so the server render and the browser share a key. */
export const listingApiQuery = (listing: Listing) => queryOf(listing, { forApi: true });

/** The car whose dialog the address opens (`?carId=`), if any. */
export const carIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('carId'));
  return Number.isInteger(id) && id > 0 ? id : null;
};
