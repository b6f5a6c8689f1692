import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
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

/**
 * A row's first column: what it is, in white, over a note in grey (an e-mail's subject over its address,
 * a key's name over its prefix), spanning the card on phones. `look` adds classes to either line.
 */
export const nameColumn = <T,>(
  header: string,
  name: (row: T) => ReactNode,
  note: (row: T) => ReactNode,
  look: { name?: string; note?: string } = {},
): Column<T> => ({
  header,
  bare: true,
  cell: (row) => (
    <div className="min-w-0">
      <p className={cn('text-white', look.name)}>{name(row)}</p>
      <p className={cn('text-xs text-mist', look.note)}>{note(row)}</p>
    </div>
  ),
});

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
