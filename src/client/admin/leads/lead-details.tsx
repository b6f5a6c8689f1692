import { ArrowUpRight, CalendarRange, Car } from 'lucide-react';
import { telHref } from '../../../shared/brand';
import { capitalize, formatMileage, formatPrice, vehicleTitle } from '../../../shared/format';
import { desiredCarText, desiredYearsText, vehicleText } from '../../../shared/lead-text';
import type { LeadDetail } from '../../../shared/schemas/lead-desk';
import type { Acquisition, ContactSubmission, SellSubmission } from '../../../shared/schemas/leads';
import { AdminSection } from '../components/admin-section';
import { type Detail, DetailGroup, DetailList, detailLabel } from '../components/detail-list';
import { AcquisitionMatches } from '../components/waitlist/acquisition-matches';
import { fullName } from './lead-kit';
import { formatWhen, type KindedLead } from './lead-meta';
import { PhotoGallery } from './photo-gallery';
import { sellVehicleFacts } from './sell-facts';

/** Everything the visitor sent, in the sections their kind of lead has. */
export function LeadDetails({
  item,
  linkedCarId,
}: {
  item: KindedLead;
  linkedCarId: LeadDetail['linkedCarId'];
}) {
  return (
    <>
      <AdminSection title="Contact">
        <DetailList items={contactDetails(item)} />
      </AdminSection>
      {item.kind === 'contact' && <Enquiry lead={item.lead} linkedCarId={linkedCarId} />}
      {item.kind === 'sell' && <SellVehicle lead={item.lead} />}
      {item.kind === 'acquisition' && (
        <>
          <Wishes lead={item.lead} />
          <AdminSection
            title="Matching cars"
            description="Cars for sale that fit this request: the make, a model either way round, the years, and the budget plus 10 %."
          >
            <AcquisitionMatches
              acquisitionId={item.lead.id}
              status={item.lead.status}
              desiredCars={item.lead.desiredCars}
            />
          </AdminSection>
        </>
      )}
    </>
  );
}

const email = (address: string): Detail => ['Email', address, `mailto:${address}`];
const phone = (number: string | null): Detail => ['Phone', number, number ? telHref(number) : undefined];

function contactDetails({ kind, lead }: KindedLead): Detail[] {
  switch (kind) {
    case 'contact':
      return [
        ['Name', fullName(lead)],
        email(lead.email),
        phone(lead.contactNumber),
        ['Business', lead.businessName],
      ];
    case 'sell':
      return [['Name', fullName(lead)], email(lead.email), phone(lead.phone), ['Location', lead.location]];
    case 'acquisition':
      return [['Name', fullName(lead)], email(lead.email), phone(lead.contactNumber)];
    case 'finance':
      return [
        ['Name', lead.fullName],
        email(lead.email),
        phone(lead.phone),
        ['Employment', capitalize(lead.employmentStatus)],
        [
          'Annual income',
          /^\d+$/.test(lead.annualIncome.trim()) ? formatPrice(Number(lead.annualIncome)) : lead.annualIncome,
        ],
      ];
    case 'subscriber':
      return [
        ['Name', fullName(lead)],
        email(lead.email),
        ['Subscribed', formatWhen(lead.createdAt)],
        // Kept on the list after the one-click unsubscribe: when they left is part of the consent history.
        ...(lead.unsubscribedAt ? [['Unsubscribed', formatWhen(lead.unsubscribedAt)] as Detail] : []),
      ];
  }
}

/** The visitor's own words under their heading, line breaks kept; a note when they wrote nothing. */
function Words({ heading, text, none }: { heading: string; text: string | null; none: string }) {
  return (
    <div>
      <h3 className={`${detailLabel} mb-2`}>{heading}</h3>
      {text?.trim() ? (
        <p className="max-w-prose text-sm leading-relaxed break-words whitespace-pre-line text-white/85">
          {text}
        </p>
      ) : (
        <p className="text-sm text-mist">{none}</p>
      )}
    </div>
  );
}

function Enquiry({ lead, linkedCarId }: { lead: ContactSubmission; linkedCarId: number | null }) {
  const vehicle = lead.vehicleEnquiry;
  return (
    <AdminSection title="Enquiry">
      <div className="flex flex-col gap-5">
        {vehicle && (
          <DetailGroup title="Vehicle enquired about">
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 border border-line bg-ink px-4 py-3">
              <Car className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
              <span className="min-w-0 flex-1 text-sm text-white">
                {vehicleText(vehicle)}
                {vehicle.mileage != null && (
                  <span className="text-mist"> · {formatMileage(vehicle.mileage)}</span>
                )}
              </span>
              {linkedCarId !== null ? (
                <a
                  href={`/cars?carId=${linkedCarId}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 text-xs uppercase tracking-[0.16em] text-accent hover:text-white"
                >
                  View car
                  <span className="sr-only"> {vehicleText(vehicle)} (opens in a new tab)</span>
                  <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
                </a>
              ) : (
                <span className="text-xs text-mist">No longer listed</span>
              )}
            </div>
          </DetailGroup>
        )}
        {lead.bookingDates && (
          <DetailGroup title="Booking dates">
            <p className="mt-2 inline-flex items-center gap-2 text-sm text-white/85">
              <CalendarRange className="h-4 w-4 text-mist" aria-hidden="true" />
              {lead.bookingDates.start} – {lead.bookingDates.end}
            </p>
          </DetailGroup>
        )}
        <Words heading="Message" text={lead.message} none="No message." />
      </div>
    </AdminSection>
  );
}

function SellVehicle({ lead }: { lead: SellSubmission }) {
  const title = vehicleTitle(lead);
  return (
    <>
      <AdminSection title={lead.submissionType === 'consignment' ? 'Vehicle to consign' : 'Vehicle to sell'}>
        <div className="flex flex-col gap-6">
          <DetailList
            items={[['Vehicle', title], ['Type', capitalize(lead.submissionType)], ...sellVehicleFacts(lead)]}
          />
          <Words heading="Description" text={lead.description} none="No description." />
        </div>
      </AdminSection>
      <AdminSection title={`Photos (${lead.images.length})`}>
        {lead.images.length === 0 ? (
          <p className="text-sm text-white/40">No photos were uploaded.</p>
        ) : (
          <PhotoGallery images={lead.images} title={title} />
        )}
      </AdminSection>
    </>
  );
}

function Wishes({ lead }: { lead: Acquisition }) {
  return (
    <AdminSection title="Looking for">
      <div className="flex flex-col gap-5">
        <ol className="flex flex-col gap-3">
          {lead.desiredCars.map((car, i) => (
            <li key={car.id} className="border border-line bg-ink px-4 py-3">
              <p className="flex items-baseline gap-3 text-sm text-white">
                <span className="text-[10px] tabular-nums tracking-[0.2em] text-mist">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className="font-medium">{desiredCarText(car)}</span>
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
                <div>
                  <dt className={detailLabel}>Years</dt>
                  <dd className="mt-0.5 text-white/85">{desiredYearsText(car) ?? 'Any'}</dd>
                </div>
                <div>
                  <dt className={detailLabel}>Target budget</dt>
                  <dd className="mt-0.5 text-white/85">
                    {car.targetBudget == null ? 'Not given' : formatPrice(car.targetBudget)}
                  </dd>
                </div>
                {car.notes && (
                  <div className="col-span-2">
                    <dt className={detailLabel}>Notes</dt>
                    <dd className="mt-0.5 break-words whitespace-pre-line text-white/85">{car.notes}</dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ol>
        <Words heading="Budget notes" text={lead.budgetNotes} none="No budget notes." />
      </div>
    </AdminSection>
  );
}
