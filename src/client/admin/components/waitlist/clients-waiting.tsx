import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Users } from 'lucide-react';
import { vehicleTitle } from '../../../../shared/format';
import { type CarsWaiting, MAX_WAITING_IDS, type WaitingRequest } from '../../../../shared/schemas/waitlist';
import { Badge } from '../../../components/ui/badge';
import { getJson } from '../../../lib/api';
import { Link } from '../../lib/nav';
import { statusLabel } from '../status-select';
import { formatWhen } from '../when';
import { batchByCar, CountDialogButton } from './card-batch';
import { acquisitionPath, WAITING_ENDPOINT } from './waitlist-keys';

type Titled = { id: number; year: number; make: string; model: string; updatedAt: string };

/** The requests a car fits; a page of cards asks in one request (GET /api/admin/cars/waiting?ids=…). */
const waitingFor = batchByCar(
  MAX_WAITING_IDS,
  (ids) => getJson<CarsWaiting>(`${WAITING_ENDPOINT}?ids=${ids.join(',')}`),
  (waiting, id): WaitingRequest[] => waiting.find((w) => w.carId === id)?.requests ?? [],
);

const clients = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'} waiting`;

/**
 * "3 clients waiting" on a car's inventory card: the open acquisition requests it fits, each opening its
 * request. Asked again when the car is saved (its updatedAt is in the key), since a new price or model
 * changes who it fits.
 */
export function ClientsWaiting({ car }: { car: Titled }) {
  const { data } = useQuery({
    queryKey: [WAITING_ENDPOINT, car.id, car.updatedAt],
    queryFn: () => waitingFor(car.id),
    staleTime: 60_000,
  });
  if (!data || data.length === 0) return null;
  const label = clients(data.length);
  return (
    <CountDialogButton
      icon={Users}
      label={label}
      ariaLabel={`${label} for ${vehicleTitle(car)}`}
      className="border-accent/50 px-3 text-accent hover:border-accent hover:text-white"
      title={label}
      description={`Open acquisition requests that ${vehicleTitle(car)} fits. Open one to send the car to the client.`}
    >
      {(close) => (
        <ul className="divide-y divide-line border-y border-line" aria-label="Clients waiting">
          {data.map((request) => (
            <li key={request.acquisitionId}>
              <Link
                to={acquisitionPath(request.acquisitionId)}
                onClick={close}
                className="group flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 hover:bg-white/[0.03]"
              >
                <span className="min-w-0">
                  <span className="inline-flex items-center gap-1.5 text-sm text-white group-hover:text-accent">
                    {request.name}
                    <ArrowUpRight
                      className="h-3.5 w-3.5 text-mist group-hover:text-accent"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1 block text-xs text-mist">
                    Matched <time dateTime={request.matchedAt}>{formatWhen(request.matchedAt)}</time>
                    {request.sentAt && (
                      <>
                        {' '}
                        · sent <time dateTime={request.sentAt}>{formatWhen(request.sentAt)}</time>
                      </>
                    )}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {request.sentAt ? <Badge tone="green">Sent</Badge> : <Badge tone="blue">Not sent</Badge>}
                  <Badge tone="grey">{statusLabel(request.status)}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CountDialogButton>
  );
}
