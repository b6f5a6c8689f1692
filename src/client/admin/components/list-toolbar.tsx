import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useDebounced } from '../lib/paged-list';

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
  searchPlaceholder,
  choices = [],
  range,
  count,
  actions,
  onClear,
}: {
  search: SearchDraft;
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
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <ToolbarSearch search={search} placeholder={searchPlaceholder} label="Search" />
        {choices.length > 0 && (
          <div className={cn('grid gap-3 sm:flex', choices.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
            {choices.map((choice) => (
              <ToolbarSelect key={choice.label} choice={choice} />
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        {range && (
          <DateRangeFields
            {...range}
            legend="Received between"
            fromLabel="Received from"
            toLabel={
              <span>
                <span className="sm:sr-only">Received </span>to
              </span>
            }
          />
        )}
        {onClear && <ClearFiltersButton onClear={onClear} />}
        <ToolbarCount>{count}</ToolbarCount>
        {actions}
      </div>
    </div>
  );
}

// The pieces below are exported for toolbars laid out differently (the activity log), so that every
// list's search box, drop-downs and date fields look and behave the same.

/** The search box with its clear button; Enter and the clear button search at once, not after the pause. */
export function ToolbarSearch({
  search,
  placeholder,
  label,
}: {
  search: SearchDraft;
  placeholder: string;
  /** The box's accessible name. */
  label: string;
}) {
  return (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-mist"
        aria-hidden="true"
      />
      <input
        type="search"
        value={search.draft}
        onChange={(e) => search.setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && search.flush(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={200}
        className={cn(
          control,
          'w-full pr-9 pl-9 placeholder:text-white/40 [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {search.draft && (
        <button
          type="button"
          onClick={() => search.flush('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-mist hover:text-white"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** One drop-down filter; its first option means no filter and is sent on as ''. */
export function ToolbarSelect({ choice, className }: { choice: ToolbarChoice; className?: string }) {
  return (
    <select
      aria-label={choice.label}
      value={choice.value || 'all'}
      onChange={(e) => choice.onChange(e.target.value === 'all' ? '' : e.target.value)}
      className={cn(
        control,
        'select-chevron min-w-0 cursor-pointer appearance-none bg-no-repeat pr-10 pl-3',
        className,
      )}
    >
      <option value="all">{choice.all}</option>
      {choice.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A from/to pair of date fields, YYYY-MM-DD each ('' for open); neither edge can pass the other. */
export function DateRangeFields({
  from,
  to,
  onChange,
  legend,
  fromLabel,
  toLabel,
}: {
  from: string;
  to: string;
  onChange: (edge: 'from' | 'to', value: string) => void;
  /** Names the pair for screen readers. */
  legend: string;
  fromLabel: ReactNode;
  toLabel: ReactNode;
}) {
  const id = useId();
  const value = { from, to };
  return (
    <fieldset className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:items-center sm:gap-2">
      <legend className="sr-only">{legend}</legend>
      {(['from', 'to'] as const).map((edge) => (
        <label
          key={edge}
          htmlFor={`${id}-${edge}`}
          className="flex min-w-0 flex-col gap-1.5 text-xs text-mist sm:flex-row sm:items-center sm:gap-2"
        >
          {edge === 'from' ? fromLabel : toLabel}
          <input
            id={`${id}-${edge}`}
            type="date"
            value={value[edge]}
            min={edge === 'to' ? from || undefined : undefined}
            max={edge === 'from' ? to || undefined : undefined}
            onChange={(e) => onChange(edge, e.target.value)}
            className={cn(control, 'h-9 w-full min-w-0 px-2 text-xs [color-scheme:dark] sm:w-auto')}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** Shown while any filter is set. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="cursor-pointer text-xs text-white/70 underline underline-offset-4 hover:text-white"
    >
      Clear filters
    </button>
  );
}

/** What the list shows, announced politely as it changes; it keeps to the row's right end. */
export function ToolbarCount({ children }: { children: ReactNode }) {
  return (
    <p className="text-xs whitespace-nowrap text-mist sm:ml-auto" aria-live="polite">
      {children}
    </p>
  );
}

/**
 * The search box's own text, sent on after a pause in typing (one request per pause, not per key).
 * When the address changes underneath (Back, a link, "Clear filters") the box follows it.
 */
export function useSearchDraft(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // A trailing space still being typed is not a change of what is searched.
    if (draft.trim() !== value) setDraft(value);
  }
  const settled = useDebounced(draft.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text is sent; `commit` is a fresh closure.
  useEffect(() => {
    if (settled !== value && settled === draft.trim()) commit(settled);
  }, [settled]);
  /** Sends the text at once (Enter, the clear button). */
  const flush = (text: string) => {
    setDraft(text);
    if (text.trim() !== value) commit(text.trim());
  };
  return { draft, setDraft, flush };
}

export type SearchDraft = ReturnType<typeof useSearchDraft>;
