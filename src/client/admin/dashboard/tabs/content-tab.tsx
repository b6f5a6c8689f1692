import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FilePlus2, Pencil } from 'lucide-react';
import type { Page } from '../../../../shared/schemas/content';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { AdminSection, EmptyState, LoadError, LoadingRows } from '../../components/admin-section';
import { Link } from '../../lib/nav';

/** Content: the pages (title and slug) with Edit, and New Page. */
export function ContentTab() {
  const query = useQuery<Page[]>({ queryKey: ['/api/admin/pages'] });
  const pages = query.data ?? [];
  return (
    <AdminSection
      title="Content"
      description="Extra pages of the website, such as policies or announcements."
      actions={
        <Link to="/admin/pages/new" className={buttonClass('primary', 'sm')}>
          <FilePlus2 className="h-4 w-4" aria-hidden="true" />
          New Page
        </Link>
      }
    >
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError what="pages" onRetry={() => query.refetch()} />
      ) : pages.length === 0 ? (
        <EmptyState>No pages yet</EmptyState>
      ) : (
        <ul className="divide-y divide-line border border-line bg-ink">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-white">
                  {page.title}
                  {page.published === false && <Badge tone="grey">Draft</Badge>}
                </p>
                <p className="truncate font-mono text-xs text-mist">/pages/{page.slug}</p>
              </div>
              <div className="flex items-center gap-2">
                {page.published !== false && (
                  <a
                    href={`/pages/${page.slug}`}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClass('ghost', 'sm', 'px-3')}
                    aria-label={`View ${page.title} on the site`}
                    title="View on the site"
                  >
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                )}
                <Link to={`/admin/pages/${page.id}`} className={buttonClass('outline', 'sm')}>
                  <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                  Edit
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
