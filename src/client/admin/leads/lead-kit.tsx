import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BadgeTone } from '../../components/ui/badge';
import { Badge } from '../../components/ui/badge';
import { EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import { statusLabel } from '../components/status-select';
import { readAgain, useAdminMutation } from '../lib/admin-api';
import { INBOX_ENDPOINT, SUMMARY_ENDPOINT } from './use-lead-page';

/** Badge colours by status; anything else is grey (SPEC §4). */
const tones: Record<string, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  'in-progress': 'yellow',
  completed: 'green',
  resolved: 'green',
  approved: 'green',
  rejected: 'red',
  declined: 'red',
};
export const statusTone = (status: string): BadgeTone => tones[status] ?? 'grey';

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}

/** Marks a lead still 'new' past the response time, so it cannot go unnoticed in a long list. */
export function OverdueBadge({ hours }: { hours: number }) {
  return (
    <span
      title={`Still new after ${hours} ${hours === 1 ? 'hour' : 'hours'}`}
      className="inline-block border border-red-400/60 bg-red-500/20 px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.2em] text-red-200"
    >
      Overdue
    </span>
  );
}

/**
 * Status change (saved at once) and delete for one kind of lead, with SPEC §8's failure texts.
 * `pendingStatus` shows the chosen value while it saves, so the dropdown does not jump back. After a
 * change every view that shows the lead is refreshed: its list (all filters), the inbox, the counts and
 * its own page.
 */
export function useLeadMutations(endpoint: string, kind: string, deletedText: string) {
  const queryClient = useQueryClient();
  const invalidate = [[endpoint], [INBOX_ENDPOINT], [SUMMARY_ENDPOINT]];
  const update = useAdminMutation<{ id: number; status: string }>({
    method: 'PATCH',
    path: ({ id }) => `${endpoint}/${id}`,
    body: ({ status }) => ({ status }),
    invalidate,
    success: 'Status updated',
    failure: 'Failed to update status',
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${endpoint}/${id}`,
    invalidate,
    success: deletedText,
    failure: 'Failed to delete',
  });
  const leadPage = (id: number) => ({ queryKey: [`${INBOX_ENDPOINT}/${kind}/${id}`] });
  const setStatus = (id: number, status: string) =>
    update.mutate({ id, status }, { onSuccess: () => readAgain(queryClient, leadPage(id)) });
  const destroy = (id: number) =>
    remove.mutate(id, { onSuccess: () => queryClient.removeQueries(leadPage(id)) });
  const pendingStatus = (id: number): string | undefined =>
    update.isPending && update.variables?.id === id ? update.variables.status : undefined;
  const isDeleting = (id: number) => remove.isPending && remove.variables === id;
  return { setStatus, destroy, pendingStatus, isDeleting, isSaving: update.isPending };
}

/** Loading, failure and empty states shared by the lead lists; renders `children` once there is data. */
export function ListState({
  query,
  what,
  empty,
  children,
  footer,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  what: string;
  /** What to say when there is nothing; null once there is something to show. */
  empty: ReactNode | null;
  children: ReactNode;
  /** Shown under the list once it has loaded, even when it is empty (e.g. the total). */
  footer?: ReactNode;
}) {
  if (query.isPending) return <LoadingRows label={`Loading ${what}...`} />;
  if (query.isError) return <LoadError what={what} onRetry={() => query.refetch()} />;
  return (
    <>
      {empty === null ? children : <EmptyState>{empty}</EmptyState>}
      {footer}
    </>
  );
}

/** The "Total …: n" line under a list. */
export function ListTotal({ label, count }: { label: string; count: number | string }) {
  return (
    <p className="mt-4 text-sm text-mist">
      {label}: <span className="text-white">{count}</span>
    </p>
  );
}

export const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();
