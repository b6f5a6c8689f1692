import { useQuery } from '@tanstack/react-query';
import type { OutboxSummary } from '../../../shared/schemas/outbox';

export const OUTBOX_ENDPOINT = '/api/admin/outbox';
export const OUTBOX_SUMMARY_ENDPOINT = '/api/admin/outbox/summary';

/** Failed and waiting mail counts, refreshed every minute so a failure shows on the Overview soon. */
export const useOutboxSummary = () =>
  useQuery<OutboxSummary>({ queryKey: [OUTBOX_SUMMARY_ENDPOINT], refetchInterval: 60_000 });
