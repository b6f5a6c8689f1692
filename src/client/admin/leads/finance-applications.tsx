import { telHref } from '../../../shared/brand';
import { capitalize } from '../../../shared/format';
import type { FinanceApplication } from '../../../shared/schemas/leads';
import { DetailList } from '../components/detail-list';
import { leadTable, personColumn, textColumn } from './lead-columns';
import { kindList, leadTab } from './lead-list';

const config = kindList<FinanceApplication>('finance', {
  title: 'Finance Applications',
  description: 'Applications sent from the finance page.',
  searchPlaceholder: 'Search name, e-mail or phone',
  fileBase: 'finance-applications',
  empty: 'No finance applications yet.',
  render: leadTable('Finance applications', [
    personColumn('Applicant', (f) => ({ name: f.fullName, email: f.email, phone: f.phone })),
    textColumn('Employment', (f) => capitalize(f.employmentStatus)),
    textColumn('Annual income', (f) => f.annualIncome),
  ]),
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
});

/** Finance Applications (beyond SPEC: stored as leads, DESIGN §9), with details, status and export. */
export const { prefetch, Tab: FinanceApplications } = leadTab(config);
