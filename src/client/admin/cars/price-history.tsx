import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import type { PriceChange } from '../../../shared/schemas/reports';

const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Every change of the car's price, newest first, with who made it and when (Sydney time): issue 32. */
export function PriceHistory({ car }: { car: Car }) {
  // Read afresh each time the editor opens: a save since may have added a line.
  const history = useQuery<PriceChange[]>({
    queryKey: [`/api/admin/cars/${car.id}/price-history`],
    staleTime: 0,
  });
  return (
    <section aria-labelledby={`price-history-${car.id}`} className="mt-8 border-t border-line pt-6">
      <h4
        id={`price-history-${car.id}`}
        className="text-xs font-semibold uppercase tracking-[0.2em] text-white"
      >
        Price history
      </h4>
      {history.isPending ? (
        <p className="mt-3 text-sm text-mist">Loading price history...</p>
      ) : history.isError ? (
        <p className="mt-3 text-sm text-mist">The price history could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <p className="mt-3 text-sm text-mist">The price has not changed since the car was listed.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line border border-line text-sm">
          {history.data.map((change) => (
            <li key={change.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 tabular-nums">
              <span className="text-white">
                {formatPrice(change.fromPrice)} → {formatPrice(change.toPrice)}
              </span>
              <span className="text-mist">
                {sydneyTime.format(new Date(change.at))}
                {change.by ? ` · ${change.by}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
