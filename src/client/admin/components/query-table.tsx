import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState, LoadError, LoadingRows } from './admin-section';
import { type Column, DataTable } from './data-table';

/**
 * A list read from the API as a table: a loading line while it comes, a retry when it failed, the empty
 * state when there is nothing yet, else the table (admin screens: keys, outbox, webhooks, staff).
 */
export function QueryTable<T>({
  query,
  rows,
  loading,
  what,
  empty,
  ...table
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  rows: readonly T[] | undefined;
  /** The loading line's accessible name, e.g. "Loading keys...". */
  loading: string;
  /** What failed to load, e.g. "the keys". */
  what: string;
  /** The words (and icon) shown when there are no rows; a string becomes a plain empty state. */
  empty: ReactNode;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
}) {
  if (query.isPending) return <LoadingRows label={loading} />;
  if (query.isError || !rows) return <LoadError what={what} onRetry={() => query.refetch()} />;
  if (rows.length === 0) return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
  return <DataTable rows={rows} {...table} />;
}

/** The last column of a row: its buttons, labelled by their own names on phones, right-aligned when wide. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode): Column<T> => ({
  header: 'Actions',
  bare: true,
  className: 'md:text-right',
  cell,
});

/** A row's "send it again" button (an e-mail, a webhook event): busy only for the row being sent. */
export function SendAgainButton({
  send,
  id,
  label,
  ariaLabel,
}: {
  send: { isPending: boolean; variables: unknown; mutate: (id: number) => void };
  id: number;
  label: string;
  ariaLabel: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={send.isPending && send.variables === id}
      onClick={() => send.mutate(id)}
      aria-label={ariaLabel}
    >
      <RotateCw className="h-3.5 w-3.5" aria-hidden="true" />
      {label}
    </Button>
  );
}
