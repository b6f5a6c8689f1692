import type { ReactNode } from 'react';
import { AdminSection, LoadError, LoadingRows } from './admin-section';

/**
 * An admin section whose content needs stored data: placeholder rows while it loads, and the failure
 * with a retry instead of a form that would overwrite what is stored with blanks.
 */
export function QuerySection({
  query,
  what,
  rows,
  title,
  description,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What failed to load, in "Could not load …". */
  what: string;
  /** How many placeholder rows stand in while it loads. */
  rows: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <AdminSection title={title} description={description}>
      {query.isPending ? (
        <LoadingRows rows={rows} />
      ) : query.isError ? (
        <LoadError what={what} onRetry={() => query.refetch()} />
      ) : (
        children
      )}
    </AdminSection>
  );
}
