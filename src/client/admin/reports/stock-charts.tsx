import { formatPrice } from '../../../shared/format';
import type { ReportBucket, StockReport } from '../../../shared/schemas/reports';
import { Link } from '../lib/nav';
import { ChartCard } from './chart-card';
import { BucketBars, LabelledBars } from './report-charts';
import { bucketColumn, chartRowsOf, dayLabel, sydneyDateTime } from './report-format';

const per = (bucket: ReportBucket) => (bucket === 'week' ? 'week' : 'day');
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Bands of days in stock, split at the aged thresholds. */
function bandsOf({ cars, thresholds }: StockReport) {
  const { aged, veryAged } = thresholds;
  const half = Math.floor(aged / 2);
  const bands = [
    { label: `0–${half - 1} days`, min: 0, max: half - 1, tone: 'fresh' },
    { label: `${half}–${aged - 1} days`, min: half, max: aged - 1, tone: 'fresh' },
    { label: `${aged}–${veryAged - 1} days`, min: aged, max: veryAged - 1, tone: 'aged' },
    { label: `${veryAged}+ days`, min: veryAged, max: Number.POSITIVE_INFINITY, tone: 'veryAged' },
  ];
  return bands.map((band) => ({
    ...band,
    cars: cars.filter((c) => c.days >= band.min && c.days <= band.max).length,
  }));
}
const TONES: Record<string, string> = { fresh: '#9ece6a', aged: '#e0af68', veryAged: '#f7768e' };

/** Days in stock of every car for sale (the chart bands them; the table lists every car), aged flagged. */
export function StockCharts({ report }: { report: StockReport }) {
  const { aged, veryAged } = report.thresholds;
  const flag = (days: number) =>
    days >= veryAged ? `Over ${veryAged} days` : days >= aged ? `Over ${aged} days` : '';
  const bands = bandsOf(report);
  const soldTotal = report.sold.reduce((sum, s) => sum + s.sold, 0);
  return (
    <>
      <ChartCard
        title="Days in stock"
        summary={`${report.cars.length} cars for sale by days since listing: ${bands.map((b) => `${b.label}: ${b.cars}`).join('; ')}. Aged at ${aged} and ${veryAged} days.`}
        fileBase="days-in-stock"
        empty={report.cars.length === 0 && 'No cars for sale.'}
        table={{
          rows: report.cars,
          columns: [
            { header: 'Car', value: (c) => c.title },
            { header: 'Price', value: (c) => formatPrice(c.price) },
            { header: 'Listed (Sydney)', value: (c) => c.listedOn },
            { header: 'Days in stock', value: (c) => c.days },
            { header: 'Aged', value: (c) => flag(c.days) },
          ],
        }}
      >
        <LabelledBars data={bands} valueKey="cars" name="Cars" colourOf={(row) => TONES[String(row.tone)]} />
      </ChartCard>
      <ChartCard
        title={`Cars sold per ${per(report.bucket)}`}
        summary={`${soldTotal} cars sold from ${dayLabel(report.from)} to ${dayLabel(report.to)}; on average ${oneDecimal(report.averageDaysToSell) ?? 'no'} days from listing to sale.`}
        fileBase="cars-sold"
        empty={soldTotal === 0 && 'No cars sold in this range.'}
        table={{
          rows: report.sold,
          columns: [
            bucketColumn(report.bucket),
            { header: 'Sold', value: (s) => s.sold },
            { header: 'Average days to sell', value: (s) => oneDecimal(s.averageDays) },
          ],
        }}
      >
        <BucketBars
          data={chartRowsOf(
            report.sold.map((s) => ({ bucket: s.bucket, values: { sold: s.sold } })),
            report.bucket,
          )}
          series={[{ key: 'sold', name: 'Sold' }]}
        />
      </ChartCard>
      <ChartCard
        title={`Price changes per ${per(report.bucket)}`}
        summary={`Price drops and rises per ${per(report.bucket)}, ${dayLabel(report.from)} to ${dayLabel(report.to)}.`}
        fileBase="price-changes"
        empty={
          report.priceChangeRows.every((r) => !r.values.drops && !r.values.rises) &&
          'No price changes in this range.'
        }
        table={{
          rows: report.priceChangeRows,
          columns: [
            bucketColumn(report.bucket),
            { header: 'Drops', value: (r) => r.values.drops },
            { header: 'Rises', value: (r) => r.values.rises },
          ],
        }}
      >
        <BucketBars
          data={chartRowsOf(report.priceChangeRows, report.bucket)}
          series={[
            { key: 'drops', name: 'Drops' },
            { key: 'rises', name: 'Rises' },
          ]}
        />
      </ChartCard>
    </>
  );
}

/** The latest price changes of the range, each linking to its car. */
export function PriceChangeList({ report }: { report: StockReport }) {
  if (report.priceChanges.length === 0)
    return <p className="text-sm text-mist">No price changes in this range.</p>;
  return (
    <ul className="divide-y divide-line border border-line text-sm">
      {report.priceChanges.slice(0, 10).map((change) => (
        <li key={change.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2">
          <Link
            to={`/admin/cars?edit=${change.carId}`}
            className="text-white underline-offset-4 hover:underline"
          >
            {change.title}
          </Link>
          <span className="tabular-nums text-mist">
            {formatPrice(change.fromPrice)} →{' '}
            <span className="text-white">{formatPrice(change.toPrice)}</span> · {sydneyDateTime(change.at)}
            {change.by ? ` · ${change.by}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
