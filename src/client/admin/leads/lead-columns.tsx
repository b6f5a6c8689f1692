import { formatDate, formatDateTime } from '../../../shared/format';
import { type Column, DataTable } from '../components/data-table';
import { StatusBadge } from './lead-kit';
import type { LeadTools, ListedLead } from './lead-list';

/** When it arrived, as a short date with the time on hover. */
export const receivedColumn = <T extends ListedLead>(header = 'Received'): Column<T> => ({
  header,
  cell: (row) => (
    <time
      dateTime={row.createdAt}
      title={formatDateTime(row.createdAt)}
      className="whitespace-nowrap text-white/85"
    >
      {formatDate(row.createdAt)}
    </time>
  ),
});

/**
 * The columns every lead table ends with: when it arrived, its status (and whether it is overdue), and
 * what staff can do with it.
 */
export function leadTailColumns<T extends ListedLead>(tools: LeadTools<T>): Column<T>[] {
  return [
    receivedColumn<T>(),
    {
      header: 'Status',
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-1.5">
          {row.status && <StatusBadge status={row.status} />}
          {tools.overdue(row)}
        </div>
      ),
    },
    actionsColumn(tools),
  ];
}

/** Status drop-down, the lead's page, details and delete: on the right on wide screens. */
export const actionsColumn = <T extends ListedLead>(
  tools: LeadTools<T>,
  deleteLabel?: (row: T) => string,
): Column<T> => ({
  header: 'Actions',
  bare: true,
  className: 'md:w-px',
  cell: (row) => (
    <div className="flex items-center gap-2 md:justify-end">
      {tools.statusControl(row)}
      {tools.openLink(row)}
      {tools.detailsButton(row)}
      {tools.deleteButton(row, deleteLabel?.(row))}
    </div>
  ),
});

/** A column of plain text, such as a type or an amount. */
export const textColumn = <T,>(header: string, text: (row: T) => string): Column<T> => ({
  header,
  cell: (row) => <span className="text-white/85">{text(row)}</span>,
});

/** Who a lead is, for the first cell of its table. */
export type Person = { name: string; email: string; phone?: string | null };

/** The first column of a lead table: who it is, with e-mail and phone underneath. */
export const personColumn = <T,>(header: string, personOf: (row: T) => Person): Column<T> => ({
  header,
  bare: true,
  cell: (row) => {
    const { name, email, phone } = personOf(row);
    return (
      <div className="min-w-0">
        <p className="font-medium text-white">{name}</p>
        <p className="truncate text-xs text-mist">{email}</p>
        {phone && <p className="text-xs text-mist">{phone}</p>}
      </div>
    );
  },
});

/**
 * A kind's `render` as a table: its own columns, then `tail` (by default when it arrived, its status
 * and what staff can do with it).
 */
export const leadTable =
  <T extends ListedLead>(
    caption: string,
    columns: Column<T>[],
    tail: (tools: LeadTools<T>) => Column<T>[] = leadTailColumns,
  ) =>
  (items: T[], tools: LeadTools<T>) => (
    <DataTable
      rows={items}
      rowKey={(row) => row.id}
      caption={caption}
      columns={[...columns, ...tail(tools)]}
    />
  );
