import { telHref } from '../../../shared/brand';
import { capitalize, formatPrice, groupDigits, humanize } from '../../../shared/format';
import { type SellSubmission, sellStatuses, submissionTypes } from '../../../shared/schemas/leads';
import { DataTable } from '../components/data-table';
import { DetailList } from '../components/detail-list';
import { leadTailColumns } from './lead-columns';
import { fullName } from './lead-kit';
import { LeadList, type LeadListConfig, leadListPrefetch, statusFilter } from './lead-list';
import { PersonCell } from './person-cell';

export const SELL_ENDPOINT = '/api/admin/sell-your-car-submissions';

const vehicleText = (s: SellSubmission) => `${s.year} ${s.make} ${s.model}`;
// Mileage is free text on the form: a plain number gets separators and km, anything else shows as typed.
const mileageText = (mileage: string) =>
  /^\d+$/.test(mileage.trim()) ? `${groupDigits(Number(mileage))} km` : mileage;

const config: LeadListConfig<SellSubmission> = {
  endpoint: SELL_ENDPOINT,
  kind: 'sell',
  title: 'Sell Your Car',
  description: 'Cars offered to us to buy outright or to sell on consignment.',
  noun: { one: 'submission', many: 'submissions' },
  searchPlaceholder: 'Search name, e-mail, phone, vehicle or rego',
  choices: [
    statusFilter(sellStatuses),
    {
      param: 'type',
      label: 'Filter by type',
      all: 'All types',
      options: submissionTypes.map((value) => ({ value, label: capitalize(value) })),
    },
  ],
  statuses: sellStatuses,
  deletedText: 'Submission deleted',
  fileBase: 'sell-your-car-submissions',
  empty: 'No submissions yet.',
  render: (items, tools) => (
    <DataTable
      rows={items}
      rowKey={(s) => s.id}
      caption="Sell your car submissions"
      columns={[
        {
          header: 'Seller',
          bare: true,
          cell: (s) => <PersonCell name={fullName(s)} email={s.email} phone={s.phone} />,
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
        {
          header: 'Type',
          cell: (s) => <span className="text-white/85">{capitalize(s.submissionType)}</span>,
        },
        ...leadTailColumns(tools),
      ]}
    />
  ),
  details: {
    title: (s) => `${capitalize(s.submissionType)} submission`,
    wide: true,
    body: (s) => (
      <>
        <DetailList
          items={[
            ['Name', fullName(s)],
            ['Email', s.email, `mailto:${s.email}`],
            ['Phone', s.phone, telHref(s.phone)],
            ['Location', s.location],
            ['Vehicle', vehicleText(s)],
            ['Mileage', mileageText(s.mileage)],
            ['Registration', s.registration],
            ['Colour', s.color],
            ['Transmission', capitalize(s.transmission)],
            ['Fuel type', capitalize(s.fuelType)],
            ['Condition', capitalize(humanize(s.condition))],
            ['Expected price', s.price == null ? null : formatPrice(s.price)],
            ['Finance payout', s.financePayout],
            ['Type', capitalize(s.submissionType)],
          ]}
        />
        <DetailList items={[['Additional information', s.description]]} />
        <div>
          <h3 className="text-[11px] uppercase tracking-[0.16em] text-mist">Photos ({s.images.length})</h3>
          {s.images.length === 0 ? (
            <p className="mt-1 text-sm text-white/40">No photos</p>
          ) : (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {s.images.map((src, i) => (
                <li key={src}>
                  <a
                    href={src}
                    target="_blank"
                    rel="noreferrer"
                    className="block border border-line hover:border-accent"
                  >
                    <img
                      src={src}
                      alt={`${vehicleText(s)}, ${i + 1} of ${s.images.length}`}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    ),
  },
};

export const prefetch = leadListPrefetch(config);

/** Sell Your Car: sell and consignment submissions in a table, with details, status, search and export. */
export function SellSubmissions() {
  return <LeadList config={config} />;
}
