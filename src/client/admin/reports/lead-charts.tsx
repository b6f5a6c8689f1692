import type { CsvColumn } from '../../../shared/csv';
import { groupDigits } from '../../../shared/format';
import { sourceLabel } from '../../../shared/schemas/attribution';
import { leadKindLabels } from '../../../shared/schemas/lead-desk';
import {
  type LeadDimension,
  type LeadReport,
  NO_SOURCE,
  OTHER_SOURCES,
  type ReportBucket,
  type ResponseReport,
} from '../../../shared/schemas/reports';
import { ChartCard, SplitSwitch } from './chart-card';
import { BucketBars, ResponseLines } from './report-charts';
import { bucketColumn, bucketLabel, chartRowsOf, dayLabel, hoursOf } from './report-format';

const rangeText = (r: { from: string; to: string }) => `${dayLabel(r.from)} to ${dayLabel(r.to)}`;
const per = (bucket: ReportBucket) => (bucket === 'week' ? 'week' : 'day');

/** A series' name: a kind's label, or a source's ("Google", "Other sources", "Not recorded"). */
function seriesName(by: LeadDimension, key: string): string {
  if (by === 'kind') return leadKindLabels[key as keyof typeof leadKindLabels] ?? key;
  if (key === OTHER_SOURCES) return 'Other sources';
  return sourceLabel(key === NO_SOURCE ? null : key);
}

/**
 * Leads per day or week, stacked by kind or by source (the switch keeps `by=` in the address). The
 * table and CSV are the drawn series exactly, so by source they hold the five sources and "Other".
 */
export function LeadsChart({
  report,
  onSplit,
}: {
  report: LeadReport;
  onSplit: (by: LeadDimension) => void;
}) {
  const name = (key: string) => seriesName(report.by, key);
  return (
    <ChartCard
      title={`Leads per ${per(report.bucket)} by ${report.by}`}
      summary={`${groupDigits(report.total)} leads from ${rangeText(report)}, per ${per(report.bucket)}, stacked by ${report.by}.`}
      fileBase={`leads-by-${report.by}`}
      empty={report.total === 0 && 'No leads in this range.'}
      controls={
        <SplitSwitch
          label="Split leads by"
          value={report.by}
          options={[
            { value: 'kind', label: 'By kind' },
            { value: 'source', label: 'By source' },
          ]}
          onChange={onSplit}
        />
      }
      table={{
        rows: report.rows,
        columns: [
          bucketColumn(report.bucket),
          ...report.series.map((s) => ({
            header: name(s),
            value: (r: (typeof report.rows)[number]) => r.values[s],
          })),
          { header: 'Total', value: (r) => Object.values(r.values).reduce((a, b) => a + b, 0) },
        ],
      }}
    >
      <BucketBars
        data={chartRowsOf(report.rows, report.bucket)}
        series={report.series.map((key) => ({ key, name: name(key) }))}
        stacked
      />
    </ChartCard>
  );
}

/** The columns a week and a staff member share: answered in time, median and 90th percentile. */
type Timing = { inTime: number; medianMinutes: number | null; p90Minutes: number | null };
const timingColumns = (responseHours: number): CsvColumn<Timing>[] => [
  { header: `Within ${responseHours} h`, value: (t) => t.inTime },
  { header: 'Median (h)', value: (t) => hoursOf(t.medianMinutes) },
  { header: '90th percentile (h)', value: (t) => hoursOf(t.p90Minutes) },
];

/** Median and 90th percentile first-response time per week, against the setting; and per staff member. */
export function ResponseCharts({ report }: { report: ResponseReport }) {
  const answered = report.weeks.reduce((sum, w) => sum + w.answered, 0);
  return (
    <>
      <ChartCard
        title="First response time"
        summary={`Hours from a lead's arrival to staff's first action, median and 90th percentile per ${per(report.bucket)}, ${rangeText(report)}; target ${report.responseHours} hours. ${answered} leads answered.`}
        fileBase="response-times"
        empty={answered === 0 && 'No leads answered in this range.'}
        table={{
          rows: report.weeks,
          columns: [
            bucketColumn(report.bucket),
            { header: 'Leads', value: (w) => w.leads },
            { header: 'Answered', value: (w) => w.answered },
            ...timingColumns(report.responseHours),
          ],
        }}
      >
        <ResponseLines
          targetHours={report.responseHours}
          data={report.weeks.map((w) => ({
            label: bucketLabel(w.bucket, report.bucket),
            median: hoursOf(w.medianMinutes),
            p90: hoursOf(w.p90Minutes),
          }))}
        />
      </ChartCard>
      <ChartCard
        title="First response by staff member"
        summary={`Median and 90th percentile first-response hours of each staff member who answered first, ${rangeText(report)}.`}
        fileBase="response-times-by-staff"
        empty={report.staff.length === 0 && 'No leads answered in this range.'}
        table={{
          rows: report.staff,
          columns: [
            { header: 'Staff member', value: (s) => s.username },
            { header: 'Answered first', value: (s) => s.answered },
            ...timingColumns(report.responseHours),
          ],
        }}
      >
        <BucketBars
          data={report.staff.map((s) => ({
            label: s.username,
            median: hoursOf(s.medianMinutes),
            p90: hoursOf(s.p90Minutes),
          }))}
          series={[
            { key: 'median', name: 'Median (h)' },
            { key: 'p90', name: '90th percentile (h)' },
          ]}
        />
      </ChartCard>
    </>
  );
}
