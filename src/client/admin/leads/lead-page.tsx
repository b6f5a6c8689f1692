import { useQuery } from '@tanstack/react-query';
import { SearchX, Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import {
  DEFAULT_RESPONSE_HOURS,
  type LeadDetail,
  type LeadKind,
  leadKindLabels,
  replyDraft,
} from '../../../shared/schemas/lead-desk';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { StatusSelect } from '../components/status-select';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { Link, useLocation, useNavigate, useParams } from '../lib/nav';
import { BookingPanel } from './booking-panel';
import { LeadDetails } from './lead-details';
import { NoteForm, ReplyComposer } from './lead-forms';
import { OverdueBadge, StatusBadge } from './lead-kit';
import {
  type EmailEvent,
  fallbackBack,
  firstNameOf,
  formatWhen,
  hasMailInFlight,
  idFrom,
  isLeadKind,
  kinded,
  leadKey,
  quotedTextOf,
  type Retries,
  replySubjectOf,
  statusesOf,
} from './lead-meta';
import { LeadSource } from './lead-source';
import { LeadTimeline } from './lead-timeline';
import { RelatedLeads } from './related-leads';
import { useLeadsSummary } from './use-lead-page';
import { useLeadWrites } from './use-lead-writes';

export const head = adminHead('Lead');

/** How often the page looks again while an e-mail is on its way. */
const MAIL_POLL_MS = 3000;

/**
 * /admin/leads/{kind}/{id}: one lead with everything the visitor sent, earlier leads from the same
 * person, its timeline (status changes, notes, e-mails), and notes and replies added from here.
 */
export default function LeadPage() {
  const params = useParams();
  const kind = isLeadKind(params.kind) ? params.kind : null;
  const id = idFrom(params.id);
  const back = useBack(kind);

  if (kind === null || id === null) return <NotFound back={back} />;
  // A fresh page per lead: following an earlier lead's link starts with its own state.
  return <LeadScreen key={`${kind}/${id}`} kind={kind} id={id} back={back} />;
}

type Back = {
  to: string;
  label: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  go: () => void;
};

/**
 * Back returns to wherever staff came from (the inbox, a list with its filters and scroll position) by
 * going back in history; opened from a link in an e-mail there is no such place, so it goes to the inbox.
 */
function useBack(kind: LeadKind | null): Back {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  const to = fallbackBack(kind);
  const go = () => (hasHistory ? navigate(-1) : navigate(to));
  return {
    to,
    label: 'Back',
    go,
    onClick: (event) => {
      if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(-1);
    },
  };
}

function NotFound({ back }: { back: Back }) {
  return (
    <AdminPage title="Lead not found" back={back}>
      <div className="flex flex-col items-center gap-4 border border-dashed border-line px-6 py-16 text-center">
        <SearchX className="h-8 w-8 text-mist" aria-hidden="true" />
        <p className="max-w-md text-sm text-mist">
          There is no such lead. It may have been deleted, or the link is not complete.
        </p>
        <Link to="/admin/dashboard?tab=inbox" className={buttonClass('outline', 'sm')}>
          Go to the inbox
        </Link>
      </div>
    </AdminPage>
  );
}

function LeadScreen({ kind, id, back }: { kind: LeadKind; id: number; back: Back }) {
  const [retries, setRetries] = useState<Retries>({});
  const query = useQuery<LeadDetail>({
    queryKey: leadKey(kind, id),
    // Shown at once from the cache when there is one, and always brought up to date: someone else may
    // have noted or answered the lead since.
    refetchOnMount: 'always',
    // While an e-mail is on its way its state is looked at again until it is sent or has failed.
    refetchInterval: (q) => (hasMailInFlight(q.state.data, retries) ? MAIL_POLL_MS : false),
  });

  // 400: an address the server cannot read as a lead. Either way there is no such lead (any more).
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return <NotFound back={back} />;
  // A failed look again (while polling) keeps the lead on screen; only a first load that fails says so.
  if (!query.data)
    return (
      <AdminPage title={leadKindLabels[kind]} back={back}>
        {query.isError ? (
          <LoadError what="this lead" onRetry={() => query.refetch()} />
        ) : (
          <LoadingRows rows={4} label="Loading lead..." />
        )}
      </AdminPage>
    );
  return (
    <Lead
      kind={kind}
      id={id}
      detail={query.data}
      back={back}
      retries={retries}
      onRetried={(event) => setRetries((r) => ({ ...r, [event.id]: event.mail?.attempts ?? 0 }))}
    />
  );
}

function Lead({
  kind,
  id,
  detail,
  back,
  retries,
  onRetried,
}: {
  kind: LeadKind;
  id: number;
  detail: LeadDetail;
  back: Back;
  retries: Retries;
  onRetried: (event: EmailEvent) => void;
}) {
  const item = kinded(kind, detail.lead);
  const { summary } = detail;
  const leadsSummary = useLeadsSummary();
  const statuses = statusesOf(kind);
  const writes = useLeadWrites(kind, id, { leave: back.go, onRetried });
  const shownStatus = writes.savingStatus ?? summary.status;

  const received = formatWhen(summary.createdAt);
  const draft = {
    subject: replySubjectOf(item),
    body: replyDraft(firstNameOf(item), received, quotedTextOf(item)),
  };

  return (
    <AdminPage
      title={summary.name}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-[11px] font-medium uppercase tracking-[0.2em] text-accent">
            {item.kind === 'sell'
              ? item.lead.submissionType === 'consignment'
                ? 'Consignment'
                : 'Sell your car'
              : leadKindLabels[kind]}
          </span>
          <span>
            Received <time dateTime={summary.createdAt}>{received}</time>
          </span>
          {summary.status && <StatusBadge status={summary.status} />}
          {detail.overdue && (
            <OverdueBadge hours={leadsSummary.data?.responseHours ?? DEFAULT_RESPONSE_HOURS} />
          )}
        </span>
      }
      actions={
        <>
          {statuses && shownStatus && (
            <StatusSelect
              label="Status"
              value={shownStatus}
              options={statuses}
              disabled={writes.savingStatus !== undefined}
              onChange={writes.changeStatus}
              className="h-11 min-w-40 text-sm"
            />
          )}
          <Button
            variant="outline"
            size="md"
            onClick={writes.deleteLead}
            disabled={writes.deleting}
            className="hover:border-red-500/60 hover:bg-red-500/10 hover:text-red-200"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <LeadDetails item={item} linkedCarId={detail.linkedCarId} />
          <LeadSource source={summary.source} attribution={detail.attribution} />
          {item.kind === 'contact' && item.lead.bookingDates && (
            <BookingPanel leadId={id} onDecided={writes.bookingDecided} />
          )}
          {detail.related.length > 0 && <RelatedLeads detail={detail} />}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection title="Timeline">
            <LeadTimeline
              kind={kind}
              events={detail.timeline}
              retries={retries}
              onRetry={writes.retry}
              retryingId={writes.retryingId}
            />
          </AdminSection>
          <AdminSection title="Add a note">
            <NoteForm kind={kind} id={id} />
          </AdminSection>
          <AdminSection title="Reply by e-mail">
            <ReplyComposer kind={kind} id={id} to={detail.lead.email} initial={draft} />
          </AdminSection>
        </div>
      </div>
    </AdminPage>
  );
}
