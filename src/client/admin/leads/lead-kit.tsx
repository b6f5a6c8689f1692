import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BadgeTone } from '../../components/ui/badge';
import { Badge } from '../../components/ui/badge';
import { EmptyState, LoadError, LoadingRows } from '../components/admin-section';
import { statusLabel } from '../components/status-select';
import { useAdminMutation } from '../lib/admin-api';

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

/** An admin list read: the key is the API path. */
export const useAdminList = <T,>(endpoint: string) => useQuery<T[]>({ queryKey: [endpoint] });

/**
 * Status change (saved at once) and delete for one kind of lead, with SPEC §8's failure texts.
 * `pendingStatus` shows the chosen value while it saves, so the dropdown does not jump back.
 */
export function useLeadMutations<S extends string>(endpoint: string, deletedText: string) {
  const update = useAdminMutation<{ id: number; status: S }>({
    method: 'PATCH',
    path: ({ id }) => `${endpoint}/${id}`,
    body: ({ status }) => ({ status }),
    invalidate: [[endpoint]],
    success: 'Status updated',
    failure: 'Failed to update status',
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${endpoint}/${id}`,
    invalidate: [[endpoint]],
    success: deletedText,
    failure: 'Failed to delete',
  });
  const pendingStatus = (id: number): S | undefined =>
    update.isPending && update.variables?.id === id ? update.variables.status : undefined;
  const isDeleting = (id: number) => remove.isPending && remove.variables === id;
  return { update, remove, pendingStatus, isDeleting };
}

/** Loading, failure and empty states shared by the lead lists; renders `children` once there is data. */
export function ListState({
  query,
  what,
  empty,
  children,
  footer,
}: {
  query: { isPending: boolean; isError: boolean; data?: unknown[]; refetch: () => unknown };
  what: string;
  empty: string;
  children: ReactNode;
  /** Shown under the list once it has loaded, even when it is empty (e.g. the total). */
  footer?: ReactNode;
}) {
  if (query.isPending) return <LoadingRows label={`Loading ${what}...`} />;
  if (query.isError) return <LoadError what={what} onRetry={() => query.refetch()} />;
  if (!query.data?.length)
    return (
      <>
        <EmptyState>{empty}</EmptyState>
        {footer}
      </>
    );
  return (
    <>
      {children}
      {footer}
    </>
  );
}

/** The "Total …: n" line under a list. */
export function ListTotal({ label, count }: { label: string; count: number }) {
  return (
    <p className="mt-4 text-sm text-mist">
      {label}: <span className="text-white">{count}</span>
    </p>
  );
}

/** The "nothing matches" line under a filtered list. */
export function NoMatches() {
  return <EmptyState>Nothing matches the search or filter.</EmptyState>;
}

export const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();
