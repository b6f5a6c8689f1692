import type { CsvColumn } from './csv';
import { formatPrice, humanize } from './format';
import type { LeadKind } from './schemas/lead-desk';
import type {
  Acquisition,
  ContactSubmission,
  DesiredCar,
  FinanceApplication,
  SellSubmission,
  Subscriber,
} from './schemas/leads';

/** How a lead's vehicles and wishes read in one line: lists, the inbox, CSV and search all use these. */
export const vehicleText = (v: ContactSubmission['vehicleEnquiry']) =>
  v ? `${v.year} ${v.make} ${v.model}` : '';

export const desiredCarText = (c: DesiredCar) => `${c.make} ${c.model}`.trim() || 'Any vehicle';
export const desiredYearsText = (c: DesiredCar) =>
  c.yearFrom && c.yearTo
    ? c.yearFrom === c.yearTo
      ? String(c.yearFrom)
      : `${c.yearFrom}–${c.yearTo}`
    : c.yearFrom
      ? `${c.yearFrom} or newer`
      : c.yearTo
        ? `Up to ${c.yearTo}`
        : null;
export const desiredCarSummary = (c: DesiredCar) =>
  [desiredCarText(c), desiredYearsText(c), c.targetBudget == null ? null : formatPrice(c.targetBudget)]
    .filter(Boolean)
    .join(', ');

const oneLine = (s: string, max = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The inbox line of each kind: what the lead is about. */
export const leadSummaryText = {
  contact: (c: ContactSubmission) =>
    oneLine([vehicleText(c.vehicleEnquiry), c.message].filter(Boolean).join(' · ')),
  sell: (s: SellSubmission) =>
    `${s.submissionType === 'consignment' ? 'Consign' : 'Sell'}: ${s.year} ${s.make} ${s.model}`,
  acquisition: (a: Acquisition) => oneLine(`Looking for ${a.desiredCars.map(desiredCarSummary).join('; ')}`),
  finance: (f: FinanceApplication) => `Finance application · ${humanize(f.employmentStatus)}`,
  subscriber: (_s: Subscriber) => 'Subscribed to new vehicle updates',
} satisfies Record<LeadKind, (lead: never) => string>;

/** CSV columns of each kind's export (the headers staff know from the earlier client-side export). */
export const leadCsvColumns = {
  contact: [
    { header: 'Received', value: (c) => c.createdAt },
    { header: 'Status', value: (c) => c.status },
    { header: 'First name', value: (c) => c.firstName },
    { header: 'Last name', value: (c) => c.lastName },
    { header: 'Email', value: (c) => c.email },
    { header: 'Phone', value: (c) => c.contactNumber },
    { header: 'Business', value: (c) => c.businessName },
    { header: 'Vehicle', value: (c) => vehicleText(c.vehicleEnquiry) },
    { header: 'Vehicle mileage (km)', value: (c) => c.vehicleEnquiry?.mileage },
    { header: 'Booking from', value: (c) => c.bookingDates?.start },
    { header: 'Booking to', value: (c) => c.bookingDates?.end },
    { header: 'Message', value: (c) => c.message },
  ] satisfies CsvColumn<ContactSubmission>[],
  sell: [
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
  ] satisfies CsvColumn<SellSubmission>[],
  acquisition: [
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
          return car ? [desiredCarSummary(car), car.notes].filter(Boolean).join('; ') : '';
        },
      }),
    ),
  ] satisfies CsvColumn<Acquisition>[],
  finance: [
    { header: 'Received', value: (f) => f.createdAt },
    { header: 'Status', value: (f) => f.status },
    { header: 'Full name', value: (f) => f.fullName },
    { header: 'Email', value: (f) => f.email },
    { header: 'Phone', value: (f) => f.phone },
    { header: 'Employment', value: (f) => f.employmentStatus },
    { header: 'Annual income', value: (f) => f.annualIncome },
  ] satisfies CsvColumn<FinanceApplication>[],
  subscriber: [
    { header: 'First name', value: (s) => s.firstName },
    { header: 'Last name', value: (s) => s.lastName },
    { header: 'Email', value: (s) => s.email },
    { header: 'Subscribed', value: (s) => s.createdAt },
  ] satisfies CsvColumn<Subscriber>[],
};
