import type { QueryClient } from '@tanstack/react-query';
import { ArrowUpRight, Eye, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDateTime, groupDigits } from '../../../shared/format';
import { sourceLabel } from '../../../shared/schemas/attribution';
import { isOverdue, type LeadKind, leadSourceParam } from '../../../shared/schemas/lead-desk';
import { pageSearch } from '../../../shared/schemas/paging';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { AdminSection } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import { CsvExportButton } from '../components/csv-export-button';
import { IconButton } from '../components/icon-button';
import { ListToolbar, useSearchDraft } from '../components/list-toolbar';
import { ShowMore } from '../components/show-more';
import { StatusSelect, statusLabel } from '../components/status-select';
import { Link } from '../lib/nav';
import { type ChoiceFilter, readFilters, useLeadFilters } from './lead-filters';
import { ListState, ListTotal, OverdueBadge, StatusBadge, useLeadMutations } from './lead-kit';
import { kindActions, statusesOf } from './lead-meta';
import { leadPath, prefetchLeadPage, useLeadPage, useLeadSources, useLeadsSummary } from './use-lead-page';

/** What every listed lead has. */
export type ListedLead = { id: number; createdAt: string; status?: string | null };

/** The controls a kind's rendering places on each item; the list owns what they do. */
export type LeadTools<T extends ListedLead> = {
  /** The status drop-down that saves at once (nothing for a kind without statuses). */
  statusControl: (item: T) => ReactNode;
  /** The delete button, asking "Are you sure you want to delete this …?" first. */
  deleteButton: (item: T, label?: string) => ReactNode;
  /** The link to the lead's own page. */
  openLink: (item: T) => ReactNode;
  /** Opens the details dialog (kinds that have one). */
  detailsButton: (item: T) => ReactNode;
  /** The "Overdue" marker when the lead is still new past the response time, else nothing. */
  overdue: (item: T) => ReactNode;
  isDeleting: (item: T) => boolean;
};

export type LeadListConfig<T extends ListedLead> = {
  endpoint: string;
  /** The kind of every item; items of a mixed list (the inbox) carry their own. */
  kind: LeadKind | ((item: T) => LeadKind);
  title: string;
  /** A note under the title; a function gets the count as shown ("1,204", "1,000+") and as a number. */
  description?: ReactNode | ((count: string, total: number) => ReactNode);
  /** For the count and the delete question, e.g. enquiry / enquiries. */
  noun: { one: string; many: string };
  searchPlaceholder: string;
  /** Drop-down filters (status, type, kind), kept in the address. */
  choices?: readonly ChoiceFilter[];
  /** The statuses staff can set; absent: no status control. */
  statuses?: readonly string[];
  /** The toast after a delete; absent: the list cannot delete. */
  deletedText?: string;
  /** The CSV file name's start. */
  fileBase: string;
  empty: string;
  /** "Total enquiries": a total line under the list (SPEC's "and a total"). */
  totalLabel?: string;
  /** Renders the loaded items (cards, a table, rows): only what is loaded is ever in the DOM. */
  render: (items: T[], tools: LeadTools<T>) => ReactNode;
  /** A details dialog opened from each item. */
  details?: { title: (item: T) => string; body: (item: T) => ReactNode; wide?: boolean };
};

/** A list tab's `prefetch`: its first page for the filters in the address, started early. */
export const leadListPrefetch =
  <T extends ListedLead>(config: LeadListConfig<T>) =>
  (queryClient: QueryClient, params: URLSearchParams) =>
    prefetchLeadPage(
      queryClient,
      config.endpoint,
      readFilters(Object.fromEntries(params), config.choices ?? []),
    );

/** A lead tab module's exports, both from its one config: the list, and `prefetch` for its first page. */
export const leadTab = <T extends ListedLead>(config: LeadListConfig<T>) => ({
  prefetch: leadListPrefetch(config),
  Tab: () => <LeadList config={config} />,
});

/** The status drop-down filter of a kind with these statuses. */
export const statusFilter = (statuses: readonly string[]): ChoiceFilter => ({
  param: 'status',
  label: 'Filter by status',
  all: 'All statuses',
  options: statuses.map((value) => ({ value, label: statusLabel(value) })),
});

/**
 * The Source drop-down (issue 30): its choices are the sources the server lists with their counts,
 * "Google (1,204)", filled in by the list as they arrive; a source from the address is kept meanwhile.
 */
export const sourceFilter: ChoiceFilter = {
  param: 'source',
  label: 'Filter by source',
  all: 'All sources',
  options: [],
  accepts: (value) => leadSourceParam.safeParse(value).success && value === value.trim().toLowerCase(),
};

/** The Source drop-down's choices: every recorded source with its count, and the chosen one always. */
function useSourceOptions(enabled: boolean, chosen: string | undefined) {
  const sources = useLeadSources(enabled);
  if (!enabled) return [];
  const options = (sources.data ?? []).flatMap(({ source, count }) =>
    // Leads from before sources were recorded have none to filter by.
    source === null ? [] : [{ value: source, label: `${sourceLabel(source)} (${groupDigits(count)})` }],
  );
  if (chosen && !options.some((o) => o.value === chosen))
    options.unshift({ value: chosen, label: sourceLabel(chosen) });
  return options;
}

/** What a kind's own tab says and shows; `choices` are the filters beyond status. */
export type KindListConfig<T extends ListedLead> = Omit<
  LeadListConfig<T>,
  'endpoint' | 'kind' | 'noun' | 'statuses' | 'deletedText'
>;

/**
 * One kind's list: the kind brings its endpoint, nouns, statuses (and their filter, first) and the
 * delete, so a tab only says what is its own.
 */
