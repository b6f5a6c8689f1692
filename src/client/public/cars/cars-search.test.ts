import { describe, expect, it } from 'vitest';
import { carSearchQuery } from '../../../shared/schemas/car';
import { pageNumbers } from './cars-pager';
import { listingApiQuery, listingHref, listingOf, readSearch } from './cars-search';

const read = (query: string) => listingOf(new URLSearchParams(query));

describe('listingOf', () => {
  it('reads the archive, the filters, the order and the page from the address', () => {
    expect(
      read('status=sold&make=Ferrari&priceMax=400000&transmission=manual&sort=price-asc&page=2'),
    ).toEqual({
      sold: true,
      filters: { make: 'Ferrari', priceMax: 400_000, transmission: 'manual' },
      sort: 'price-asc',
      page: 2,
      ignored: {},
    });
  });

  it('treats the blank fields of a form sent without JavaScript as not given', () => {
    const listing = read('make=&model=&priceMin=&priceMax=&yearMin=&yearMax=&kmMax=&bodyType=&sort=newest');
    expect(listing.filters).toEqual({});
    expect(listingHref(listing)).toBe('/cars');
  });

  it('leaves out what the API would refuse, naming the reason by the field the visitor knows', () => {
    const listing = read('make=Porsche&priceMax=cheap&yearMin=2022&yearMax=2010&bodyType=tank&page=0');
    expect(listing.filters).toEqual({ make: 'Porsche', yearMin: 2022 });
    expect(listing.page).toBe(1);
    expect(listing.ignored).toEqual({
      priceMax: 'Must be a whole number of 0 or more',
      yearMax: 'Must not be before Year from',
      bodyType: expect.any(String),
      page: expect.any(String),
    });
  });
});

/**
 * What readSearch did when it used the schema itself (before the hand parser kept zod out of /cars): parse,
 * drop every field the schema refused (its message kept, the range ones reworded for the visitor), again.
 */
function readWithSchema(raw: Record<string, string>) {
  const given = { ...raw };
  const ignored: Record<string, string> = {};
  const rangeMessages: Record<string, string> = {
    priceMax: 'Must not be below Price from',
    yearMax: 'Must not be before Year from',
  };
  let parsed = carSearchQuery.safeParse(given);
  for (let tries = 0; !parsed.success && tries < 12; tries++) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      ignored[key] = (issue.code === 'custom' && rangeMessages[key]) || issue.message;
      delete given[key];
    }
    parsed = carSearchQuery.safeParse(given);
  }
  if (!parsed.success) throw new Error(`the schema refused ${JSON.stringify(raw)} after 12 tries`);
  return { search: parsed.data, ignored };
}

