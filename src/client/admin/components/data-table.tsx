import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cell (e.g. widths, alignment on wide screens). */
  className?: string;
  /** On phones the cell spans the card without its header as a label (names, actions). */
  bare?: boolean;
};

/**
 * A table on wide screens that becomes a stack of cards on phones: one DOM, so nothing is rendered
 * twice. On phones each cell shows its column header as a small label.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Visually hidden description for screen readers. */
  caption: string;
}) {
  return (
    <table className="block w-full border-collapse text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        <tr className="border-b border-line">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'px-3 py-3 text-[11px] font-medium uppercase tracking-[0.16em] whitespace-nowrap text-mist first:pl-0 last:pr-0',
                column.className,
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="flex flex-col gap-2 border border-line bg-ink p-4 md:table-row md:border-0 md:border-b md:bg-transparent md:p-0 md:hover:bg-white/[0.025]"
          >
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                className={cn(
                  'align-top md:px-3 md:py-3 md:first:pl-0 md:last:pr-0',
                  !column.bare &&
                    'grid grid-cols-[7rem_1fr] gap-3 before:text-[11px] before:uppercase before:tracking-[0.14em] before:text-mist before:content-[attr(data-label)] md:table-cell md:before:content-none',
                  column.bare && 'md:table-cell',
                  column.className,
                )}
              >
                {column.bare ? column.cell(row) : <div className="min-w-0">{column.cell(row)}</div>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
