import { useQuery } from '@tanstack/react-query';
import { Trash2, Webhook } from 'lucide-react';
import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { AdminSection, EmptyState } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import type { Column } from '../components/data-table';
import { actionsColumn, nameColumn, QueryTable, SendAgainButton } from '../components/query-table';
import { formatWhen } from '../components/when';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { useAdminMutation } from '../lib/admin-api';
import { WEBHOOKS_ENDPOINT, WebhookForm } from './webhook-form';

export const head = adminHead('Webhooks');

const DELIVERIES = `${WEBHOOKS_ENDPOINT}/deliveries`;
const SUMMARY = `${WEBHOOKS_ENDPOINT}/summary`;
const stateTone: Record<WebhookDelivery['state'], BadgeTone> = {
  delivered: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** Endpoints other systems are told of changes at, and the log of what was posted to them. */
export default function WebhooksPage() {
  const endpoints = useQuery<WebhookEndpoint[]>({ queryKey: [WEBHOOKS_ENDPOINT] });
  const deliveries = useQuery<WebhookDelivery[]>({ queryKey: [DELIVERIES] });
  const toggle = useAdminMutation<WebhookEndpoint>({
    method: 'PATCH',
    path: (e) => `${WEBHOOKS_ENDPOINT}/${e.id}`,
    body: (e) => ({ enabled: !e.enabled }),
    invalidate: [[WEBHOOKS_ENDPOINT], [SUMMARY]],
    failure: 'Failed to change the endpoint',
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${WEBHOOKS_ENDPOINT}/${id}`,
    invalidate: [[WEBHOOKS_ENDPOINT], [DELIVERIES], [SUMMARY]],
    success: 'Endpoint deleted',
    failure: 'Failed to delete the endpoint',
  });
  const replay = useAdminMutation<number>({
    method: 'POST',
    path: (id) => `${DELIVERIES}/${id}/replay`,
    invalidate: [[DELIVERIES]],
    success: 'Event queued to send again',
    failure: 'Failed to replay the event',
  });
  const urlOf = (id: number) => endpoints.data?.find((e) => e.id === id)?.url ?? `Endpoint ${id}`;

  const endpointColumns: Column<WebhookEndpoint>[] = [
    nameColumn(
      'Endpoint',
      (e) => e.url,
      (e) => [e.description, e.events.join(', ')].filter(Boolean).join(' · '),
      { name: 'break-all font-mono text-sm' },
    ),
    {
      header: 'State',
      cell: (e) =>
        e.enabled ? (
          <Badge tone={e.failingSince ? 'yellow' : 'green'}>
            {e.failingSince ? `Failing since ${formatWhen(e.failingSince)}` : 'Enabled'}
          </Badge>
        ) : (
          <Badge tone="red">{e.disabledForFailureAt ? 'Disabled: failed 3 days' : 'Disabled'}</Badge>
        ),
    },
    actionsColumn((e) => (
      <div className="flex gap-2 md:justify-end">
        <Button variant="outline" size="sm" onClick={() => toggle.mutate(e)} disabled={toggle.isPending}>
          {e.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${e.url}`}
          onClick={() => confirmDelete('webhook endpoint') && remove.mutate(e.id)}
        >
          <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
        </Button>
      </div>
    )),
  ];

  const deliveryColumns: Column<WebhookDelivery>[] = [
    nameColumn(
      'Event',
      (d) => d.type,
      (d) => urlOf(d.endpointId),
      { name: 'font-mono text-sm', note: 'break-all' },
    ),
    { header: 'Queued', cell: (d) => formatWhen(d.createdAt), className: 'whitespace-nowrap' },
    {
      header: 'Result',
      cell: (d) => (
        <div className="flex flex-col gap-1">
          <Badge tone={stateTone[d.state]}>{d.state}</Badge>
          <span className="text-xs text-mist">
            {d.lastStatus ?? (d.attempts ? 'No answer' : 'Not tried yet')}
            {d.lastDurationMs !== null && ` · ${d.lastDurationMs} ms`} · {d.attempts} attempt
            {d.attempts === 1 ? '' : 's'}
            {d.nextAttemptAt && d.attempts > 0 && ` · next ${formatWhen(d.nextAttemptAt)}`}
          </span>
          {d.lastResponse && d.state !== 'delivered' && (
            <span className="break-all text-xs text-red-200/80">{d.lastResponse.slice(0, 160)}</span>
          )}
        </div>
      ),
    },
    actionsColumn((d) => (
      <SendAgainButton
        send={replay}
        id={d.id}
        label="Replay"
        ariaLabel={`Replay ${d.type} to ${urlOf(d.endpointId)}`}
      />
    )),
  ];

  return (
    <AdminPage
      title="Webhooks"
      description="Other systems are told of new leads, status changes, cars and bookings as they happen: a signed JSON POST (Standard Webhooks), retried for about a day. An endpoint failing for three days is disabled."
    >
      <AdminSection title="Add an endpoint">
        <WebhookForm />
      </AdminSection>
      <AdminSection title="Endpoints">
        <QueryTable
          query={endpoints}
          rows={endpoints.data}
          loading="Loading endpoints..."
          what="the endpoints"
          empty={
            <EmptyState icon={<Webhook className="h-6 w-6 text-mist" aria-hidden="true" />}>
              No endpoints yet.
            </EmptyState>
          }
          columns={endpointColumns}
          rowKey={(e) => e.id}
          caption="Webhook endpoints"
        />
      </AdminSection>
      <AdminSection title="Deliveries" description="The newest 200, with the receiver's answer.">
        <QueryTable
          query={deliveries}
          rows={deliveries.data}
          loading="Loading deliveries..."
          what="the deliveries"
          empty="Nothing has been sent yet."
          columns={deliveryColumns}
          rowKey={(d) => d.id}
          caption="Webhook deliveries"
        />
      </AdminSection>
    </AdminPage>
  );
}
