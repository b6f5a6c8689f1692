import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadKind } from '../../../shared/schemas/lead-desk';
import { toast } from '../../components/ui/toast';
import { apiJson } from '../../lib/api';
import { confirmDelete } from '../components/confirm';
import { readAgain, reasonOf, useAdminMutation } from '../lib/admin-api';
import { type EmailEvent, kindActions, leadKey } from './lead-meta';
import { INBOX_ENDPOINT } from './use-lead-page';

/**
 * What a lead's page changes: its status, its deletion, a failed e-mail sent again, a booking decided.
 * Each write brings every view of the lead up to date (its kind's list, the inbox, the counts, the lead
 * pages that list it), not only this page.
 */
export function useLeadWrites(
  kind: LeadKind,
  id: number,
  {
    leave,
    onRetried,
  }: {
    /** Leaves the page once the lead is deleted. */
    leave: () => void;
    onRetried: (event: EmailEvent) => void;
  },
) {
  const queryClient = useQueryClient();
  const actions = kindActions[kind];
  const ownKey = leadKey(kind, id);

  // Every view that shows this lead: its kind's list, the inbox, the counts, the lead pages (this one and
  // the earlier leads that list it).
  const refreshEverywhere = (except?: string) =>
    readAgain(queryClient, {
      predicate: ({ queryKey: [key] }) =>
        typeof key === 'string' &&
        key !== except &&
        (key === actions.endpoint || key.startsWith(INBOX_ENDPOINT)),
    });
  const status = useAdminMutation<string>({
    method: 'PATCH',
    path: () => `${actions.endpoint}/${id}`,
    body: (next) => ({ status: next }),
    invalidate: [],
    success: 'Status updated',
    failure: 'Failed to update status',
  });
  const remove = useAdminMutation<void>({
    method: 'DELETE',
    path: () => `${actions.endpoint}/${id}`,
    invalidate: [],
    success: actions.deleted,
    failure: 'Failed to delete',
  });
  const retry = useMutation({
    mutationFn: (event: EmailEvent) => apiJson<EmailEvent>('POST', `${ownKey[0]}/replies/${event.id}/retry`),
    onSuccess: (event) => {
      onRetried(event);
      void readAgain(queryClient, { queryKey: ownKey });
    },
    onError: (error) => {
      toast({
        title: 'Failed to retry',
        description: reasonOf(error, 'Please try again.'),
        variant: 'destructive',
      });
      void readAgain(queryClient, { queryKey: ownKey });
    },
  });

  /** The new status stays on screen while the lead is fetched again (with the change on its timeline). */
  const showStatus = (next: string) => {
    queryClient.setQueryData<LeadDetail>(
      ownKey,
      (d) => d && { ...d, summary: { ...d.summary, status: next }, overdue: false },
    );
    void refreshEverywhere();
  };

  return {
    /** The status being saved, while it is. */
    savingStatus: status.isPending ? status.variables : undefined,
    changeStatus: (next: string) => status.mutate(next, { onSuccess: () => showStatus(next) }),
    deleting: remove.isPending,
    /** Asks first, then deletes the lead and leaves its page. */
    deleteLead: () => {
      if (!confirmDelete(actions.noun)) return;
      remove.mutate(undefined, {
        onSuccess: () => {
          leave();
          // Not this page's own query: refetched now, it would show "Lead not found" on the way out.
          void refreshEverywhere(ownKey[0]);
        },
      });
    },
    /** Sends a failed e-mail again, one at a time. */
    retry: (event: EmailEvent) => {
      if (!retry.isPending) retry.mutate(event);
    },
    retryingId: retry.isPending ? (retry.variables?.id ?? null) : null,
    /** A booking was confirmed or declined: this lead and every view of it are read again. */
    bookingDecided: () => {
      void readAgain(queryClient, { queryKey: ownKey });
      void refreshEverywhere(ownKey[0]);
    },
  };
}
