import { useState } from 'react';
import { telHref } from '../../../shared/brand';
import { capitalize, formatDateTime } from '../../../shared/format';
import { type FinanceApplication, financeStatuses } from '../../../shared/schemas/leads';
import { Dialog } from '../../components/ui/dialog';
import { AdminSection } from '../components/admin-section';
import type { CsvColumn } from '../components/csv';
import { CsvExportButton } from '../components/csv-export-button';
import { type Column, DataTable } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { ListToolbar } from '../components/list-toolbar';
import { StatusSelect } from '../components/status-select';
import { leadTailColumns } from './lead-columns';
import { ListState, NoMatches, StatusBadge, useAdminList, useLeadMutations } from './lead-kit';
import { useLeadFilter } from './use-lead-filter';

export const FINANCE_ENDPOINT = '/api/admin/finance-applications';
type Status = FinanceApplication['status'];

const csvColumns: CsvColumn<FinanceApplication>[] = [
  { header: 'Received', value: (f) => f.createdAt },
  { header: 'Status', value: (f) => f.status },
  { header: 'Full name', value: (f) => f.fullName },
  { header: 'Email', value: (f) => f.email },
  { header: 'Phone', value: (f) => f.phone },
  { header: 'Employment', value: (f) => f.employmentStatus },
  { header: 'Annual income', value: (f) => f.annualIncome },
];

/** Finance Applications (beyond SPEC: stored as leads, DESIGN §9), with details, status and export. */
export function FinanceApplications() {
  const query = useAdminList<FinanceApplication>(FINANCE_ENDPOINT);
  const filter = useLeadFilter<FinanceApplication, Status>(query.data, (f) => [
    f.fullName,
    f.email,
    f.phone,
    f.annualIncome,
  ]);
  const { update, remove, pendingStatus, isDeleting } = useLeadMutations<Status>(
    FINANCE_ENDPOINT,
    'Application deleted',
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = filter.all.find((f) => f.id === openId);

  const statusControl = (f: FinanceApplication) => (
    <StatusSelect
      label="Status"
      value={pendingStatus(f.id) ?? f.status}
      options={financeStatuses}
      disabled={update.isPending}
      onChange={(status) => update.mutate({ id: f.id, status })}
    />
  );

  const columns: Column<FinanceApplication>[] = [
    {
      header: 'Applicant',
      bare: true,
      cell: (f) => (
        <div className="min-w-0">
          <p className="font-medium text-white">{f.fullName}</p>
          <p className="truncate text-xs text-mist">{f.email}</p>
          <p className="text-xs text-mist">{f.phone}</p>
        </div>
      ),
    },
    {
      header: 'Employment',
      cell: (f) => <span className="text-white/85">{capitalize(f.employmentStatus)}</span>,
    },
    { header: 'Annual income', cell: (f) => <span className="text-white/85">{f.annualIncome}</span> },
    ...leadTailColumns<FinanceApplication>({
      statusControl,
      onView: (row) => setOpenId(row.id),
      isDeleting,
      onDelete: (row) => remove.mutate(row.id),
      noun: 'application',
    }),
  ];

  return (
    <AdminSection title="Finance Applications" description="Applications sent from the finance page.">
      <ListState query={query} what="applications" empty="No finance applications yet.">
        <ListToolbar
          search={filter.search}
          onSearch={filter.setSearch}
          searchPlaceholder="Search name, e-mail or phone"
          status={filter.status}
          onStatus={filter.setStatus}
          statuses={financeStatuses}
          shown={filter.shown.length}
          total={filter.all.length}
          noun="applications"
          actions={
            <CsvExportButton rows={filter.shown} columns={csvColumns} fileBase="finance-applications" />
          }
        />
        {filter.shown.length === 0 ? (
          <NoMatches />
        ) : (
          <DataTable
            rows={filter.shown}
            columns={columns}
            rowKey={(f) => f.id}
            caption="Finance applications"
          />
        )}
      </ListState>
      <Dialog
        open={open !== undefined}
        onOpenChange={(o) => !o && setOpenId(null)}
        title="Finance Application"
      >
        {open && (
          <div className="flex flex-col gap-6">
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={open.status} />
              {statusControl(open)}
              <span className="text-xs text-mist">Received {formatDateTime(open.createdAt)}</span>
            </div>
            <DetailList
              items={[
                ['Full name', open.fullName],
                ['Email', open.email, `mailto:${open.email}`],
                ['Phone', open.phone, telHref(open.phone)],
                ['Employment status', capitalize(open.employmentStatus)],
                ['Annual income', open.annualIncome],
              ]}
            />
          </div>
        )}
      </Dialog>
    </AdminSection>
  );
}
