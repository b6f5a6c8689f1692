import { useState } from 'react';
import { formatDateTime, formatPrice } from '../../../shared/format';
import { type Acquisition, acquisitionStatuses, type DesiredCar } from '../../../shared/schemas/leads';
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

export const ACQUISITIONS_ENDPOINT = '/api/admin/acquisitions';
type Status = Acquisition['status'];

const carText = (c: DesiredCar) => `${c.make} ${c.model}`.trim() || 'Any vehicle';
const yearsText = (c: DesiredCar) =>
  c.yearFrom && c.yearTo
    ? c.yearFrom === c.yearTo
      ? String(c.yearFrom)
      : `${c.yearFrom}–${c.yearTo}`
    : c.yearFrom
      ? `${c.yearFrom} or newer`
      : c.yearTo
        ? `Up to ${c.yearTo}`
        : null;
const carSummary = (c: DesiredCar) =>
  [carText(c), yearsText(c), c.targetBudget == null ? null : formatPrice(c.targetBudget)]
    .filter(Boolean)
    .join(', ');

const csvColumns: CsvColumn<Acquisition>[] = [
  { header: 'Received', value: (a) => a.createdAt },
  { header: 'Status', value: (a) => a.status },
  { header: 'First name', value: (a) => a.firstName },
  { header: 'Last name', value: (a) => a.lastName },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.contactNumber },
  { header: 'Budget notes', value: (a) => a.budgetNotes },
  ...[0, 1, 2, 3].map(
    (i): CsvColumn<Acquisition> => ({
      header: `Vehicle ${i + 1}`,
      value: (a) => {
        const car = a.desiredCars[i];
        return car ? [carSummary(car), car.notes].filter(Boolean).join('; ') : '';
      },
    }),
  ),
];

/** Acquisition Requests: people waiting for us to source a car, with every desired car in the details. */
export function Acquisitions() {
  const query = useAdminList<Acquisition>(ACQUISITIONS_ENDPOINT);
  const filter = useLeadFilter<Acquisition, Status>(query.data, (a) => [
    a.firstName,
    a.lastName,
    a.email,
    a.contactNumber,
    a.budgetNotes,
    ...a.desiredCars.map((c) => `${c.make} ${c.model} ${c.notes ?? ''}`),
  ]);
  const { update, remove, pendingStatus, isDeleting } = useLeadMutations<Status>(
    ACQUISITIONS_ENDPOINT,
    'Request deleted',
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = filter.all.find((a) => a.id === openId);

  const statusControl = (a: Acquisition) => (
    <StatusSelect
      label="Status"
      value={pendingStatus(a.id) ?? a.status}
      options={acquisitionStatuses}
      disabled={update.isPending}
      onChange={(status) => update.mutate({ id: a.id, status })}
    />
  );

  const columns: Column<Acquisition>[] = [
    {
      header: 'Name',
      bare: true,
      cell: (a) => (
        <div className="min-w-0">
          <p className="font-medium text-white">{fullName(a)}</p>
          <p className="truncate text-xs text-mist">{a.email}</p>
          {a.contactNumber && <p className="text-xs text-mist">{a.contactNumber}</p>}
        </div>
      ),
    },
    {
      header: 'Looking for',
      cell: (a) => (
        <ul className="flex flex-col gap-0.5">
          {a.desiredCars.map((c) => (
            <li key={c.id} className="text-white/85">
              {carText(c)}
              {yearsText(c) && <span className="text-xs text-mist"> · {yearsText(c)}</span>}
            </li>
          ))}
        </ul>
      ),
    },
    ...leadTailColumns<Acquisition>({
      statusControl,
      onView: (row) => setOpenId(row.id),
      isDeleting,
      onDelete: (row) => remove.mutate(row.id),
      noun: 'request',
    }),
  ];

  return (
    <AdminSection
      title="Acquisition Requests"
      description="The sourcing waitlist: cars people want us to find for them."
    >
      <ListState query={query} what="requests" empty="No acquisition requests yet.">
        <ListToolbar
          search={filter.search}
          onSearch={filter.setSearch}
          searchPlaceholder="Search name, e-mail, phone or vehicle"
          status={filter.status}
          onStatus={filter.setStatus}
          statuses={acquisitionStatuses}
          shown={filter.shown.length}
          total={filter.all.length}
          noun="requests"
          actions={
            <CsvExportButton rows={filter.shown} columns={csvColumns} fileBase="acquisition-requests" />
          }
        />
        {filter.shown.length === 0 ? (
          <NoMatches />
        ) : (
          <DataTable
            rows={filter.shown}
            columns={columns}
            rowKey={(a) => a.id}
            caption="Acquisition requests"
          />
        )}
      </ListState>
      <Dialog
        open={open !== undefined}
        onOpenChange={(o) => !o && setOpenId(null)}
        title="Acquisition Request"
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
                ['Phone', open.contactNumber],
                ['Budget notes', open.budgetNotes],
              ]}
            />
            <div>
              <h3 className="text-[11px] uppercase tracking-[0.16em] text-mist">
                Desired vehicles ({open.desiredCars.length})
              </h3>
              <ol className="mt-2 flex flex-col gap-3">
                {open.desiredCars.map((car, i) => (
                  <li key={car.id} className="border border-line bg-ink p-4">
                    <p className="mb-3 text-sm font-medium text-white">
                      <span className="mr-2 text-accent">{String(i + 1).padStart(2, '0')}</span>
                      {carText(car)}
                    </p>
                    <DetailList
                      items={[
                        ['Make', car.make],
                        ['Model', car.model],
                        ['Year from', car.yearFrom],
                        ['Year to', car.yearTo],
                        ['Target budget', car.targetBudget == null ? null : formatPrice(car.targetBudget)],
                        ['Notes', car.notes],
                      ]}
                    />
                  </li>
                ))}
              </ol>
            </div>
          </div>
        )}
      </Dialog>
    </AdminSection>
  );
}