// Values for every parameter: valid ones, the edges of each rule and hostile ones.
// (One string cut at commas: the formatter would give each its own line.)
const NUMBERS = (
  ',0,1,7,007,2010,2022,9999,10000,99999,100000,100001,400000,1999999999,2000000000,2000000001,' +
  '2147483647,2147483648,9999999999,12345678901,-1,-0,+5,1e3,1.5,1.0, 7,7 ,0x10,Infinity,NaN,cheap,٣,１２'
).split(',');
const TEXTS = [
  '',
  ' ',
  '   ',
  'Ferrari',
  ' Ferrari ',
  'ferrari',
  'Mercedes-Benz',
  '911 GT3 RS',
  'Aston\tMartin',
  'line\nbreak',
  'cr\rlf',
  'a'.repeat(100),
  'a'.repeat(101),
  ` ${'a'.repeat(99)} `,
  ` ${'a'.repeat(100)}`,
  'bell\u0007',
  'nul\u0000',
  'del\u007f',
  'vt\u000b',
  'esc\u001b',
  'lone \ud800',
  'lone \udc00 low',
  'pair \ud83d\ude97',
  'reversed \ude97\ud83d',
  `${'b'.repeat(101)}\u0001`,
  '\u0001\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '_',
  '\u00a0nbsp\u00a0',
  '\ufeffbom',
  'Škoda',
];
const VALUES: Record<string, string[]> = {
  status: ['', 'available', 'sold', 'SOLD', 'rented', 'all'],
  make: TEXTS,
  model: TEXTS,
  priceMin: NUMBERS,
  priceMax: NUMBERS,
  yearMin: NUMBERS,
  yearMax: NUMBERS,
  kmMax: NUMBERS,
  transmission: ['', 'automatic', 'manual', 'Manual', 'cvt', ' manual'],
  fuelType: ['', 'petrol', 'diesel', 'electric', 'hybrid', 'lpg', 'petrol\u0000'],
  bodyType: ['', 'coupe', 'convertible', 'sedan', 'suv', 'wagon', 'hatch', 'ute', 'tank', 'SUV'],
  sort: ['', 'newest', 'price-asc', 'price-desc', 'year-desc', 'km-asc', 'oldest', 'price'],
  page: NUMBERS,
  pageSize: NUMBERS,
  exclude: NUMBERS,
  // Not parameters of the search: both leave them out (a computed key: a plain `__proto__:` would set the
  // prototype instead of adding a key).
  colour: ['red'],
  ['__proto__']: ['x'],
  constructor: ['x'],
  hasOwnProperty: ['x'],
};

/** A small seeded generator, so a failing combination is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('readSearch agrees with the schema the API enforces (carSearchQuery)', () => {
  const agree = (raw: Record<string, string>) =>
    expect(readSearch(raw), JSON.stringify(raw)).toEqual(readWithSchema(raw));

  it('on every value of every parameter alone', () => {
    agree({});
    for (const [key, values] of Object.entries(VALUES)) for (const value of values) agree({ [key]: value });
  });

  it('on the ranges, both ends and upside down', () => {
    for (const [min, max] of [
      ['priceMin', 'priceMax'],
      ['yearMin', 'yearMax'],
    ])
      for (const low of NUMBERS) for (const high of NUMBERS) agree({ [min]: low, [max]: high });
  });

  it('on thousands of mixed queries', () => {
    const next = random(15);
    const keys = Object.keys(VALUES);
    for (let i = 0; i < 5000; i++) {
      const raw: Record<string, string> = {};
      for (const key of keys)
        if (next() < 0.35) {
          const values = VALUES[key];
          raw[key] = values[Math.floor(next() * values.length)];
        }
      agree(raw);
    }
  });
});

describe('listing addresses', () => {
  it('spell the address shortest, and always ask the API for a page', () => {
    const listing = read('page=1&sort=newest&model=911&status=available');
    expect(listingHref(listing)).toBe('/cars?model=911');
    expect(listingApiQuery(listing)).toBe('model=911&sort=newest&page=1');
    expect(listingApiQuery(read(''))).toBe('sort=newest&page=1');
    expect(listingApiQuery(read('status=sold'))).toBe('status=sold&sort=newest&page=1');
  });

  it('spell one listing one way, whatever order the address had', () => {
    const a = read('sort=km-asc&kmMax=5000&make=BMW&page=3');
    const b = read('page=3&make=BMW&kmMax=5000&sort=km-asc');
    expect(listingApiQuery(a)).toBe(listingApiQuery(b));
    expect(listingHref(a)).toBe('/cars?make=BMW&kmMax=5000&sort=km-asc&page=3');
  });
});

describe('pageNumbers', () => {
  it('numbers every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(1, 63)).toEqual([1, 2, null, 63]);
    expect(pageNumbers(30, 63)).toEqual([1, null, 29, 30, 31, null, 63]);
    expect(pageNumbers(63, 63)).toEqual([1, null, 62, 63]);
    // A gap of a single page shows that page instead.
    expect(pageNumbers(4, 63)).toEqual([1, 2, 3, 4, 5, null, 63]);
  });
});
