import { telHref } from '../../../shared/brand';
import { capitalize, vehicleTitle } from '../../../shared/format';
import { type SellSubmission, submissionTypes } from '../../../shared/schemas/leads';
import { DetailGroup, DetailList } from '../components/detail-list';
import { leadTable, personColumn, textColumn } from './lead-columns';
import { fullName } from './lead-kit';
import { kindList, leadTab } from './lead-list';
import { mileageText, sellVehicleFacts } from './sell-facts';

const config = kindList<SellSubmission>('sell', {
  title: 'Sell Your Car',
  description: 'Cars offered to us to buy outright or to sell on consignment.',
  searchPlaceholder: 'Search name, e-mail, phone, vehicle or rego',
  choices: [
    {
      param: 'type',
      label: 'Filter by type',
      all: 'All types',
      options: submissionTypes.map((value) => ({ value, label: capitalize(value) })),
    },
  ],
  fileBase: 'sell-your-car-submissions',
  empty: 'No submissions yet.',
  render: leadTable('Sell your car submissions', [
    personColumn('Seller', (s) => ({ name: fullName(s), email: s.email, phone: s.phone })),
    {
      header: 'Vehicle',
      cell: (s) => (
        <>
          <p className="text-white">{vehicleTitle(s)}</p>
          <p className="text-xs text-mist">{mileageText(s.mileage)}</p>
        </>
      ),
    },
    textColumn('Type', (s) => capitalize(s.submissionType)),
  ]),
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
            ['Vehicle', vehicleTitle(s)],
            ...sellVehicleFacts(s),
            ['Type', capitalize(s.submissionType)],
          ]}
        />
        <DetailList items={[['Additional information', s.description]]} />
        <DetailGroup title={`Photos (${s.images.length})`}>
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
                      alt={`${vehicleTitle(s)}, ${i + 1} of ${s.images.length}`}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </DetailGroup>
      </>
    ),
  },
});

/** Sell Your Car: sell and consignment submissions in a table, with details, status, search and export. */
export const { prefetch, Tab: SellSubmissions } = leadTab(config);
