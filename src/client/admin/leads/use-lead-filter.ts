import { useDeferredValue, useMemo, useState } from 'react';

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
const digits = (s: string) => s.replace(/\D/g, '');

/**
 * Matches a lead against a free-text query: every word must occur in the lead's searchable text
 * (name, e-mail, phone, vehicle…). Phone numbers also match by their digits, so "0400 123" finds
 * "0400123456".
 */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalise(haystack);
  const textDigits = digits(haystack);
  const queryDigits = digits(query);
  if (queryDigits.length >= 4 && textDigits.includes(queryDigits)) return true;
  return words.every((w) => text.includes(w));
}

/** Search and status filter state for a lead list, newest first. */
export function useLeadFilter<T extends { status: S; createdAt: string }, S extends string>(
  items: readonly T[] | undefined,
  searchable: (item: T) => (string | number | null | undefined)[],
) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<S | 'all'>('all');
  const deferredSearch = useDeferredValue(search);
  const all = useMemo(
    () => [...(items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [items],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `searchable` is a fresh closure each render; the data it reads is `all`.
  const shown = useMemo(
    () =>
      all.filter(
        (item) =>
          (status === 'all' || item.status === status) &&
          matchesQuery(
            searchable(item)
              .filter((v) => v !== null && v !== undefined)
              .join(' '),
            deferredSearch,
          ),
      ),
    [all, status, deferredSearch],
  );
  return { all, shown, search, setSearch, status, setStatus };
}
