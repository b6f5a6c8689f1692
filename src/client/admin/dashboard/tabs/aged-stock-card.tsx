import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { groupDigits } from '../../../../shared/format';
import type { AgedStock } from '../../../../shared/schemas/reports';
import { Link } from '../../lib/nav';
import { OverviewCard } from './overview-card';

export const AGED_STOCK_ENDPOINT = '/api/admin/reports/aged-stock';

/**
 * Aged stock on the Overview (issue 32): how many cars for sale are past each threshold, each count
 * opening the inventory filtered to exactly those cars (listed on or before the day it names).
 */
export function AgedStockCard() {
  const query = useQuery<AgedStock>({ queryKey: [AGED_STOCK_ENDPOINT] });
  const stock = query.data;
  const groups = stock
    ? [
        { days: stock.thresholds.aged, count: stock.aged, by: stock.agedListedBy },
        { days: stock.thresholds.veryAged, count: stock.veryAged, by: stock.veryAgedListedBy },
      ]
    : [];
  return (
    <OverviewCard id="overview-aged" icon={Hourglass} title="Aged stock">
      {query.isError ? (
        <p className="mt-4 text-sm text-mist">Aged stock could not be loaded.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {(stock ? groups : [null, null]).map((group, i) => (
            <li key={i}>
              {group ? (
                <Link
                  to={`/admin/cars?status=available&to=${group.by}`}
                  className="group flex flex-col gap-1 border border-line p-3 hover:border-white/30"
                >
                  <span className="text-2xl font-light tabular-nums text-white">
                    {groupDigits(group.count)}
                  </span>
                  <span className="text-xs text-mist group-hover:text-white">
                    {group.count === 1 ? 'car' : 'cars'} over {group.days} days
                  </span>
                </Link>
              ) : (
                <span className="block p-3 text-2xl font-light text-mist">…</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/admin/reports"
        className="mt-4 inline-block text-xs text-accent underline-offset-4 hover:underline"
      >
        All reports
      </Link>
    </OverviewCard>
  );
}
