import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { groupDigits } from '../../../shared/format';
import {
  type OutboxList,
  type OutboxMail,
  type OutboxState,
  outboxStates,
} from '../../../shared/schemas/outbox';
import { cn } from '../../components/ui/cn';
import { AdminSection, EmptyState } from '../components/admin-section';
import type { Column } from '../components/data-table';
import { actionsColumn, nameColumn, QueryTable, SendAgainButton } from '../components/query-table';
import { formatWhen } from '../components/when';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useAdminMutation } from '../lib/admin-api';
import { OUTBOX_ENDPOINT, OUTBOX_SUMMARY_ENDPOINT } from './use-outbox-summary';

export const head = adminHead('Outbox');

const stateLabels: Record<OutboxState, string> = { failed: 'Failed', pending: 'Waiting to send' };

/** A mail's kind as staff read it: "lead-reply" → "Lead reply". */
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');

/**
 * E-mails not yet delivered: those that failed after every attempt (with the server's error and a Retry
 * button) and those still being tried. Nothing a customer was promised vanishes without staff seeing it.
 */
export default function OutboxPage() {
  const [state, setState] = useState<OutboxState>('failed');
  const query = useQuery<OutboxList>({ queryKey: [`${OUTBOX_ENDPOINT}?state=${state}`] });
  const retry = useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${OUTBOX_ENDPOINT}/${id}/retry`,
    invalidate: [
      [`${OUTBOX_ENDPOINT}?state=failed`],
      [`${OUTBOX_ENDPOINT}?state=pending`],
      [OUTBOX_SUMMARY_ENDPOINT],
    ],
    success: 'E-mail queued to send again',
    failure: 'Failed to retry the e-mail',
  });
  const summary = query.data?.summary;

  const columns: Column<OutboxMail>[] = [
    nameColumn(
      'E-mail',
      (mail) => mail.subject,
      (mail) => `To ${mail.to} · ${kindLabel(mail.kind)}`,
      { name: 'truncate font-medium', note: 'truncate' },
    ),
    { header: 'Queued', cell: (mail) => formatWhen(mail.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Attempts',
      cell: (mail) => <span className="tabular-nums">{mail.attempts}</span>,
      className: 'md:text-right',
    },
    {
      header: state === 'failed' ? 'Error' : 'Next attempt',
      cell: (mail) =>
        state === 'failed' ? (
          <span className="break-words text-red-200">{mail.lastError ?? 'Unknown error'}</span>
        ) : (
          <span className="text-mist">
            {mail.nextAttemptAt ? formatWhen(mail.nextAttemptAt) : '–'}
            {mail.lastError && (
              <span className="block text-xs text-red-200/80">Last error: {mail.lastError}</span>
            )}
          </span>
        ),
      className: 'md:max-w-md',
    },
    actionsColumn((mail) => (
      <SendAgainButton
        send={retry}
        id={mail.id}
        label={state === 'failed' ? 'Retry' : 'Send now'}
        ariaLabel={`Retry ${mail.subject} to ${mail.to}`}
      />
    )),
  ];

  return (
    <AdminPage
      title="Outbox"
      description="E-mails to customers and staff that have not been delivered yet. Each is tried again and again (by default eight times over about four hours) before it is marked failed."
    >
      <AdminSection
        title={stateLabels[state]}
        description={
          summary
            ? `${groupDigits(summary.failed)} failed · ${groupDigits(summary.pending)} waiting to send`
            : undefined
        }
        actions={
          <fieldset className="inline-flex border border-line">
            <legend className="sr-only">Show</legend>
            {outboxStates
              .slice()
              .reverse()
              .map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={state === option}
                  onClick={() => setState(option)}
                  className={cn(
                    'h-9 cursor-pointer px-3 text-xs uppercase tracking-[0.14em] transition-colors',
                    state === option ? 'bg-white text-ink' : 'text-mist hover:text-white',
                  )}
                >
                  {option === 'failed' ? 'Failed' : 'Waiting'}
                </button>
              ))}
          </fieldset>
        }
      >
        <QueryTable
          query={query}
          rows={query.data?.items}
          loading="Loading e-mails..."
          what="the outbox"
          empty={
            <EmptyState icon={<MailCheck className="h-6 w-6 text-emerald-300" aria-hidden="true" />}>
              {state === 'failed'
                ? 'No failed e-mails. Everything has been delivered or is on its way.'
                : 'Nothing is waiting to be sent.'}
            </EmptyState>
          }
          columns={columns}
          rowKey={(mail) => mail.id}
          caption={state === 'failed' ? 'E-mails that failed to send' : 'E-mails waiting to be sent'}
        />
      </AdminSection>
    </AdminPage>
  );
}
