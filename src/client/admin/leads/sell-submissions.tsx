import { useState } from 'react';
import { telHref } from '../../../shared/brand';
import { capitalize, formatDateTime, formatPrice, humanize } from '../../../shared/format';
import { type SellSubmission, sellStatuses } from '../../../shared/schemas/leads';
import { Dialog } from '../../components/ui/dialog';
import { AdminSection } from '../components/admin-section';
import type { CsvColumn } from '../components/csv';
import { CsvExportButton } from '../components/csv-export-button';
import { type Column, DataTable } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { ListToolbar } from '../components/list-toolbar';
import { StatusSelect } from '../components/status-select';
import { leadTailColumns } from './lead-columns';
import { fullName, ListState, NoMatches, StatusBadge, useAdminList, useLeadMutations } from './lead-kit';
import { useLeadFilter } from './use-lead-filter';

export const SELL_ENDPOINT = '/api/admin/sell-your-car-submissions';
type Status = SellSubmission['status'];

const vehicleText = (s: SellSubmission) => `${s.year} ${s.make} ${s.model}`;
const mileageText = (mileage: string) =>
  /^\d+$/.test(mileage.trim()) ? `${Number(mileage).toLocaleString('en-US')} km` : mileage;

const csvColumns: CsvColumn<SellSubmission>[] = [
  { header: 'Received', value: (s) => s.createdAt },
  { header: 'Type', value: (s) => s.submissionType },
  { header: 'Status', value: (s) => s.status },
  { header: 'First name', value: (s) => s.firstName },
  { header: 'Last name', value: (s) => s.lastName },
  { header: 'Email', value: (s) => s.email },
  { header: 'Phone', value: (s) => s.phone },
  { header: 'Location', value: (s) => s.location },
  { header: 'Year', value: (s) => s.year },
  { header: 'Make', value: (s) => s.make },
  { header: 'Model', value: (s) => s.model },
  { header: 'Mileage', value: (s) => s.mileage },
  { header: 'Registration', value: (s) => s.registration },
  { header: 'Colour', value: (s) => s.color },
  { header: 'Transmission', value: (s) => s.transmission },
  { header: 'Fuel type', value: (s) => s.fuelType },
  { header: 'Condition', value: (s) => humanize(s.condition) },
  { header: 'Expected price', value: (s) => s.price },
  { header: 'Finance payout', value: (s) => s.financePayout },
  { header: 'Description', value: (s) => s.description },
  { header: 'Photos', value: (s) => s.images.join(' ') },
];

/** Sell Your Car: sell and consignment submissions in a table, with details, status, search and export. */
export function SellSubmissions() {
  const query = useAdminList<SellSubmission>(SELL_ENDPOINT);
  const filter = useLeadFilter<SellSubmission, Status>(query.data, (s) => [
    s.firstName,
    s.lastName,
    s.email,
    s.phone,
    vehicleText(s),
    s.registration,
    s.location,
    s.submissionType,
  ]);
  const { update, remove, pendingStatus, isDeleting } = useLeadMutations<Status>(
    SELL_ENDPOINT,
    'Submission deleted',
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = filter.all.find((s) => s.id === openId);

  const statusControl = (s: SellSubmission) => (
    <StatusSelect
      label="Status"
      value={pendingStatus(s.id) ?? s.status}
      options={sellStatuses}
      disabled={update.isPending}
      onChange={(status) => update.mutate({ id: s.id, status })}
    />
  );

  const columns: Column<SellSubmission>[] = [
    {
      header: 'Seller',
      bare: true,
      cell: (s) => (
        <div className="min-w-0">
          <p className="font-medium text-white">{fullName(s)}</p>
          <p className="truncate text-xs text-mist">{s.email}</p>
          <p className="text-xs text-mist">{s.phone}</p>
        </div>
      ),
    },
    {
      header: 'Vehicle',
      cell: (s) => (
        <>
          <p className="text-white">{vehicleText(s)}</p>
          <p className="text-xs text-mist">{mileageText(s.mileage)}</p>
        </>
      ),
    },
    { header: 'Type', cell: (s) => <span className="text-white/85">{capitalize(s.submissionType)}</span> },
    ...leadTailColumns<SellSubmission>({
      statusControl,
      onView: (row) => setOpenId(row.id),
      isDeleting,
      onDelete: (row) => remove.mutate(row.id),
      noun: 'submission',
    }),
  ];

  return (
    <AdminSection
      title="Sell Your Car"
      description="Cars offered to us to buy outright or to sell on consignment."
    >
      <ListState query={query} what="submissions" empty="No submissions yet.">
        <ListToolbar
          search={filter.search}
          onSearch={filter.setSearch}
          searchPlaceholder="Search name, e-mail, phone, vehicle or rego"
          status={filter.status}
          onStatus={filter.setStatus}
          statuses={sellStatuses}
          shown={filter.shown.length}
          total={filter.all.length}
          noun="submissions"
          actions={
            <CsvExportButton rows={filter.shown} columns={csvColumns} fileBase="sell-your-car-submissions" />
          }
        />
        {filter.shown.length === 0 ? (
          <NoMatches />
        ) : (
          <DataTable
            rows={filter.shown}
            columns={columns}
            rowKey={(s) => s.id}
            caption="Sell your car submissions"
          />
        )}
      </ListState>
      <Dialog
        open={open !== undefined}
        onOpenChange={(o) => !o && setOpenId(null)}
        title={open ? `${capitalize(open.submissionType)} submission` : 'Submission'}
        className="max-w-3xl"
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
                ['Name', fullName(open)],
                ['Email', open.email, `mailto:${open.email}`],
                ['Phone', open.phone, telHref(open.phone)],
                ['Location', open.location],
                ['Vehicle', vehicleText(open)],
                ['Mileage', mileageText(open.mileage)],
                ['Registration', open.registration],
                ['Colour', open.color],
                ['Transmission', capitalize(open.transmission)],
                ['Fuel type', capitalize(open.fuelType)],
                ['Condition', capitalize(humanize(open.condition))],
                ['Expected price', open.price == null ? null : formatPrice(open.price)],
                ['Finance payout', open.financePayout],
                ['Type', capitalize(open.submissionType)],
              ]}
            />
            <DetailList items={[['Additional information', open.description]]} />
            <div>
              <h3 className="text-[11px] uppercase tracking-[0.16em] text-mist">
                Photos ({open.images.length})
              </h3>
              {open.images.length === 0 ? (
                <p className="mt-1 text-sm text-white/40">No photos</p>
              ) : (
                <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {open.images.map((src, i) => (
                    <li key={src}>
                      <a
                        href={src}
                        target="_blank"
                        rel="noreferrer"
                        className="block border border-line hover:border-accent"
                      >
                        <img
                          src={src}
                          alt={`${vehicleText(open)}, ${i + 1} of ${open.images.length}`}
                          loading="lazy"
                          className="aspect-[4/3] w-full object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </Dialog>
    </AdminSection>
  );
}
