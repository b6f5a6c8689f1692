import { useQuery } from '@tanstack/react-query';
import {
  ArrowUpRight,
  ClipboardList,
  FileText,
  Inbox,
  Landmark,
  type LucideIcon,
  MailWarning,
  Search,
  Users,
  Webhook,
} from 'lucide-react';
import { groupDigits } from '../../../../shared/format';
import { sydneyDay } from '../../../../shared/hire-booking';
import type { PageSummary } from '../../../../shared/schemas/content';
import type { InboxKind, LeadCounts } from '../../../../shared/schemas/lead-desk';
import { leadDashboardTabs } from '../../../../shared/schemas/leads';
import type { WebhookSummary } from '../../../../shared/schemas/webhooks';
import { cn } from '../../../components/ui/cn';
import { NewMatches } from '../../components/waitlist/new-matches';
import { useLeadsSummary } from '../../leads/use-lead-page';
import { Link } from '../../lib/nav';
import { useOutboxSummary } from '../../outbox/use-outbox-summary';
import { AgedStockCard } from './aged-stock-card';
import { QuickActions } from './quick-actions';
import { ResponseTime } from './response-time';

const card = 'border border-line bg-ink-2 transition-colors hover:border-white/30';
const caption = 'text-[11px] uppercase tracking-[0.18em]';
const countOf = (value: number | undefined, pending: boolean) =>
  value === undefined ? (pending ? '…' : '–') : groupDigits(value);

/** A count that opens the tab behind it (SPEC: counts of pages and subscribers). */
function Stat({
  label,
  value,
  icon: Icon,
  to,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  to: string;
}) {
  return (
    <Link to={{ search: to }} className={cn(card, 'group flex flex-col gap-4 p-5')}>
      <span className="flex items-center justify-between text-mist">
        <span className={caption}>{label}</span>
        <Icon className="h-4 w-4 group-hover:text-white" aria-hidden="true" />
      </span>
      <span className="text-3xl font-light tabular-nums text-white">{value}</span>
    </Link>
  );
}

const LEAD_KINDS: { kind: InboxKind; label: string; noun: string; icon: LucideIcon }[] = [
  { kind: 'contact', label: 'Contact enquiries', noun: 'contact enquiries', icon: Inbox },
  { kind: 'sell', label: 'Sell your car', noun: 'sell your car submissions', icon: ClipboardList },
  { kind: 'acquisition', label: 'Acquisitions', noun: 'acquisition requests', icon: Search },
  { kind: 'finance', label: 'Finance', noun: 'finance applications', icon: Landmark },
];

/**
 * One kind of lead: how many are new (the card opens its tab filtered to them), and below, how many are
 * overdue and how many came today, each opening the tab with that filter.
 */
function LeadKindCard({
  label,
  noun,
  icon: Icon,
  tab,
  counts,
  pending,
  today,
}: {
  label: string;
  noun: string;
  icon: LucideIcon;
  tab: string;
  counts: LeadCounts | undefined;
  pending: boolean;
  today: string;
}) {
  const overdue = counts?.overdue ?? 0;
  return (
    <div
      className={cn(
        card,
        'flex flex-col',
        (counts?.new ?? 0) > 0 && 'border-sky-500/40',
        overdue > 0 && 'border-red-400/50',
      )}
    >
      <Link to={{ search: `?tab=${tab}&status=new` }} className="group flex flex-col gap-4 p-5 pb-3">
        <span className="flex items-center justify-between text-mist">
          <span className={caption}>{label}</span>
          <Icon className="h-4 w-4 group-hover:text-white" aria-hidden="true" />
        </span>
        <span className="flex items-baseline gap-2">
          <span className="text-3xl font-light tabular-nums text-white">{countOf(counts?.new, pending)}</span>
          <span className="text-xs text-mist">new</span>
        </span>
      </Link>
      <span className="mt-auto flex items-center gap-4 border-t border-line px-5 py-2.5 text-xs">
        <Link
          to={{ search: `?tab=${tab}&status=new` }}
          className={cn('tabular-nums hover:underline', overdue > 0 ? 'text-red-300' : 'text-mist')}
        >
          {countOf(counts?.overdue, pending)} overdue<span className="sr-only"> {noun}</span>
        </Link>
        <Link
          to={{ search: `?tab=${tab}&from=${today}&to=${today}` }}
          className="tabular-nums text-mist hover:underline"
        >
          {countOf(counts?.today, pending)} today<span className="sr-only"> {noun}</span>
        </Link>
      </span>
    </div>
  );
}

