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

/** Columns that print a stored field as it is, headed by the name staff know it by. */
const fieldColumns = <T>(fields: Record<string, keyof T & string>): CsvColumn<T>[] =>
  Object.entries(fields).map(([header, key]) => ({
    header,
    value: (row) => row[key] as string | number | null | undefined,
  }));

/** Contact enquiries and acquisition requests open their exports with the same columns. */
const enquirerFields = {
  Received: 'createdAt',
  Status: 'status',
  'First name': 'firstName',
  'Last name': 'lastName',
  Email: 'email',
  Phone: 'contactNumber',
} as const;

/** CSV columns of each kind's export (the headers staff know from the earlier client-side export). */
export const leadCsvColumns = {
  contact: [
    ...fieldColumns<ContactSubmission>({ ...enquirerFields, Business: 'businessName' }),
    { header: 'Vehicle', value: (c) => vehicleText(c.vehicleEnquiry) },
    { header: 'Vehicle mileage (km)', value: (c) => c.vehicleEnquiry?.mileage },
    { header: 'Booking from', value: (c) => c.bookingDates?.start },
    { header: 'Booking to', value: (c) => c.bookingDates?.end },
    ...fieldColumns<ContactSubmission>({ Message: 'message' }),
  ] satisfies CsvColumn<ContactSubmission>[],
  sell: [
    ...fieldColumns<SellSubmission>({
      Received: 'createdAt',
      Type: 'submissionType',
      Status: 'status',
      'First name': 'firstName',
      'Last name': 'lastName',
      Email: 'email',
      Phone: 'phone',
      Location: 'location',
      Year: 'year',
      Make: 'make',
      Model: 'model',
      Mileage: 'mileage',
      Registration: 'registration',
      Colour: 'color',
      Transmission: 'transmission',
      'Fuel type': 'fuelType',
    }),
    { header: 'Condition', value: (s) => humanize(s.condition) },
    ...fieldColumns<SellSubmission>({
      'Expected price': 'price',
      'Finance payout': 'financePayout',
      Description: 'description',
    }),
    { header: 'Photos', value: (s) => s.images.join(' ') },
  ] satisfies CsvColumn<SellSubmission>[],
  acquisition: [
    ...fieldColumns<Acquisition>({ ...enquirerFields, 'Budget notes': 'budgetNotes' }),
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
  finance: fieldColumns<FinanceApplication>({
    Received: 'createdAt',
    Status: 'status',
    'Full name': 'fullName',
    Email: 'email',
    Phone: 'phone',
    Employment: 'employmentStatus',
    'Annual income': 'annualIncome',
  }),
  subscriber: fieldColumns<Subscriber>({
    'First name': 'firstName',
    'Last name': 'lastName',
    Email: 'email',
    Subscribed: 'createdAt',
    Unsubscribed: 'unsubscribedAt',
  }),
};
