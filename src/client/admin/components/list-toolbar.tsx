import { Search, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../components/ui/cn';

/** A drop-down filter of the toolbar: its accessible name, the "all" wording, the choices. */
export type ToolbarChoice = {
  label: string;
  all: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

const control =
  'h-10 border border-line bg-ink text-sm text-white focus:border-accent focus:outline-none disabled:opacity-50';

/**
 * Search box, drop-down filters and a received-date range above a list, the count of what is shown,
 * and room for actions such as CSV export. Every control has a visible or accessible name.
 */
export function ListToolbar({
  search,
  onSearch,
  onSearchNow,
  searchPlaceholder,
  choices = [],
  range,
  count,
  actions,
  onClear,
}: {
  search: string;
  onSearch: (value: string) => void;
  /** Enter and the clear button search at once instead of after the typing pause. */
  onSearchNow?: (value: string) => void;
  searchPlaceholder: string;
  choices?: readonly ToolbarChoice[];
  /** Received-date range, YYYY-MM-DD each ('' for open). */
  range?: { from: string; to: string; onChange: (edge: 'from' | 'to', value: string) => void };
  /** "Showing 50 of 1,204 enquiries", announced politely as it changes. */
  count: ReactNode;
  actions?: ReactNode;
  /** Shown while any filter is set. */
  onClear?: () => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-mist"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && onSearchNow?.(e.currentTarget.value)}
            placeholder={searchPlaceholder}
            aria-label="Search"
            maxLength={200}
            className={cn(
              control,
              'w-full pr-9 pl-9 placeholder:text-white/40 [&::-webkit-search-cancel-button]:hidden',
            )}
          />
          {search && (
            <button
              type="button"
              onClick={() => (onSearchNow ?? onSearch)('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-mist hover:text-white"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {choices.length > 0 && (
          <div className={cn('grid gap-3 sm:flex', choices.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
            {choices.map((choice) => (
              <select
                key={choice.label}
                aria-label={choice.label}
                value={choice.value || 'all'}
                onChange={(e) => choice.onChange(e.target.value === 'all' ? '' : e.target.value)}
                className={cn(
                  control,
                  'select-chevron min-w-0 cursor-pointer appearance-none bg-no-repeat pr-10 pl-3',
                )}
              >
                <option value="all">{choice.all}</option>
                {choice.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {range && (
          <fieldset className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:items-center sm:gap-2">
            <legend className="sr-only">Received between</legend>
            {(['from', 'to'] as const).map((edge) => (
              <label
                key={edge}
                htmlFor={`${id}-${edge}`}
                className="flex min-w-0 flex-col gap-1.5 text-xs text-mist sm:flex-row sm:items-center sm:gap-2"
              >
                {edge === 'from' ? (
                  'Received from'
                ) : (
                  <span>
                    <span className="sm:sr-only">Received </span>to
                  </span>
                )}
                <input
                  id={`${id}-${edge}`}
                  type="date"
                  value={range[edge]}
                  min={edge === 'to' ? range.from || undefined : undefined}
                  max={edge === 'from' ? range.to || undefined : undefined}
                  onChange={(e) => range.onChange(edge, e.target.value)}
                  className={cn(control, 'h-9 w-full min-w-0 px-2 text-xs [color-scheme:dark] sm:w-auto')}
                />
              </label>
            ))}
          </fieldset>
        )}
        {onClear && (
          <button
            type="button"
            onClick={onClear}
            className="cursor-pointer text-xs text-white/70 underline underline-offset-4 hover:text-white"
          >
            Clear filters
          </button>
        )}
        <p className="text-xs whitespace-nowrap text-mist sm:ml-auto" aria-live="polite">
          {count}
        </p>
        {actions}
      </div>
    </div>
  );
}