/** Shown while any e-mail has failed for good, so a customer's reply never vanishes unnoticed. */
function FailedMailWarning() {
  const outbox = useOutboxSummary();
  const failed = outbox.data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <p
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border border-red-400/50 bg-red-500/10 px-4 py-3 text-sm text-red-100"
    >
      <MailWarning className="h-4 w-4 shrink-0 text-red-300" aria-hidden="true" />
      <span>
        {groupDigits(failed)} {failed === 1 ? 'e-mail has' : 'e-mails have'} failed to send.
      </span>
      <Link to="/admin/outbox" className="font-medium text-white underline underline-offset-4">
        Open the outbox
      </Link>
    </p>
  );
}

/** Shown while a webhook endpoint is disabled for failing three days, so an integration never stops unseen. */
function DisabledWebhooksWarning() {
  const summary = useQuery<WebhookSummary>({ queryKey: ['/api/admin/webhooks/summary'] });
  const disabled = summary.data?.disabled ?? [];
  if (disabled.length === 0) return null;
  return (
    <p
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border border-red-400/50 bg-red-500/10 px-4 py-3 text-sm text-red-100"
    >
      <Webhook className="h-4 w-4 shrink-0 text-red-300" aria-hidden="true" />
      <span>
        {disabled.length === 1
          ? `The webhook endpoint ${disabled[0].url} was disabled after failing for three days.`
          : `${disabled.length} webhook endpoints were disabled after failing for three days.`}
      </span>
      <Link to="/admin/webhooks" className="font-medium text-white underline underline-offset-4">
        Open webhooks
      </Link>
    </p>
  );
}

/** Overview: counts, the system note, what waits in each lead list, the response time, quick actions. */
export function OverviewTab() {
  const pages = useQuery<PageSummary[]>({ queryKey: ['/api/admin/pages'] });
  const summary = useLeadsSummary();
  const today = sydneyDay();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-light uppercase tracking-[0.2em] text-white">Overview</h2>
          <p className="mt-1 text-sm text-mist">
            Leads waiting for a first reply, and shortcuts to the other screens.
          </p>
        </div>
        <p
          role="status"
          className="inline-flex items-center gap-2 border border-emerald-500/30 bg-emerald-500/10 px-3 py-1.5 text-xs text-emerald-200"
        >
          <span className="relative flex h-2 w-2">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-400" />
          </span>
          System Operational
        </p>
      </div>

      <FailedMailWarning />
      <DisabledWebhooksWarning />

      <section aria-labelledby="overview-leads">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
          <h3 id="overview-leads" className={cn(caption, 'text-mist')}>
            Leads
          </h3>
          <Link
            to={{ search: '?tab=inbox' }}
            className="inline-flex items-center gap-1.5 text-xs text-white/80 underline-offset-4 hover:text-white hover:underline"
          >
            Open the inbox
            <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        </div>
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
          {LEAD_KINDS.map(({ kind, label, noun, icon }) => (
            <LeadKindCard
              key={kind}
              label={label}
              noun={noun}
              icon={icon}
              tab={leadDashboardTabs[kind]}
              counts={summary.data?.kinds[kind]}
              pending={summary.isPending}
              today={today}
            />
          ))}
        </div>
        {summary.isError && (
          <p role="alert" className="mt-3 text-sm text-red-200">
            Could not load the lead counts.{' '}
            <button type="button" onClick={() => summary.refetch()} className="cursor-pointer underline">
              Try again
            </button>
          </p>
        )}
      </section>

      <NewMatches />

      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="overview-site">
          <h3 id="overview-site" className={cn(caption, 'mb-3 text-mist')}>
            Site
          </h3>
          <div className="grid grid-cols-2 gap-3">
            <Stat
              label="Pages"
              value={countOf(pages.data?.length, pages.isPending)}
              icon={FileText}
              to="?tab=content"
            />
            <Stat
              label="Subscribers"
              value={countOf(summary.data?.subscribers.total, summary.isPending)}
              icon={Users}
              to={`?tab=${leadDashboardTabs.subscriber}`}
            />
          </div>
        </section>
        <div className="flex flex-col gap-4">
          <ResponseTime />
          <AgedStockCard />
        </div>
      </div>

      <QuickActions />
    </div>
  );
}
