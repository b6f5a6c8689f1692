import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { groupDigits } from '../../../shared/format';
import {
  type ActivityEntry,
  type ActivityFacets,
  activityEntityLabel,
} from '../../../shared/schemas/activity';
import { cn } from '../../components/ui/cn';
import { AdminSection, EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import {
  ClearFiltersButton,
  DateRangeFields,
  ToolbarCount,
  ToolbarSearch,
  ToolbarSelect,
  useSearchDraft,
} from '../components/list-toolbar';
import { ShowMore } from '../components/show-more';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { usePagedList } from '../lib/paged-list';
import { ActivityRow, actionLabel } from './activity-entry';
import { type ActivityFilters, type ActivityParam, useActivityFilters } from './activity-filters';

export const head = adminHead('Activity');

const ENDPOINT = '/api/admin/activity';
const FACETS_ENDPOINT = '/api/admin/activity/facets';

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
  const search = useSearchDraft(filters.q ?? '', (q) => setFilter('q', q));
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
        <ToolbarSearch
          search={search}
          placeholder="Search changes, users or numbers"
          label="Search the activity log"
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:flex">
          {choices.map((choice) => (
            <ToolbarSelect
              key={choice.param}
              choice={{
                ...choice,
                value: filters[choice.param] ?? '',
                onChange: (value) => setFilter(choice.param, value),
              }}
              className="xl:w-44"
            />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <DateRangeFields
          from={filters.from ?? ''}
          to={filters.to ?? ''}
          onChange={setFilter}
          legend="Between these days (Sydney time)"
          fromLabel="From"
          toLabel="To"
        />
        {onClear && <ClearFiltersButton onClear={onClear} />}
        {facetsFailed && (
          <p role="alert" className="text-xs text-red-200">
            Could not load the filter choices.
          </p>
        )}
        <ToolbarCount>{count}</ToolbarCount>
      </div>
    </div>
  );
}
