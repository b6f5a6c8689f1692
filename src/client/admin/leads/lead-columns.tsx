import { Eye, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format';
import { confirmDelete } from '../components/confirm';
import type { Column } from '../components/data-table';
import { IconButton } from '../components/icon-button';
import { StatusBadge } from './lead-kit';

/** The columns every lead table ends with: when it arrived, its status, and what staff can do with it. */
export function leadTailColumns<T extends { id: number; createdAt: string; status: string }>(options: {
  statusControl: (row: T) => ReactNode;
  onView: (row: T) => void;
  isDeleting: (id: number) => boolean;
  onDelete: (row: T) => void;
  /** The noun in "Are you sure you want to delete this …?" */
  noun: string;
}): Column<T>[] {
  return [
    {
      header: 'Received',
      cell: (row) => (
        <time
          dateTime={row.createdAt}
          title={formatDateTime(row.createdAt)}
          className="whitespace-nowrap text-white/85"
        >
          {formatDate(row.createdAt)}
        </time>
      ),
    },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: 'Actions',
      bare: true,
      className: 'md:w-px',
      cell: (row) => (
        <div className="flex items-center gap-2 md:justify-end">
          {options.statusControl(row)}
          <IconButton label="View details" icon={Eye} onClick={() => options.onView(row)} />
          <IconButton
            label="Delete"
            icon={Trash2}
            tone="danger"
            disabled={options.isDeleting(row.id)}
            onClick={() => confirmDelete(options.noun) && options.onDelete(row)}
          />
        </div>
      ),
    },
  ];
}
