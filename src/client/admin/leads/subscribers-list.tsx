import { formatDate, formatDateTime } from '../../../shared/format';
import type { Subscriber } from '../../../shared/schemas/leads';
import { DigestSettings } from './digest-settings';
import { actionsColumn, leadTable, receivedColumn } from './lead-columns';
import { fullName } from './lead-kit';
import { kindList, LeadList, type LeadListConfig, leadListPrefetch } from './lead-list';

const config = kindList<Subscriber>('subscriber', {
  title: 'Subscribers',
  description: 'People who asked for updates on new vehicles.',
  searchPlaceholder: 'Search name or e-mail',
  fileBase: 'subscribers',
  empty: 'No subscribers yet.',
  totalLabel: 'Total subscribers',
  render: leadTable(
    'Subscribers',
    [
      {
        header: 'Name',
        bare: true,
        cell: (s) => <span className="font-medium text-white">{fullName(s) || '—'}</span>,
      },
      {
        header: 'Email',
        cell: (s) => (
          <a href={`mailto:${s.email}`} className="break-all text-white/85 hover:text-accent">
            {s.email}
          </a>
        ),
      },
    ],
    (tools) => [
      {
        ...receivedColumn<Subscriber>('Subscribed'),
        // Those who left stay on the list (the consent history), marked with the day they left.
        cell: (s) => (
          <div className="flex flex-col gap-1">
            {receivedColumn<Subscriber>('Subscribed').cell(s)}
            {s.unsubscribedAt && (
              <time
                dateTime={s.unsubscribedAt}
                title={formatDateTime(s.unsubscribedAt)}
                className="whitespace-nowrap text-xs text-red-300"
              >
                Unsubscribed {formatDate(s.unsubscribedAt)}
              </time>
            )}
          </div>
        ),
      },
      // The e-mail names the button: "Delete" alone would not say whom, read out of context.
      actionsColumn(tools, (s) => `Delete ${s.email}`),
    ],
  ),
});

/** The standalone page's wording: the mailing list, its total in the heading's note (SPEC §2). */
const standalone: LeadListConfig<Subscriber> = {
  ...config,
  title: 'Mailing List',
  description: (count, total) => `Total: ${count} ${total === 1 ? 'subscriber' : 'subscribers'}`,
  totalLabel: undefined,
};

export const prefetch = leadListPrefetch(config);

/**
 * Subscribers: name, e-mail, subscribed date, delete and a total, paged, with search and export. The
 * dashboard tab and the standalone /admin/subscribers page are this one list.
 */
export function SubscribersList({ variant = 'tab' }: { variant?: 'tab' | 'page' }) {
  return (
    <>
      <DigestSettings />
      <LeadList config={variant === 'page' ? standalone : config} />
    </>
  );
}
