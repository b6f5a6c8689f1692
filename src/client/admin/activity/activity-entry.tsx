import { ArrowUpRight } from 'lucide-react';
import { type ActivityEntry, activityEntityLabel, leadKindOfEntity } from '../../../shared/schemas/activity';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Link } from '../lib/nav';

const sydney = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** "25 Nov 2026, 10:14:05 am", in Sydney whatever the viewer's clock says. */
export const sydneyTime = (iso: string) => sydney.format(new Date(iso));

/** "reset-password" → "Reset password", "2fa-enabled" → "2FA enabled". */
export const actionLabel = (action: string) => {
  const words = action.replace(/-/g, ' ').replace(/\b2fa\b/gi, '2FA');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const actionTone = (action: string): BadgeTone =>
  action === 'delete'
    ? 'red'
    : action === 'create' || action === 'upload'
      ? 'green'
      : action === 'status'
        ? 'blue'
        : action.includes('failed')
          ? 'yellow'
          : 'grey';

/** Screens that show a whole kind of record: where an entry of that kind is looked at. */
const screenOf: Record<string, string> = {
  'header-slides': '/admin/header-slides',
  'hero-slides': '/admin?tab=main-slider',
  testimonials: '/admin?tab=testimonials',
  'testimonial-settings': '/admin?tab=testimonials',
  'brand-logos': '/admin/brand-logos',
  'service-items': '/admin/services',
  'site-settings': '/admin/settings',
  'footer-settings': '/admin?tab=footer-settings',
  'auto-email-settings': '/admin?tab=auto-emails',
  'lead-settings': '/admin?tab=inbox',
  'hire-car-blockouts': '/admin/hire-cars',
  media: '/admin/media',
  outbox: '/admin/outbox',
  staff: '/admin/staff',
  account: '/admin/account',
};

/** Where the entry's record can be seen, if anywhere: a deleted record has no page any more. */
export function recordLink(entry: ActivityEntry): { to: string; label: string } | null {
  if (entry.action === 'delete') return null;
  const id = entry.entityId && /^\d+$/.test(entry.entityId) ? entry.entityId : null;
  const kind = leadKindOfEntity[entry.entity];
  if (kind && id) return { to: `/admin/leads/${kind}/${id}`, label: 'Open lead' };
  if (entry.entity === 'cars' && id) return { to: `/cars/${id}`, label: 'View car' };
  if (entry.entity === 'hire-cars' && id) return { to: `/hire/${id}`, label: 'View hire car' };
  if (entry.entity === 'pages' && id) return { to: `/admin/pages/${id}`, label: 'Open page' };
  const screen = screenOf[entry.entity];
  return screen ? { to: screen, label: `Open ${activityEntityLabel(entry.entity).toLowerCase()}` } : null;
}

/** One line of the log: when (Sydney), who, what to which record, and a link to the record. */
export function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const link = recordLink(entry);
  const who = entry.username || 'System';
  return (
    <li
      data-activity-entry={entry.id}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 border-b border-line px-3 py-3 md:grid-cols-[11.5rem_9rem_minmax(0,1fr)_auto] md:items-center"
    >
      <time
        dateTime={entry.createdAt}
        className="text-xs whitespace-nowrap text-mist tabular-nums md:text-[13px]"
      >
        {sydneyTime(entry.createdAt)}
      </time>
      <span className="col-start-2 row-start-1 min-w-0 truncate text-right text-sm text-white md:col-start-auto md:row-start-auto md:text-left">
        {who}
        {entry.userId === null && entry.username && <span className="sr-only"> (no account)</span>}
      </span>
      <span className="col-span-2 flex min-w-0 flex-col gap-1.5 md:col-span-1">
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={actionTone(entry.action)} className="px-2 py-0.5 tracking-[0.16em]">
            {actionLabel(entry.action)}
          </Badge>
          <span className="text-[11px] uppercase tracking-[0.14em] text-mist">
            {activityEntityLabel(entry.entity)}
            {entry.entityId && <span className="text-white/60"> · {entry.entityId}</span>}
          </span>
        </span>
        {entry.summary && <span className="text-sm break-words text-white/85">{entry.summary}</span>}
        {entry.ip && <span className="text-xs text-mist md:hidden">From {entry.ip}</span>}
      </span>
      <span className="col-span-2 flex items-center gap-3 md:col-span-1 md:justify-end">
        {entry.ip && <span className="hidden text-xs text-mist md:inline">{entry.ip}</span>}
        {link && (
          <Link
            to={link.to}
            aria-label={`${link.label} (${activityEntityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''})`}
            className="inline-flex h-8 shrink-0 items-center gap-1.5 border border-line px-3 text-xs text-white/80 transition-colors hover:border-accent/70 hover:text-white"
          >
            {link.label}
            <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        )}
      </span>
    </li>
  );
}
