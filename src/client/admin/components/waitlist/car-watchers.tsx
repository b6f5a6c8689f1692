import { useQuery } from '@tanstack/react-query';
import { BellRing, Trash2 } from 'lucide-react';
import type { CarWatcher, CarWatcherCounts } from '../../../../shared/car-watch';
import { formatDateTime, vehicleTitle } from '../../../../shared/format';
import { WATCHER_COUNT_IDS_MAX } from '../../../../shared/schemas/waitlist-watch';
import { Badge } from '../../../components/ui/badge';
import { getJson } from '../../../lib/api';
import { useAdminMutation } from '../../lib/admin-api';
import { EmptyState, LoadError, LoadingRows } from '../admin-section';
import { confirmDelete } from '../confirm';
import { IconButton } from '../icon-button';
import { batchByCar, CountDialogButton } from './card-batch';

type Counted = { watching: number; total: number };
type Titled = { id: number; year: number; make: string; model: string };

/** A car's watcher count; a page of cards asks in one request (GET /api/admin/cars/watchers/counts?ids=…). */
const countOf = batchByCar(
  WATCHER_COUNT_IDS_MAX,
  (ids) => getJson<CarWatcherCounts>(`/api/admin/cars/watchers/counts?ids=${ids.join(',')}`),
  (counts, id): Counted => counts[id] ?? { watching: 0, total: 0 },
);

export const carWatcherCountKey = (carId: number) => ['/api/admin/cars/watchers/counts', carId] as const;

/** "2 watching" beside a car in the admin inventory, opening the list of who asked to be told. */
export function CarWatchers({ car }: { car: Titled }) {
  const { data } = useQuery({ queryKey: carWatcherCountKey(car.id), queryFn: () => countOf(car.id) });
  // Nothing to show until someone has watched the car: most cards stay as they were.
  if (!data || data.total === 0) return null;
  const label =
    data.watching > 0
      ? `${data.watching} watching`
      : `${data.total} ${data.total === 1 ? 'watcher' : 'watchers'}`;
  return (
    <CountDialogButton
      icon={BellRing}
      label={label}
      ariaLabel={`${label}: see who is watching ${vehicleTitle(car)}`}
      className="px-3"
      title="Watchers"
      description={`${vehicleTitle(car)}: who asked to be told once when its price drops or it sells.`}
    >
      {() => <WatcherList carId={car.id} />}
    </CountDialogButton>
  );
}

function stateOf(w: CarWatcher): { label: string; tone: 'green' | 'accent' | 'grey'; at: string | null } {
  if (w.alertedAt)
    return {
      label: w.alertKind === 'sold' ? 'Sold alert sent' : 'Price drop alert sent',
      tone: 'accent',
      at: w.alertedAt,
    };
  if (w.unsubscribedAt) return { label: 'Unsubscribed', tone: 'grey', at: w.unsubscribedAt };
  return { label: 'Waiting', tone: 'green', at: null };
}

function WatcherList({ carId }: { carId: number }) {
  const listKey = [`/api/admin/cars/${carId}/watchers`];
  const { data, isPending, isError, refetch } = useQuery<CarWatcher[]>({ queryKey: listKey });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (watcherId) => `/api/admin/cars/${carId}/watchers/${watcherId}`,
    invalidate: [listKey, carWatcherCountKey(carId)],
    success: 'Watcher removed',
    failure: 'Failed to remove watcher',
  });
  if (isPending) return <LoadingRows rows={2} />;
  if (isError) return <LoadError what="the watchers" onRetry={() => refetch()} />;
  if (data.length === 0) return <EmptyState>Nobody is watching this car.</EmptyState>;
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Watchers">
      {data.map((w) => {
        const state = stateOf(w);
        return (
          <li key={w.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <a href={`mailto:${w.email}`} className="break-all text-sm text-white hover:text-accent">
                {w.email}
              </a>
              <p className="mt-1 text-xs text-mist">
                Since <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
              </p>
            </div>
            <div className="flex items-center gap-3">
              <div className="flex flex-col items-end gap-1">
                <Badge tone={state.tone}>{state.label}</Badge>
                {state.at && (
                  <time dateTime={state.at} className="text-xs text-mist">
                    {formatDateTime(state.at)}
                  </time>
                )}
              </div>
              <IconButton
                label={`Remove ${w.email}`}
                icon={Trash2}
                tone="danger"
                disabled={remove.isPending}
                onClick={() => confirmDelete('watcher') && remove.mutate(w.id)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
