import { telHref } from '../../../shared/brand';
import { capitalize } from '../../../shared/format';
import { type FinanceApplication, financeStatuses } from '../../../shared/schemas/leads';
import { DataTable } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { leadTailColumns } from './lead-columns';
import { LeadList, type LeadListConfig, leadListPrefetch, statusFilter } from './lead-list';
import { PersonCell } from './person-cell';

export const FINANCE_ENDPOINT = '/api/admin/finance-applications';

const config: LeadListConfig<FinanceApplication> = {
  endpoint: FINANCE_ENDPOINT,
  kind: 'finance',
  title: 'Finance Applications',
  description: 'Applications sent from the finance page.',
  noun: { one: 'application', many: 'applications' },
  searchPlaceholder: 'Search name, e-mail or phone',
  choices: [statusFilter(financeStatuses)],
  statuses: financeStatuses,
  deletedText: 'Application deleted',
  fileBase: 'finance-applications',
  empty: 'No finance applications yet.',
  render: (items, tools) => (
    <DataTable
      rows={items}
      rowKey={(f) => f.id}
      caption="Finance applications"
      columns={[
        {
          header: 'Applicant',
          bare: true,
          cell: (f) => <PersonCell name={f.fullName} email={f.email} phone={f.phone} />,
        },
        {
          header: 'Employment',
          cell: (f) => <span className="text-white/85">{capitalize(f.employmentStatus)}</span>,
        },
        { header: 'Annual income', cell: (f) => <span className="text-white/85">{f.annualIncome}</span> },
        ...leadTailColumns(tools),
      ]}
    />
  ),
  details: {
    title: () => 'Finance Application',
    body: (f) => (
      <DetailList
        items={[
          ['Full name', f.fullName],
          ['Email', f.email, `mailto:${f.email}`],
          ['Phone', f.phone, telHref(f.phone)],
          ['Employment status', capitalize(f.employmentStatus)],
          ['Annual income', f.annualIncome],
        ]}
      />
    ),
  },
};

export const prefetch = leadListPrefetch(config);

/** Finance Applications (beyond SPEC: stored as leads, DESIGN §9), with details, status and export. */
export function FinanceApplications() {
  return <LeadList config={config} />;
}
