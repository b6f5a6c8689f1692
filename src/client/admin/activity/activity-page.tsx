import { useQuery } from '@tanstack/react-query';
import { History, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { groupDigits } from '../../../shared/format';
import {
  type ActivityEntry,
  type ActivityFacets,
  activityEntityLabel,
} from '../../../shared/schemas/activity';
import { cn } from '../../components/ui/cn';
import { AdminSection, EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import { ShowMore } from '../components/show-more';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useDebounced, usePagedList } from '../lib/paged-list';
import { ActivityRow, actionLabel } from './activity-entry';
import { type ActivityFilters, type ActivityParam, useActivityFilters } from './activity-filters';

export const head = adminHead('Activity');

const ENDPOINT = '/api/admin/activity';
const FACETS_ENDPOINT = '/api/admin/activity/facets';

const control =
  'h-10 border border-line bg-ink text-sm text-white focus:border-accent focus:outline-none disabled:opacity-50';

/**
 * Who changed what in the back office, newest first: every admin write, sign-in and account change,
 * kept 12 months. Filters live in the address, so a filtered view can be shared or come back to.
 */
export default function ActivityPage() {
  const { filters, setFilter, clear, active } = useActivityFilters();
  const list = usePagedList<ActivityEntry>(ENDPOINT, filters);
  const facets = useQuery<ActivityFacets>({ queryKey: [FACETS_ENDPOINT] });
  const capped = list.data?.pages[0]?.totalCapped === true;

  return (
    <AdminPage
      title="Activity"
      description="Every change made in the back office, and every sign-in, with who made it and when (Sydney time). Entries are kept for 12 months."
    >
      <AdminSection title="Activity log">
        <ActivityToolbar
          filters={filters}
          facets={facets.data}
          facetsFailed={facets.isError}
          setFilter={setFilter}
          onClear={active ? clear : undefined}
          count={
            list.data
              ? `${groupDigits(list.total)}${capped ? '+' : ''} ${list.total === 1 ? 'entry' : 'entries'}`
              : ''
          }
        />
        {list.isPending ? (
          <LoadingRows label="Loading activity..." />
        ) : list.isError && !list.data ? (
          <LoadError what="the activity log" onRetry={() => list.refetch()} />
        ) : list.items.length === 0 ? (
          <EmptyState icon={<History className="h-6 w-6 text-mist" aria-hidden="true" />}>
            {active ? (
              <>
                No activity matches these filters.{' '}
                <button
                  type="button"
                  onClick={clear}
                  className="cursor-pointer text-white underline underline-offset-4 hover:text-accent"
                >
                  Clear filters
                </button>
              </>
            ) : (
              'Nothing has been recorded yet. Changes made in the back office will appear here.'
            )}
          </EmptyState>
        ) : (
          <>
            <ul
              aria-label="Activity entries"
              aria-busy={list.isFetching}
              className={cn(
                'flex flex-col border-t border-line transition-opacity',
                list.isPlaceholderData && 'opacity-60',
              )}
            >
              {list.items.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <ShowMore list={list} capped={capped} nouns={['entry', 'entries']} />
          </>
        )}
      </AdminSection>
    </AdminPage>
  );
}

/** Search, the user, record kind and action drop-downs, and the date range, above the log. */
function ActivityToolbar({
  filters,
  facets,
  facetsFailed,
  setFilter,
  onClear,
  count,
}: {
  filters: ActivityFilters;
  facets: ActivityFacets | undefined;
  facetsFailed: boolean;
  setFilter: (param: ActivityParam, value: string) => void;
  onClear?: () => void;
  count: string;
}) {
  const id = useId();
  const search = useSearchText(filters.q ?? '', (q) => setFilter('q', q));
  // The address may name a choice the facets have not brought yet (or no longer hold): keep it listed.
  const withCurrent = (
    options: { value: string; label: string }[],
    current: string | undefined,
    label: (v: string) => string,
  ) =>
    current && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: label(current) }]
      : options;
  const choices: {
    param: ActivityParam;
    label: string;
    all: string;
    options: { value: string; label: string }[];
  }[] = [
    {
      param: 'user',
      label: 'Filter by user',
      all: 'All users',
      options: withCurrent(
        (facets?.users ?? []).map((u) => ({ value: String(u.id), label: u.username })),
        filters.user,
        (v) => `User ${v}`,
      ),
    },
    {
      param: 'entity',
      label: 'Filter by record type',
      all: 'All records',
      options: withCurrent(
        (facets?.entities ?? [])
          .map((e) => ({ value: e, label: activityEntityLabel(e) }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        filters.entity,
        activityEntityLabel,
      ),
    },
    {
      param: 'action',
      label: 'Filter by action',
      all: 'All actions',
      options: withCurrent(
        (facets?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) })),
        filters.action,
        actionLabel,
      ),
    },
  ];

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-mist"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && search.now(e.currentTarget.value)}
            placeholder="Search changes, users or numbers"
            aria-label="Search the activity log"
            maxLength={200}
            className={cn(
              control,
              'w-full pr-9 pl-9 placeholder:text-white/40 [&::-webkit-search-cancel-button]:hidden',
            )}
          />
          {search.text && (
            <button
              type="button"
              onClick={() => search.now('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer p-1 text-mist hover:text-white"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:flex">
          {choices.map((choice) => (
            <select
              key={choice.param}
              aria-label={choice.label}
              value={filters[choice.param] ?? 'all'}
              onChange={(e) => setFilter(choice.param, e.target.value === 'all' ? '' : e.target.value)}
              className={cn(
                control,
                'select-chevron min-w-0 cursor-pointer appearance-none bg-no-repeat pr-10 pl-3 xl:w-44',
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
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <fieldset className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:items-center sm:gap-2">
          <legend className="sr-only">Between these days (Sydney time)</legend>
          {(['from', 'to'] as const).map((edge) => (
            <label
              key={edge}
              htmlFor={`${id}-${edge}`}
              className="flex min-w-0 flex-col gap-1.5 text-xs text-mist sm:flex-row sm:items-center sm:gap-2"
            >
              {edge === 'from' ? 'From' : 'To'}
              <input
                id={`${id}-${edge}`}
                type="date"
                value={filters[edge] ?? ''}
                min={edge === 'to' ? filters.from : undefined}
                max={edge === 'from' ? filters.to : undefined}
                onChange={(e) => setFilter(edge, e.target.value)}
                className={cn(control, 'h-9 w-full min-w-0 px-2 text-xs [color-scheme:dark] sm:w-auto')}
              />
            </label>
          ))}
        </fieldset>
        {onClear && (
          <button
            type="button"
            onClick={onClear}
            className="cursor-pointer text-xs text-white/70 underline underline-offset-4 hover:text-white"
          >
            Clear filters
          </button>
        )}
        {facetsFailed && (
          <p role="alert" className="text-xs text-red-200">
            Could not load the filter choices.
          </p>
        )}
        <p className="text-xs whitespace-nowrap text-mist sm:ml-auto" aria-live="polite">
          {count}
        </p>
      </div>
    </div>
  );
}

/**
 * The search box's own text, sent to the address after a pause in typing (one request per pause), or at
 * once on Enter and clear. When the address changes underneath (Back, "Clear filters") the box follows it.
 */
function useSearchText(value: string, commit: (q: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const settled = useDebounced(text.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text is sent; `commit` is a fresh closure.
  useEffect(() => {
    if (settled !== value && settled === text.trim()) commit(settled);
  }, [settled]);
  const now = (next: string) => {
    setText(next);
    if (next.trim() !== value) commit(next.trim());
  };
  return { text, setText, now };
}
