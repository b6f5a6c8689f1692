import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { groupDigits } from '../../../shared/format';
import type {
  HireReport,
  LeadReport,
  ResponseReport,
  StockReport,
  WaitlistReport,
} from '../../../shared/schemas/reports';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { DateRangeFields } from '../components/list-toolbar';
import { AdminPage } from '../frame/admin-page';
import { HireCharts, WaitlistChart } from './fleet-charts';
import { LeadsChart, ResponseCharts } from './lead-charts';
import { dayLabel } from './report-format';
import { leadsSearch } from './report-keys';
import { PriceChangeList, StockCharts } from './stock-charts';
import { useLeadDimension, useReport, useReportRange } from './use-report';

/** A report's charts once its data is in; each section loads on its own, so a slow one holds up no other. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows rows={2} label={`Loading ${what}...`} />;
  if (query.isError || !query.data) return <LoadError what={what} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

const grid = 'grid grid-cols-1 gap-4 xl:grid-cols-2';

/** One report's charts side by side on a wide screen, one under the other on a narrow one. */
function ChartGrid<T>(props: Parameters<typeof Loaded<T>>[0]) {
  return (
    <div className={grid}>
      <Loaded {...props} />
    </div>
  );
}

/**
 * The business at a glance (issue 32): leads by kind, response times, stock, hire and waitlist, each as a
 * chart with its table and CSV, for a range kept in the address (default: the last 12 weeks).
 */
export default function ReportsView() {
  const { range, search, set } = useReportRange();
  // The names of REPORTS (use-report.ts), which the screen's loader starts fetching.
  const split = useLeadDimension();
  const leads = useReport<LeadReport>('leads', leadsSearch(search, split.by));
  const response = useReport<ResponseReport>('response-times', search);
  const stock = useReport<StockReport>('stock', search);
  const hire = useReport<HireReport>('hire', search);
  const waitlist = useReport<WaitlistReport>('waitlist', search);
  const shown = leads.data;
  return (
    <AdminPage
      title="Reports"
      description={
        shown
          ? `${dayLabel(shown.from)} to ${dayLabel(shown.to)} ${shown.to.slice(0, 4)}, Sydney time. ${groupDigits(shown.total)} leads.`
          : 'The business at a glance, Sydney time.'
      }
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <DateRangeFields
            from={range.from || (shown?.from ?? '')}
            to={range.to || (shown?.to ?? '')}
            onChange={set}
            legend="Report range"
            fromLabel="From"
            toLabel="To"
          />
          <label className="flex flex-col gap-1.5 text-xs text-mist sm:flex-row sm:items-center sm:gap-2">
            Per
            <select
              value={range.bucket}
              onChange={(e) => set('bucket', e.target.value)}
              className="h-9 border border-line bg-ink-2 px-2 text-sm text-white"
            >
              <option value="week">Week</option>
              <option value="day">Day</option>
            </select>
          </label>
        </div>
      }
    >
      <div className="flex flex-col gap-8">
        <AdminSection title="Leads">
          <div className={grid}>
            <Loaded query={leads} what="leads">
              {(report) => <LeadsChart report={report} onSplit={split.set} />}
            </Loaded>
            <Loaded query={response} what="response times">
              {(report) => <ResponseCharts report={report} />}
            </Loaded>
          </div>
        </AdminSection>
        <AdminSection title="Stock">
          <Loaded query={stock} what="stock">
            {(report) => (
              <div className="flex flex-col gap-4">
                <div className={grid}>
                  <StockCharts report={report} />
                </div>
                <h3 className="text-[11px] font-semibold uppercase tracking-[0.18em] text-mist">
                  Latest price changes
                </h3>
                <PriceChangeList report={report} />
              </div>
            )}
          </Loaded>
        </AdminSection>
        <AdminSection title="Hire">
          <ChartGrid query={hire} what="hire">
            {(report) => <HireCharts report={report} />}
          </ChartGrid>
        </AdminSection>
        <AdminSection
          title="Waitlist and alerts"
          description={
            waitlist.data ? `${waitlist.data.openAcquisitions} acquisition requests open now.` : undefined
          }
        >
          <ChartGrid query={waitlist} what="waitlist">
            {(report) => <WaitlistChart report={report} />}
          </ChartGrid>
        </AdminSection>
      </div>
    </AdminPage>
  );
}
