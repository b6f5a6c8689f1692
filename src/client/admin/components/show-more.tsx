import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { groupDigits } from '../../../shared/format';
import { Button } from '../../components/ui/button';

/** What ShowMore reads of a paged list (`usePagedList`). */
export type PagedQuery = {
  items: readonly unknown[];
  total: number;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The end of a paged list: "Showing n of total", a "Show more" button, and a watcher that presses it
 * when the end of the list comes near the view. A failed page says so and waits for a click instead of
 * retrying by itself.
 */
export function ShowMore({
  list,
  capped,
  nouns,
}: {
  list: PagedQuery;
  /** The server stopped counting at `total` (a broad search): shown as "1,000+". */
  capped?: boolean;
  /** The counted thing, one and many: ['vehicle', 'vehicles']. */
  nouns: readonly [string, string];
}) {
  const { total, hasNextPage: hasMore, isFetchingNextPage: loading, isFetchNextPageError: failed } = list;
  const shown = list.items.length;
  const onMore = () => void list.fetchNextPage();
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  const auto = hasMore && !loading && !failed;

  // A new watcher after each page: its first report says whether the end is still in view (a tall
  // screen, a short page), and then the next page follows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-arms the watcher after each page.
  useEffect(() => {
    const target = end.current;
    if (!auto || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto, shown]);

  if (list.isPending || total === 0) return null;
  return (
    <div ref={end} className="mt-6 flex flex-col items-center gap-3">
      <p className="text-xs text-mist tabular-nums" aria-live="polite">
        Showing {groupDigits(shown)} of {groupDigits(total)}
        {capped && '+'} {total === 1 && !capped ? nouns[0] : nouns[1]}
      </p>
      {failed && (
        <p role="alert" className="text-sm text-red-200">
          Could not load more {nouns[1]}.
        </p>
      )}
      {hasMore && (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading && (
            <LoaderCircle className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
          {loading ? 'Loading...' : failed ? 'Try again' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
