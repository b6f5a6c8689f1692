import { describe, expect, it } from 'vitest';
import { pageNumbers } from './cars-pager';
import { listingApiQuery, listingHref, listingOf } from './cars-search';

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
