import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, CircleCheck, Send } from 'lucide-react';
import { formatPrice, vehicleTitle } from '../../../../shared/format';
import { desiredCarText } from '../../../../shared/lead-text';
import type { DesiredCar } from '../../../../shared/schemas/leads';
import type { AcquisitionMatch, MatchSent } from '../../../../shared/schemas/waitlist';
import { carPath } from '../../../../shared/vehicle-path';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../../lib/admin-api';
import { EmptyState, LoadError, LoadingRows } from '../admin-section';
import { Thumb } from '../media/thumb';
import { formatWhen } from '../when';
import { NEW_MATCHES_ENDPOINT, WAITING_ENDPOINT } from './waitlist-keys';

export const requestMatchesKey = (acquisitionId: number) => [
  `/api/admin/acquisitions/${acquisitionId}/matches`,
];

/**
 * The cars for sale that fit an acquisition request (photo, title, price, a link to the car's page), each
 * with "Send to client" until it has been sent. Read afresh whenever it is shown: cars come and go.
 */
export function AcquisitionMatches({
  acquisitionId,
  status,
  desiredCars,
}: {
  acquisitionId: number;
  status: string;
  desiredCars: DesiredCar[];
}) {
  const query = useQuery<AcquisitionMatch[]>({
    // The status is in the key so that reopening a request reads its new matches at once.
    queryKey: [...requestMatchesKey(acquisitionId), status],
    refetchOnMount: 'always',
    enabled: status !== 'completed',
  });
  const send = useAdminMutation<number, MatchSent>({
    method: 'POST',
    path: (carId) => `/api/admin/acquisitions/${acquisitionId}/matches/${carId}/send`,
    invalidate: [
      requestMatchesKey(acquisitionId),
      [`/api/admin/leads/acquisition/${acquisitionId}`],
      [NEW_MATCHES_ENDPOINT],
      [WAITING_ENDPOINT],
    ],
    success: { title: 'Sent to the client', description: 'The e-mail is on its way.' },
    failure: 'Failed to send to the client',
  });

  if (status === 'completed')
    return (
      <EmptyState>
        This request is completed, so no cars are matched to it. Reopen it to see matches.
      </EmptyState>
    );
  if (query.isPending) return <LoadingRows rows={2} label="Loading matching cars..." />;
  if (query.isError) return <LoadError what="the matching cars" onRetry={() => query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState>
        No car for sale fits this request yet. A car that does shows here as soon as it is listed.
      </EmptyState>
    );

  const position = new Map(desiredCars.map((car, i) => [car.id, { car, n: i + 1 }]));
  const fits = (ids: number[]) =>
    ids
      .map((id) => position.get(id))
      .filter((p) => p !== undefined)
      .map(({ car, n }) => `${String(n).padStart(2, '0')} ${desiredCarText(car)}`)
      .join(', ');

  return (
    <ul className="flex flex-col gap-3" aria-label="Matching cars">
      {query.data.map((match) => {
        const { car } = match;
        const title = vehicleTitle(car);
        const sending = send.isPending && send.variables === car.id;
        return (
          <li
            key={car.id}
            aria-label={title}
            className="flex flex-col gap-3 border border-line bg-ink p-3 min-[480px]:flex-row min-[480px]:items-center"
          >
            <Thumb src={car.images[0]} className="aspect-[16/10] w-full shrink-0 min-[480px]:w-32" />
            <div className="min-w-0 flex-1">
              <a
                href={carPath(car)}
                target="_blank"
                rel="noreferrer"
                className="group text-sm font-medium text-white hover:text-accent"
              >
                {title}
                <span className="sr-only"> (opens its page in a new tab)</span>
                <ArrowUpRight
                  className="ml-1 inline h-3.5 w-3.5 align-[-2px] text-mist group-hover:text-accent"
                  aria-hidden="true"
                />
              </a>
              <p className="mt-0.5 text-base font-light tabular-nums text-accent">{formatPrice(car.price)}</p>
              <p className="mt-1 text-xs text-mist">
                {fits(match.desiredCarIds) && <>Fits {fits(match.desiredCarIds)} · </>}
                matched <time dateTime={match.matchedAt}>{formatWhen(match.matchedAt)}</time>
              </p>
            </div>
            <div className="shrink-0">
              {match.sentAt ? (
                <span className="inline-flex items-center gap-1.5 border border-emerald-500/40 bg-emerald-500/10 px-2.5 py-1.5 text-[11px] uppercase tracking-[0.16em] text-emerald-300">
                  <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
                  Sent <time dateTime={match.sentAt}>{formatWhen(match.sentAt)}</time>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={send.isPending}
                  onClick={() => send.mutate(car.id)}
                  aria-label={`Send to client: ${title}`}
                >
                  <Send className="h-3.5 w-3.5" aria-hidden="true" />
                  {sending ? 'Sending…' : 'Send to client'}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
