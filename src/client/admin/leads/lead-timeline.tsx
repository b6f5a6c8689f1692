import {
  ArrowRightLeft,
  CalendarCheck,
  CarFront,
  CircleAlert,
  CircleCheck,
  Inbox,
  LoaderCircle,
  Mail,
  RotateCw,
  StickyNote,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { capitalize } from '../../../shared/format';
import { formatDay } from '../../../shared/hire-booking';
import type { LeadKind, TimelineEvent } from '../../../shared/schemas/lead-desk';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { statusLabel } from '../components/status-select';
import { useDisclosure } from '../components/use-disclosure';
import {
  type EmailEvent,
  formatWhen,
  isEmailEvent,
  isRetrying,
  kindActions,
  type Retries,
} from './lead-meta';

/** Sending a failed e-mail again: what is being retried, and how to ask for a retry. */
type MailRetry = {
  retries: Retries;
  onRetry: (event: EmailEvent) => void;
  /** The e-mail whose retry request is on its way to the server. */
  retryingId: string | null;
};

/**
 * The lead's history, oldest first: its arrival, each status change, notes and e-mails, each with who
 * and when. E-mails show how their delivery stands, and a failed one can be sent again at once.
 */
export function LeadTimeline({
  kind,
  events,
  ...retry
}: { kind: LeadKind; events: TimelineEvent[] } & MailRetry) {
  return (
    <ol className="relative flex flex-col gap-6 before:absolute before:top-2 before:bottom-2 before:left-[15px] before:w-px before:bg-line">
      {events.map((event) => (
        <li key={event.id} className="relative flex gap-4">
          <EventIcon event={event} />
          <div className="min-w-0 flex-1 pt-1">
            <EventBody kind={kind} event={event} retry={retry} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function EventIcon({ event }: { event: TimelineEvent }) {
  const { data } = event;
  const Icon =
    data.type === 'received'
      ? Inbox
      : data.type === 'status'
        ? ArrowRightLeft
        : data.type === 'note'
          ? StickyNote
          : data.type === 'booking'
            ? CalendarCheck
            : data.type === 'car-sent'
              ? CarFront
              : Mail;
  const failed = isEmailEvent(event) && event.mail?.state === 'failed';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 flex h-8 w-8 shrink-0 items-center justify-center border bg-ink-2',
        failed
          ? 'border-red-500/60 text-red-300'
          : data.type === 'received'
            ? 'border-accent/60 text-accent'
            : 'border-line text-white/70',
      )}
    >
      <Icon className="h-3.5 w-3.5" />
    </span>
  );
}

/** "by admin · 25 Nov 2026, 10:14 am" */
function Meta({ by, at, children }: { by?: string | null; at: string; children?: ReactNode }) {
  return (
    <p className="mt-1 text-xs text-mist">
      {children}
      {by && <>by {by} · </>}
      <time dateTime={at}>{formatWhen(at)}</time>
    </p>
  );
}

function EventBody({ kind, event, retry }: { kind: LeadKind; event: TimelineEvent; retry: MailRetry }) {
  if (isEmailEvent(event))
    return (
      <EmailEntry
        event={event}
        retrying={retry.retryingId === event.id || isRetrying(event, retry.retries)}
        onRetry={() => retry.onRetry(event)}
      />
    );
  const { data } = event;
  switch (data.type) {
    case 'received':
      return (
        <>
          <p className="text-sm text-white">
            {kind === 'subscriber' ? 'Subscribed' : `${capitalize(kindActions[kind].noun)} received`}
          </p>
          <Meta at={event.at}>through the website · </Meta>
        </>
      );
    case 'status':
      return (
        <>
          <p className="text-sm text-white">
            Status changed from {statusLabel(data.from)} to {statusLabel(data.to)}
          </p>
          <Meta by={event.by} at={event.at} />
        </>
      );
    case 'booking':
      return (
        <>
          <p className="text-sm text-white">
            Booking {data.decision} ({formatDay(data.start)} to {formatDay(data.end)})
          </p>
          <Meta by={event.by} at={event.at} />
        </>
      );
    case 'note':
      return (
        <>
          <p className="text-sm text-white">Note</p>
          <Meta by={event.by} at={event.at} />
          <p className="mt-2 border-l-2 border-accent/50 bg-white/[0.03] px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-white/85">
            {data.text}
          </p>
        </>
      );
    default:
      return null;
  }
}

/** How many lines of an e-mail show before "Show the whole e-mail". */
const PREVIEW_LINES = 4;

function EmailEntry({
  event,
  retrying,
  onRetry,
}: {
  event: EmailEvent;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { data, mail } = event;
  const automatic = data.type === 'email' && data.automatic;
  const whole = useDisclosure();
  // The preview is the first lines that say something; the blank lines between them wait for "Show".
  const full = data.body.trimEnd();
  const lines = full.split(/\r?\n/).filter((line) => line.trim());
  const preview = lines.slice(0, PREVIEW_LINES).join('\n');
  const long = lines.length > PREVIEW_LINES || preview.length > 400;
  const shown = whole.open || !long ? full : `${preview.slice(0, 400).trimEnd()}…`;

  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white">
        <span>
          {data.type === 'car-sent'
            ? `Sent ${data.car} to the client`
            : automatic
              ? 'Automatic reply'
              : 'E-mail'}
        </span>
        {mail && <DeliveryState mail={mail} retrying={retrying} />}
      </p>
      <Meta by={automatic ? null : event.by} at={event.at}>
        to <span className="break-all text-white/80">{data.to}</span> ·{' '}
      </Meta>
      <div className="mt-2 border border-line bg-ink">
        <p className="border-b border-line px-3 py-2 text-sm font-medium break-words text-white">
          {data.subject}
        </p>
        <p
          id={whole.regionId}
          className="px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-white/75"
        >
          {shown}
        </p>
        {long && (
          <button
            type="button"
            {...whole.buttonProps}
            className="w-full cursor-pointer border-t border-line px-3 py-2 text-left text-xs uppercase tracking-[0.16em] text-mist hover:text-white"
          >
            {whole.open ? 'Show less' : 'Show the whole e-mail'}
          </button>
        )}
      </div>
      {mail?.state === 'failed' && (
        <div
          role="alert"
          className="mt-2 flex flex-wrap items-center justify-between gap-3 border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          <span className="min-w-0 break-words">
            <span className="block">Not delivered{mail.error ? `: ${mail.error}` : '.'}</span>
            <span className="mt-0.5 block text-xs text-red-200/70">
              {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'} so far; it is tried again
              automatically.
            </span>
          </span>
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCw className={cn('h-3.5 w-3.5', retrying && 'animate-spin')} aria-hidden="true" />
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
      )}
    </>
  );
}

function DeliveryState({ mail, retrying }: { mail: NonNullable<EmailEvent['mail']>; retrying: boolean }) {
  const chip =
    'inline-flex items-center gap-1.5 border px-2 py-0.5 text-[10px] font-semibold uppercase tracking-[0.18em]';
  if (mail.state === 'sent')
    return (
      <span
        className={cn(chip, 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300')}
        title={mail.sentAt ? `Sent ${formatWhen(mail.sentAt)}` : undefined}
      >
        <CircleCheck className="h-3 w-3" aria-hidden="true" />
        Sent
      </span>
    );
  if (mail.state === 'pending' || retrying)
    return (
      <span className={cn(chip, 'border-white/20 bg-white/5 text-white/70')}>
        <LoaderCircle className="h-3 w-3 animate-spin" aria-hidden="true" />
        Sending…
      </span>
    );
  return (
    <span className={cn(chip, 'border-red-500/40 bg-red-500/10 text-red-300')}>
      <CircleAlert className="h-3 w-3" aria-hidden="true" />
      Failed
    </span>
  );
}
