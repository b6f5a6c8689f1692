import { formatPrice } from '../../../shared/format';
import { desiredCarText, desiredYearsText } from '../../../shared/lead-text';
import { type Acquisition, acquisitionStatuses } from '../../../shared/schemas/leads';
import { DataTable } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { leadTailColumns } from './lead-columns';
import { fullName } from './lead-kit';
import { LeadList, type LeadListConfig, leadListPrefetch, statusFilter } from './lead-list';
import { PersonCell } from './person-cell';

export const ACQUISITIONS_ENDPOINT = '/api/admin/acquisitions';

const config: LeadListConfig<Acquisition> = {
  endpoint: ACQUISITIONS_ENDPOINT,
  kind: 'acquisition',
  title: 'Acquisition Requests',
  description: 'The sourcing waitlist: cars people want us to find for them.',
  noun: { one: 'request', many: 'requests' },
  searchPlaceholder: 'Search name, e-mail, phone or vehicle',
  choices: [statusFilter(acquisitionStatuses)],
  statuses: acquisitionStatuses,
  deletedText: 'Request deleted',
  fileBase: 'acquisition-requests',
  empty: 'No acquisition requests yet.',
  render: (items, tools) => (
    <DataTable
      rows={items}
      rowKey={(a) => a.id}
      caption="Acquisition requests"
      columns={[
        {
          header: 'Name',
          bare: true,
          cell: (a) => <PersonCell name={fullName(a)} email={a.email} phone={a.contactNumber} />,
        },
        {
          header: 'Looking for',
          cell: (a) => (
            <ul className="flex flex-col gap-0.5">
              {a.desiredCars.map((c) => (
                <li key={c.id} className="text-white/85">
                  {desiredCarText(c)}
                  {desiredYearsText(c) && <span className="text-xs text-mist"> · {desiredYearsText(c)}</span>}
                </li>
              ))}
            </ul>
          ),
        },
        ...leadTailColumns(tools),
      ]}
    />
  ),
  details: {
    title: () => 'Acquisition Request',
    wide: true,
    body: (a) => (
      <>
        <DetailList
          items={[
            ['Name', fullName(a)],
            ['Email', a.email, `mailto:${a.email}`],
            ['Phone', a.contactNumber],
            ['Budget notes', a.budgetNotes],
          ]}
        />
        <div>
          <h3 className="text-[11px] uppercase tracking-[0.16em] text-mist">
            Desired vehicles ({a.desiredCars.length})
          </h3>
          <ol className="mt-2 flex flex-col gap-3">
            {a.desiredCars.map((car, i) => (
              <li key={car.id} className="border border-line bg-ink p-4">
                <p className="mb-3 text-sm font-medium text-white">
                  <span className="mr-2 text-accent">{String(i + 1).padStart(2, '0')}</span>
                  {desiredCarText(car)}
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
      </>
    ),
  },
};

export const prefetch = leadListPrefetch(config);

/** Acquisition Requests: people waiting for us to source a car, with every desired car in the details. */
export function Acquisitions() {
  return <LeadList config={config} />;
}
