import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { readAgain, useAdminMutation } from '../lib/admin-api';
import { EmptyState } from './admin-section';
import { IconButton } from './icon-button';

export type Ordered = { id: number; order: number };

/** By order, then id: the order the server lists them in. */
export const byOrder = <T extends Ordered>(items: readonly T[]) =>
  [...items].sort((a, b) => a.order - b.order || a.id - b.id);

/** The order a new item gets so it lands at the end of the list. */
export const nextOrder = (items: readonly Ordered[]) =>
  items.length === 0 ? 0 : Math.max(...items.map((i) => i.order)) + 1;

/**
 * Moving an item swaps the order values of the two neighbours with two PATCH {order} calls (SPEC §4).
 * Two items that share an order value (e.g. both left at the default 0) would not change places by a
 * plain swap, so the lower one then gets the next value.
 */
export function useReorder(endpoint: string) {
  const queryClient = useQueryClient();
  const patch = useAdminMutation<{ id: number; order: number }>({
    method: 'PATCH',
    path: ({ id }) => `${endpoint}/${id}`,
    body: ({ order }) => ({ order }),
    invalidate: [],
    failure: 'Failed to reorder',
  });
  const [busy, setBusy] = useState(false);

  const move = async (items: readonly Ordered[], index: number, direction: -1 | 1) => {
    const other = index + direction;
    if (other < 0 || other >= items.length) return;
    const [upper, lower] = direction === -1 ? [items[index], items[other]] : [items[other], items[index]];
    const low = Math.min(upper.order, lower.order);
    const high = upper.order === lower.order ? low + 1 : Math.max(upper.order, lower.order);
    setBusy(true);
    try {
      await Promise.all([
        patch.mutateAsync({ id: upper.id, order: low }),
        patch.mutateAsync({ id: lower.id, order: high }),
      ]);
    } catch {
      // useAdminMutation has already told the user; the refetch below shows what was saved.
    } finally {
      await readAgain(queryClient, { queryKey: [endpoint] });
      setBusy(false);
    }
  };
  return { move, busy };
}

/**
 * An ordered list (slides, testimonials, logos, services…) with move up/down on every row: the first
 * cannot move up, the last cannot move down. `endpoint` is the admin collection path, also the list's
 * query key, e.g. "/api/admin/hero-slides".
 */
export function OrderedList<T extends Ordered>({
  items,
  endpoint,
  itemName,
  renderItem,
  actions,
  empty,
}: {
  items: readonly T[];
  endpoint: string;
  /** Short name of an item for screen readers, e.g. its title. */
  itemName: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  actions?: (item: T, index: number) => ReactNode;
  empty: ReactNode;
}) {
  const { move, busy } = useReorder(endpoint);
  const sorted = byOrder(items);
  if (sorted.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ol className="flex flex-col gap-2" aria-busy={busy}>
      {sorted.map((item, index) => (
        <li
          key={item.id}
          aria-label={itemName(item)}
          className="flex items-stretch gap-3 border border-line bg-ink p-3 transition-colors hover:border-white/20"
        >
          <div className="flex shrink-0 flex-col gap-1">
            <IconButton
              label="Move up"
              icon={ArrowUp}
              disabled={busy || index === 0}
              onClick={() => move(sorted, index, -1)}
              className="h-8 w-8"
            />
            <IconButton
              label="Move down"
              icon={ArrowDown}
              disabled={busy || index === sorted.length - 1}
              onClick={() => move(sorted, index, 1)}
              className="h-8 w-8"
            />
          </div>
          <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
          {actions && (
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
              {actions(item, index)}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
