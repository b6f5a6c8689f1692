import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Sparkles } from 'lucide-react';
import { formatPrice, groupDigits, vehicleTitle } from '../../../../shared/format';
import type { NewMatches as NewMatchesData } from '../../../../shared/schemas/waitlist';
import { cn } from '../../../components/ui/cn';
import { getJson } from '../../../lib/api';
import { Link } from '../../lib/nav';
import { Thumb } from '../media/thumb';
import { formatWhen } from '../when';
import { acquisitionPath, NEW_MATCHES_ENDPOINT } from './waitlist-keys';

const LATEST = 5;

/**
 * The Overview's acquisition matches: how many cars fit a client's open request and have not been sent
 * to them yet, and the latest few, each opening its request to send it.
 */
export function NewMatches() {
  const query = useQuery<NewMatchesData>({
    queryKey: [NEW_MATCHES_ENDPOINT, { limit: LATEST }],
    queryFn: () => getJson<NewMatchesData>(`${NEW_MATCHES_ENDPOINT}?limit=${LATEST}`),
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
  const data = query.data;
  const total = data?.total;
  return (
    <section aria-labelledby="overview-matches">
      <h3 id="overview-matches" className="mb-3 text-[11px] uppercase tracking-[0.18em] text-mist">
        Acquisition matches
      </h3>
      <div className={cn('border border-line bg-ink-2', (total ?? 0) > 0 && 'border-accent/50')}>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-5 pb-4">
          <Sparkles className="h-4 w-4 self-center text-accent" aria-hidden="true" />
          <span className="text-3xl font-light tabular-nums text-white">
            {total === undefined ? (query.isPending ? '…' : '–') : groupDigits(total)}
          </span>
          <span className="text-xs text-mist">
            new {total === 1 ? 'match' : 'matches'}
            {data && data.requests > 0 && (
              <>
                {' '}
                for {groupDigits(data.requests)} {data.requests === 1 ? 'client' : 'clients'}, not sent yet
              </>
            )}
          </span>
        </div>
        {query.isError && (
          <p role="alert" className="border-t border-line px-5 py-3 text-sm text-red-200">
            Could not load the matches.{' '}
            <button type="button" onClick={() => query.refetch()} className="cursor-pointer underline">
              Try again
            </button>
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="border-t border-line px-5 py-3 text-sm text-mist">
            No car waits to be sent: each match shows here when a listed car fits a client's request.
          </p>
        )}
        {data && data.items.length > 0 && (
          <ul className="divide-y divide-line border-t border-line" aria-label="Latest matches">
            {data.items.map((item) => (
              <li key={`${item.acquisitionId}-${item.car.id}`}>
                <Link
                  to={acquisitionPath(item.acquisitionId)}
                  className="group flex items-center gap-4 px-5 py-3 hover:bg-white/[0.03]"
                >
                  <Thumb src={item.car.image} className="aspect-[16/10] w-20 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-white">
                      {vehicleTitle(item.car)}{' '}
                      <span className="tabular-nums text-accent">{formatPrice(item.car.price)}</span>
                    </span>
                    <span className="block truncate text-xs text-mist">
                      for {item.name} · <time dateTime={item.matchedAt}>{formatWhen(item.matchedAt)}</time>
                    </span>
                  </span>
                  <ArrowUpRight
                    className="h-4 w-4 shrink-0 text-mist group-hover:text-accent"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
