import { formatDateTime } from '../../../shared/format';
import {
  anyLeadStatus,
  inboxKinds,
  type LeadSummary,
  leadKindLabels,
} from '../../../shared/schemas/lead-desk';
import { cn } from '../../components/ui/cn';
import { Link } from '../lib/nav';
import { StatusBadge } from './lead-kit';
import { type LeadListConfig, leadTab, sourceFilter, statusFilter } from './lead-list';
import { INBOX_ENDPOINT, leadPath } from './use-lead-page';

/** A quiet mark per kind, so a glance down the list tells the kinds apart. */
const kindDot: Record<string, string> = {
  contact: 'bg-sky-400',
  sell: 'bg-amber-400',
  acquisition: 'bg-violet-400',
  finance: 'bg-emerald-400',
};

const config: LeadListConfig<LeadSummary> = {
  endpoint: INBOX_ENDPOINT,
  kind: (lead) => lead.kind,
  title: 'Inbox',
  description: 'Every lead in one list, newest first. Open one to see its history and reply.',
  noun: { one: 'lead', many: 'leads' },
  searchPlaceholder: 'Search name, e-mail, phone, vehicle or message',
  choices: [
    {
      param: 'kind',
      label: 'Filter by kind',
      all: 'All kinds',
      options: inboxKinds.map((value) => ({ value, label: leadKindLabels[value] })),
    },
    statusFilter(anyLeadStatus),
    sourceFilter,
  ],
  fileBase: 'leads',
  empty: 'No leads yet.',
  render: (items, tools) => (
    <ul className="flex flex-col border-t border-line">
      {items.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`} data-lead-row={lead.kind}>
          <Link
            to={leadPath(lead.kind, lead.id)}
            className={cn(
              'grid gap-x-4 gap-y-1 border-b border-l-2 border-line px-3 py-3 transition-colors hover:bg-white/[0.03] focus-visible:bg-white/[0.05] focus-visible:outline-none',
              'grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[9.5rem_minmax(0,1fr)_auto_8.5rem] md:items-center',
              lead.status === 'new' ? 'border-l-sky-400' : 'border-l-transparent',
            )}
          >
            <span className="flex items-center gap-2 text-[11px] uppercase tracking-[0.14em] text-mist">
              <span
                aria-hidden="true"
                className={cn('h-1.5 w-1.5 shrink-0 rounded-full', kindDot[lead.kind])}
              />
              {leadKindLabels[lead.kind]}
            </span>
            <span className="col-span-2 row-start-2 min-w-0 md:col-span-1 md:row-start-auto">
              <span className="block truncate text-sm font-medium text-white">{lead.name}</span>
              <span className="block truncate text-xs text-mist">{lead.summary || lead.email}</span>
            </span>
            <span className="col-start-2 row-start-1 flex items-center justify-end gap-1.5 md:col-start-auto md:row-start-auto">
              {lead.status && <StatusBadge status={lead.status} />}
              {tools.overdue(lead)}
            </span>
            <time
              dateTime={lead.createdAt}
              className="col-span-2 text-xs whitespace-nowrap text-mist md:col-span-1 md:text-right"
            >
              {formatDateTime(lead.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  ),
};

/** Inbox: every kind of lead in one newest-first list, filtered by kind, status and source, searchable. */
export const { prefetch, Tab: LeadInbox } = leadTab(config);
