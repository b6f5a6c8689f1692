import {
  type Acquisition,
  type ContactSubmission,
  type FinanceApplication,
  leadDashboardTabs,
  type SellSubmission,
  type Subscriber,
} from '../../../shared/schemas/leads';
import type { StaffNotice } from '../../mail/templates';
import { bookingLines, type PreparedBooking } from '../hire-cars/hire-bookings.service';

/** Staff notifications: every submitted field, labelled as on the form, so nobody has to open the admin to triage. */

type Person = { firstName: string; lastName: string; email: string };

const fullName = (lead: Omit<Person, 'email'>) => `${lead.firstName} ${lead.lastName}`.trim();

/** Who sent it, labelled as on every form that asks for a first and last name. */
const personFields = (lead: Person): StaffNotice['fields'] => [
  ['First name', lead.firstName],
  ['Last name', lead.lastName],
  ['Email', lead.email],
];

export function contactNotice(lead: ContactSubmission): StaffNotice {
  const vehicle = lead.vehicleEnquiry;
  return {
    kind: 'staff-contact',
    tab: leadDashboardTabs.contact,
    subject: `New enquiry from ${fullName(lead)}`,
    heading: 'A new enquiry was submitted on the website.',
    fields: [
      ...personFields(lead),
      ['Contact number', lead.contactNumber],
      ['Business name', lead.businessName],
      [
        'Vehicle enquired about',
        vehicle
          ? `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.mileage != null ? `, ${vehicle.mileage} km` : ''}${vehicle.id ? ` (car #${vehicle.id})` : ''}`
          : null,
      ],
      ['Booking dates', lead.bookingDates ? `${lead.bookingDates.start} to ${lead.bookingDates.end}` : null],
      ['Message', lead.message],
      ['Received', lead.createdAt],
    ],
  };
}

/** A hire booking request: the enquiry's fields, then the booking and the quote the customer saw. */
export function bookingNotice(lead: ContactSubmission, booking: PreparedBooking): StaffNotice {
  const notice = contactNotice(lead);
  return {
    ...notice,
    kind: 'staff-booking',
    subject: `Booking request: ${booking.car}, ${booking.start} to ${booking.end}, from ${fullName(lead)}`,
    heading: 'A new booking request was submitted on the website.',
    fields: [
      ...notice.fields.filter(([label]) => label !== 'Booking dates'),
      ...bookingLines(booking).map((line): [string, string] => {
        const at = line.indexOf(': ');
        return [line.slice(0, at), line.slice(at + 2)];
      }),
    ],
  };
}

export function sellNotice(lead: SellSubmission, publicUrl: string): StaffNotice {
  const consignment = lead.submissionType === 'consignment';
  return {
    kind: consignment ? 'staff-consignment' : 'staff-sell',
    tab: leadDashboardTabs.sell,
    subject: `New ${consignment ? 'consignment' : 'sell your car'} request: ${lead.year} ${lead.make} ${lead.model} from ${fullName(lead)}`,
    heading: `A new ${consignment ? 'consignment' : 'sell your car'} request was submitted on the website.`,
    fields: [
      ['Submission type', lead.submissionType],
      ...personFields(lead),
      ['Phone', lead.phone],
      ['Location', lead.location],
      ['Make', lead.make],
      ['Model', lead.model],
      ['Build date', lead.year],
      ['Mileage', lead.mileage],
      ['Registration', lead.registration],
      ['Colour', lead.color],
      ['Transmission', lead.transmission],
      ['Fuel type', lead.fuelType],
      ['Condition', lead.condition.replace(/_/g, ' ')],
      ['Expected price', lead.price],
      ['Finance payout', lead.financePayout],
      ['Additional information', lead.description],
      ['Photos', lead.images.length ? lead.images.map((url) => `${publicUrl}${url}`).join('\n') : null],
      ['Received', lead.createdAt],
    ],
  };
}

export function acquisitionNotice(lead: Acquisition): StaffNotice {
  const cars = lead.desiredCars.flatMap((car, i): StaffNotice['fields'] => {
    const n = `Vehicle ${i + 1}`;
    return [
      [n, `${car.make} ${car.model}`],
      [`${n} year from`, car.yearFrom],
      [`${n} year to`, car.yearTo],
      [`${n} target budget`, car.targetBudget],
      [`${n} notes`, car.notes],
    ];
  });
  return {
    kind: 'staff-acquisition',
    tab: leadDashboardTabs.acquisition,
    subject: `New acquisition request from ${fullName(lead)}`,
    heading: 'A new vehicle sourcing (acquisitions waitlist) request was submitted on the website.',
    fields: [
      ...personFields(lead),
      ['Contact number', lead.contactNumber],
      ['Budget notes', lead.budgetNotes],
      ...cars,
      ['Received', lead.createdAt],
    ],
  };
}

export function financeNotice(lead: FinanceApplication): StaffNotice {
  return {
    kind: 'staff-finance',
    tab: leadDashboardTabs.finance,
    subject: `New finance application from ${lead.fullName}`,
    heading: 'A new finance application was submitted on the website.',
    fields: [
      ['Full name', lead.fullName],
      ['Email', lead.email],
      ['Phone', lead.phone],
      ['Employment status', lead.employmentStatus],
      ['Annual income', lead.annualIncome],
      ['Received', lead.createdAt],
    ],
  };
}

export function subscriberNotice(subscriber: Subscriber): StaffNotice {
  return {
    kind: 'staff-subscriber',
    tab: leadDashboardTabs.subscriber,
    subject: `New subscriber: ${fullName(subscriber)}`,
    heading: 'Someone subscribed to updates on new vehicles.',
    fields: [...personFields(subscriber), ['Subscribed', subscriber.createdAt]],
  };
}
