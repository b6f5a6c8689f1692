import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { statusLabel } from './status-select';

/** "enquiries" → "enquiry", "requests" → "request", for a count of one. */
const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** Search box and status filter above a lead list, with room for actions such as CSV export. */
export function ListToolbar<S extends string>({
  search,
  onSearch,
  searchPlaceholder,
  status,
  onStatus,
  statuses,
  shown,
  total,
  noun,
  actions,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  status?: S | 'all';
  onStatus?: (value: S | 'all') => void;
  statuses?: readonly S[];
  shown: number;
  total: number;
  /** Plural noun for the count, e.g. "enquiries". */
  noun: string;
  actions?: ReactNode;
}) {
  const filtered = shown !== total;
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-mist"
          aria-hidden="true"
        />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={searchPlaceholder}
          aria-label="Search"
          className="h-10 w-full border border-line bg-ink pr-9 pl-9 text-sm text-white placeholder:text-white/40 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-mist hover:text-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {statuses && onStatus && (
          <select
            aria-label="Filter by status"
            value={status}
            onChange={(e) => onStatus(e.target.value as S | 'all')}
            className="select-chevron h-10 cursor-pointer appearance-none border border-line bg-ink bg-no-repeat pr-10 pl-3 text-sm text-white focus:border-accent focus:outline-none"
          >
            <option value="all">All statuses</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        )}
        <p className="text-xs whitespace-nowrap text-mist" aria-live="polite">
          {filtered
            ? `Showing ${shown} of ${total} ${total === 1 ? singular(noun) : noun}`
            : `${total} ${total === 1 ? singular(noun) : noun}`}
        </p>
        {actions}
      </div>
    </div>
  );
}
