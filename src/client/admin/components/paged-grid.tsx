import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

/**
 * The grid of a paged list's cards. While a new search loads, the previous cards stay on screen,
 * dimmed and marked busy, instead of a blank grid.
 */
export function PagedGrid({
  list,
  columns,
  label,
  children,
}: {
  list: { isPlaceholderData: boolean };
  /** The column counts and gap at each width. */
  columns: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <ul
      className={cn('grid transition-opacity', columns, list.isPlaceholderData && 'opacity-60')}
      aria-label={label}
      aria-busy={list.isPlaceholderData}
    >
      {children}
    </ul>
  );
}
