import type { HireReport, WaitlistReport } from '../../../shared/schemas/reports';
import { ChartCard } from './chart-card';
import { BucketBars, LabelledBars, SERIES_COLOURS } from './report-charts';
import { bucketColumn, chartRowsOf, dayLabel, percent } from './report-format';

const WAITLIST_NAMES: Record<string, string> = {
  acquisitions: 'Acquisition requests',
  matchesSent: 'Matches sent',
  subscribers: 'New subscribers',
  unsubscribes: 'Unsubscribes',
};

/** Each hire car's utilisation over the range, and bookings confirmed per week. */
export function HireCharts({ report }: { report: HireReport }) {
  const range = `${dayLabel(report.from)} to ${dayLabel(report.to)}`;
  const confirmed = report.confirmed.reduce((sum, r) => sum + (r.values.confirmed ?? 0), 0);
  return (
    <>
      <ChartCard
        title="Hire utilisation"
        summary={`Booked days over bookable days of each hire car, ${range}: ${report.cars.map((c) => `${c.title} ${percent(c.utilisation) ?? 0}%`).join('; ')}.`}
        fileBase="hire-utilisation"
        empty={
          report.cars.length === 0
            ? 'No hire cars in the fleet.'
            : report.cars.every((c) => !c.bookedDays) && 'No days booked in this range.'
        }
        table={{
          rows: report.cars,
          columns: [
            { header: 'Hire car', value: (c) => c.title },
            { header: 'Booked days', value: (c) => c.bookedDays },
            { header: 'Bookable days', value: (c) => c.bookableDays },
            { header: 'Utilisation (%)', value: (c) => percent(c.utilisation) },
          ],
        }}
      >
        <LabelledBars
          data={report.cars.map((c) => ({ label: c.title, utilisation: percent(c.utilisation) ?? 0 }))}
          valueKey="utilisation"
          name="Utilisation"
          unit="%"
          max={100}
          colourOf={() => SERIES_COLOURS[1]}
        />
      </ChartCard>
      <ChartCard
        title={`Confirmed bookings per ${report.bucket}`}
        summary={`${confirmed} hire bookings confirmed, ${range}.`}
        fileBase="confirmed-bookings"
        empty={confirmed === 0 && 'No hire bookings confirmed in this range.'}
        table={{
          rows: report.confirmed,
          columns: [bucketColumn(report.bucket), { header: 'Confirmed', value: (r) => r.values.confirmed }],
        }}
      >
        <BucketBars
          data={chartRowsOf(report.confirmed, report.bucket)}
          series={[{ key: 'confirmed', name: 'Confirmed' }]}
        />
      </ChartCard>
    </>
  );
}

/** Acquisition requests, matches sent, subscribers and unsubscribes per week. */
export function WaitlistChart({ report }: { report: WaitlistReport }) {
  const keys = Object.keys(WAITLIST_NAMES);
  const sums = keys.map((k) => report.rows.reduce((sum, r) => sum + (r.values[k] ?? 0), 0));
  const totals = keys.map((k, i) => `${WAITLIST_NAMES[k]} ${sums[i]}`);
  return (
    <ChartCard
      title={`Waitlist and alerts per ${report.bucket}`}
      summary={`${dayLabel(report.from)} to ${dayLabel(report.to)}: ${totals.join('; ')}. ${report.openAcquisitions} acquisition requests open.`}
      fileBase="waitlist"
      empty={sums.every((n) => n === 0) && 'No requests, matches or subscriptions in this range.'}
      table={{
        rows: report.rows,
        columns: [
          bucketColumn(report.bucket),
          ...keys.map((k) => ({
            header: WAITLIST_NAMES[k],
            value: (r: (typeof report.rows)[number]) => r.values[k],
          })),
        ],
      }}
    >
      <BucketBars
        data={chartRowsOf(report.rows, report.bucket)}
        series={keys.map((key) => ({ key, name: WAITLIST_NAMES[key] }))}
      />
    </ChartCard>
  );
}
