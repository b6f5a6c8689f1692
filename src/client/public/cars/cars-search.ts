import { type CarSearch, type CarSort, carFilterKeys, carSearchQuery } from '../../../shared/schemas/car';

/** The filters a visitor can set on /cars (the shared list, named for this module's callers). */
export const FILTER_KEYS = carFilterKeys;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CarFilters = Partial<Pick<CarSearch, FilterKey>>;

/** What /cars shows, read from its address: the archive or the stock, the filters, the order, the page. */
export type Listing = { sold: boolean; filters: CarFilters; sort: CarSort; page: number };

/** Why a value in the address was left out, by its parameter, worded for the filter's label. */
export type Ignored = Partial<Record<FilterKey | 'sort' | 'page', string>>;

// The schema names the other parameter; the visitor knows it by its label.
const RANGE_MESSAGES: Partial<Record<string, string>> = {
  priceMax: 'Must not be below Price from',
  yearMax: 'Must not be before Year from',
};

/** Reads raw values (from an address or a form) with the shared search schema. */
export function readSearch(raw: Record<string, string>) {
  const given = { ...raw };
  const ignored: Ignored = {};
  let parsed = carSearchQuery.safeParse(given);
  for (let tries = 0; !parsed.success && tries < 12; tries++) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof Ignored;
      ignored[key] = (issue.code === 'custom' && RANGE_MESSAGES[key]) || issue.message;
      delete given[key];
    }
    parsed = carSearchQuery.safeParse(given);
  }
  return { search: parsed.success ? parsed.data : carSearchQuery.parse({}), ignored };
}

/**
 * Reads the listing from the address with the shared search schema. A value the API would refuse (a
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
