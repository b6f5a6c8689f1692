import { formatDate, formatDateTime } from '../../../shared/format';
import type { Column } from '../components/data-table';
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