export function kindList<T extends ListedLead>(kind: LeadKind, config: KindListConfig<T>): LeadListConfig<T> {
  const { endpoint, noun, nouns, deleted } = kindActions[kind];
  const statuses = statusesOf(kind) ?? undefined;
  const choices = config.choices ?? [];
  return {
    ...config,
    endpoint,
    kind,
    noun: { one: noun, many: nouns },
    statuses,
    deletedText: deleted,
    choices: statuses ? [statusFilter(statuses), ...choices] : choices,
  };
}

/**
 * One paged lead list for every kind: search, filters and a date range in the address, the server's
 * total, CSV export of the filtered view, newest first a page at a time ("Show more", or on its own as
 * the end of the list scrolls into view), and status, delete, details and a link to each lead's page.
 */
export function LeadList<T extends ListedLead>({ config }: { config: LeadListConfig<T> }) {
  const choices = config.choices ?? [];
  const { filters, setFilter, clear, active } = useLeadFilters(choices);
  const search = useSearchDraft(filters.q ?? '', (q) => setFilter('q', q));
  const query = useLeadPage<T>(config.endpoint, filters);
  const sourceOptions = useSourceOptions(
    choices.some((choice) => choice.param === 'source'),
    filters.source,
  );
  const { items, total } = query;
  // A broad search stops counting at a thousand: "1,000+".
  const capped = query.data?.pages[0]?.totalCapped === true;
  const totalText = `${groupDigits(total)}${capped ? '+' : ''}`;
  const summary = useLeadsSummary();
  const kindOf = (item: T) => (typeof config.kind === 'function' ? config.kind(item) : config.kind);
  const mutations = useLeadMutations(
    config.endpoint,
    typeof config.kind === 'string' ? config.kind : '',
    config.deletedText ?? '',
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? undefined : items.find((item) => item.id === openId);
  const responseHours = summary.data?.responseHours;
  const { one, many } = config.noun;

  const tools: LeadTools<T> = {
    statusControl: (item) =>
      config.statuses && item.status ? (
        <StatusSelect
          label="Status"
          value={mutations.pendingStatus(item.id) ?? item.status}
          options={config.statuses}
          disabled={mutations.isSaving}
          onChange={(status) => mutations.setStatus(item.id, status)}
        />
      ) : null,
    deleteButton: (item, label = 'Delete') =>
      config.deletedText ? (
        <IconButton
          label={label}
          icon={Trash2}
          tone="danger"
          disabled={mutations.isDeleting(item.id)}
          onClick={() => confirmDelete(one) && mutations.destroy(item.id)}
        />
      ) : null,
    openLink: (item) => (
      <Link
        to={leadPath(kindOf(item), item.id)}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 border border-line px-3 text-xs text-white/80 transition-colors hover:border-accent/70 hover:text-white"
      >
        Open
        <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
      </Link>
    ),
    detailsButton: (item) =>
      config.details ? (
        <IconButton label="View details" icon={Eye} onClick={() => setOpenId(item.id)} />
      ) : null,
    overdue: (item) =>
      responseHours !== undefined &&
      item.status &&
      isOverdue({ status: item.status, createdAt: item.createdAt }, responseHours) ? (
        <OverdueBadge hours={responseHours} />
      ) : null,
    isDeleting: (item) => mutations.isDeleting(item.id),
  };

  const count = query.data ? `${totalText} ${total === 1 && !capped ? one : many}` : '';
  const description =
    typeof config.description === 'function'
      ? query.data
        ? config.description(totalText, total)
        : undefined
      : config.description;

  return (
    <AdminSection title={config.title} description={description}>
      <ListToolbar
        search={search}
        searchPlaceholder={config.searchPlaceholder}
        choices={choices.map((choice) => ({
          label: choice.label,
          all: choice.all,
          options: choice.param === 'source' ? sourceOptions : choice.options,
          value: filters[choice.param] ?? '',
          onChange: (value) => setFilter(choice.param, value),
        }))}
        range={{ from: filters.from ?? '', to: filters.to ?? '', onChange: setFilter }}
        count={count}
        onClear={active ? clear : undefined}
        actions={
          <CsvExportButton
            href={`${config.endpoint}/export.csv${pageSearch({ ...filters })}`}
            fileBase={config.fileBase}
            disabled={!query.data || total === 0}
          />
        }
      />
      <ListState
        query={{ isPending: query.isPending, isError: query.isError && !query.data, refetch: query.refetch }}
        what={many}
        empty={items.length > 0 ? null : active ? 'Nothing matches the search or filter.' : config.empty}
        footer={
          config.totalLabel && query.data ? <ListTotal label={config.totalLabel} count={totalText} /> : null
        }
      >
        <div
          aria-busy={query.isFetching}
          className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {config.render(items, tools)}
        </div>
        <ShowMore list={query} capped={capped} nouns={[one, many]} />
      </ListState>
      {config.details && (
        <Dialog
          open={open !== undefined}
          onOpenChange={(o) => !o && setOpenId(null)}
          title={open ? config.details.title(open) : config.title}
          className={config.details.wide ? 'max-w-3xl' : undefined}
        >
          {open && (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-center gap-3">
                {open.status && <StatusBadge status={open.status} />}
                {tools.overdue(open)}
                {tools.statusControl(open)}
                <span className="text-xs text-mist">Received {formatDateTime(open.createdAt)}</span>
                <span className="sm:ml-auto">{tools.openLink(open)}</span>
              </div>
              {config.details.body(open)}
            </div>
          )}
        </Dialog>
      )}
    </AdminSection>
  );
}
