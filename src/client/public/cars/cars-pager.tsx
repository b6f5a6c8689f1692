import { cn } from '../../components/ui/cn';
import { ChevronLeft, ChevronRight } from '../../components/ui/icons';
import { Link } from '../../lib/navigation';
import { type Listing, listingHref } from './cars-search';

/**
 * The pages to number: the first and last, and the current one with a neighbour either side; a gap
 * (null) stands for the pages skipped, so even 60 pages fit a phone's width.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1]);
  const shown = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const last = out[out.length - 1];
    // A gap of one page is shown as that page: a "…" would take the same room and say less.
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}

const cell =
  'inline-flex h-11 min-w-11 items-center justify-center border px-3 text-xs tracking-[0.15em] transition-colors';

/**
 * Numbered pages as plain links: each page has an address of its own, works without JavaScript and,
 * with it, moves as a client navigation.
 */
export function CarsPager({ listing, pages }: { listing: Listing; pages: number }) {
  if (pages <= 1) return null;
  const { page } = listing;
  const to = (n: number) => listingHref({ ...listing, page: n });
  const step = (n: number, label: string, Icon: typeof ChevronLeft, rel: 'prev' | 'next') =>
    n >= 1 && n <= pages ? (
      <Link
        to={to(n)}
        rel={rel}
        aria-label={label}
        className={cn(cell, 'border-line text-mist hover:border-white hover:text-white')}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </Link>
    ) : (
      <span className={cn(cell, 'border-line/50 text-white/20')} aria-hidden="true">
        <Icon className="h-4 w-4" />
      </span>
    );

  return (
    <nav aria-label="Pages" className="mt-14 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step(page - 1, 'Previous page', ChevronLeft, 'prev')}</li>
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="px-1 text-mist" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  cell,
                  n === page
                    ? 'border-white bg-white text-ink'
                    : 'border-line text-mist hover:border-white hover:text-white',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Next page', ChevronRight, 'next')}</li>
      </ul>
      <p className="text-[11px] uppercase tracking-[0.25em] text-mist">
        Page {Math.min(page, pages)} of {pages}
      </p>
    </nav>
  );
}
