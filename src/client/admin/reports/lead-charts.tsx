import { groupDigits } from '../../../shared/format';
import { leadKindLabels } from '../../../shared/schemas/lead-desk';
import type { LeadReport, ReportBucket, ResponseReport } from '../../../shared/schemas/reports';
import { ChartCard } from './chart-card';
import { BucketBars, ResponseLines } from './report-charts';
import { bucketLabel, bucketText, chartRowsOf, dayLabel, hoursOf } from './report-format';

const rangeText = (r: { from: string; to: string }) => `${dayLabel(r.from)} to ${dayLabel(r.to)}`;
const per = (bucket: ReportBucket) => (bucket === 'week' ? 'week' : 'day');

/** Leads per day or week, stacked by kind (by source too once leads record it). */
export function LeadsChart({ report }: { report: LeadReport }) {
  const name = (key: string) => leadKindLabels[key as keyof typeof leadKindLabels] ?? key;
  return (
    <ChartCard
      title={`Leads per ${per(report.bucket)} by kind`}
      summary={`${groupDigits(report.total)} leads from ${rangeText(report)}, per ${per(report.bucket)}, stacked by kind.`}
      fileBase="leads-by-kind"
      table={{
        rows: report.rows,
        columns: [
          {
            header: report.bucket === 'week' ? 'Week (Sydney)' : 'Day (Sydney)',
            value: (r) => bucketText(r.bucket, report.bucket),
          },
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

/** Median and 90th percentile first-response time per week, against the setting; and per staff member. */
export function ResponseCharts({ report }: { report: ResponseReport }) {
  const answered = report.weeks.reduce((sum, w) => sum + w.answered, 0);
  return (
    <>
      <ChartCard
        title="First response time"
        summary={`Hours from a lead's arrival to staff's first action, median and 90th percentile per ${per(report.bucket)}, ${rangeText(report)}; target ${report.responseHours} hours. ${answered} leads answered.`}
        fileBase="response-times"
        table={{
          rows: report.weeks,
          columns: [
            {
              header: report.bucket === 'week' ? 'Week (Sydney)' : 'Day (Sydney)',
              value: (w) => bucketText(w.bucket, report.bucket),
            },
            { header: 'Leads', value: (w) => w.leads },
            { header: 'Answered', value: (w) => w.answered },
            { header: `Within ${report.responseHours} h`, value: (w) => w.inTime },
            { header: 'Median (h)', value: (w) => hoursOf(w.medianMinutes) },
            { header: '90th percentile (h)', value: (w) => hoursOf(w.p90Minutes) },
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
        table={{
          rows: report.staff,
          columns: [
            { header: 'Staff member', value: (s) => s.username },
            { header: 'Answered first', value: (s) => s.answered },
            { header: `Within ${report.responseHours} h`, value: (s) => s.inTime },
            { header: 'Median (h)', value: (s) => hoursOf(s.medianMinutes) },
            { header: '90th percentile (h)', value: (s) => hoursOf(s.p90Minutes) },
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
