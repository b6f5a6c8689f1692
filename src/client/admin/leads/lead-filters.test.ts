import { describe, expect, it } from 'vitest';
import { dashboardSearch } from '../search';
import { type ChoiceFilter, readFilters as readSearch } from './lead-filters';

/** An address's query as the list reads it: validated by the dashboard route's schema first. */
const readFilters = (params: URLSearchParams, choices: readonly ChoiceFilter[]) =>
  readSearch(dashboardSearch.parse(Object.fromEntries(params)), choices);

const status: ChoiceFilter = {
  param: 'status',
  label: 'Filter by status',
  all: 'All statuses',
  options: [
    { value: 'new', label: 'New' },
    { value: 'resolved', label: 'Resolved' },
  ],
};

describe('readFilters', () => {
  it('reads the search, the known choices and the date range from the address', () => {
    const params = new URLSearchParams('tab=inbox&q=%20porsche%20&status=new&from=2026-01-01&to=2026-01-31');
    expect(readFilters(params, [status])).toEqual({
      q: 'porsche',
      status: 'new',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('leaves out what the server would refuse, so an old link shows the list instead of an error', () => {
    const params = new URLSearchParams('q=%20%20&status=archived&kind=contact&from=yesterday&to=2026-02-30x');
    expect(readFilters(params, [status])).toEqual({});
  });

  it('keeps a source from the address before the server lists the sources, in the shape it stores', () => {
    const source: ChoiceFilter = { ...status, param: 'source', options: [], accepts: (v) => v === 'google' };
    expect(readFilters(new URLSearchParams('source=google'), [source])).toEqual({ source: 'google' });
    expect(readFilters(new URLSearchParams('source=Bing'), [source])).toEqual({});
  });

  it('caps the search at the length the server accepts', () => {
    expect(readFilters(new URLSearchParams({ q: 'x'.repeat(300) }), []).q).toHaveLength(200);
  });
});
