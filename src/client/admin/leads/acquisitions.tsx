import { formatPrice } from '../../../shared/format';
import { desiredCarText, desiredYearsText } from '../../../shared/lead-text';
import type { Acquisition } from '../../../shared/schemas/leads';
import { DetailGroup, DetailList } from '../components/detail-list';
import { AcquisitionMatches } from '../components/waitlist/acquisition-matches';
import { leadTable, personColumn } from './lead-columns';
import { fullName } from './lead-kit';
import { kindList, leadTab } from './lead-list';

const config = kindList<Acquisition>('acquisition', {
  title: 'Acquisition Requests',
  description: 'The sourcing waitlist: cars people want us to find for them.',
  searchPlaceholder: 'Search name, e-mail, phone or vehicle',
  fileBase: 'acquisition-requests',
  empty: 'No acquisition requests yet.',
  render: leadTable('Acquisition requests', [
    personColumn('Name', (a) => ({ name: fullName(a), email: a.email, phone: a.contactNumber })),
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
  ]),
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
        <DetailGroup title={`Desired vehicles (${a.desiredCars.length})`}>
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
        </DetailGroup>
        <DetailGroup title="Matching cars">
          <div className="mt-2">
            <AcquisitionMatches acquisitionId={a.id} status={a.status} desiredCars={a.desiredCars} />
          </div>
        </DetailGroup>
      </>
    ),
  },
});

/** Acquisition Requests: people waiting for us to source a car, with every desired car in the details. */
export const { prefetch, Tab: Acquisitions } = leadTab(config);
