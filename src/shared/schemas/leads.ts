import { z } from 'zod';
import { addDays, horizonDay, isDay, isTime, sydneyDay, withinOpeningHours } from '../hire-booking';
import { attributionField } from './attribution';
import { fuelType, transmission } from './car';
import { currentYear, email, int, nullableText, requiredText, siteUrl, text } from './common';

export const contactStatuses = ['new', 'contacted', 'resolved'] as const;
export const sellStatuses = ['new', 'contacted', 'completed', 'rejected'] as const;
export const acquisitionStatuses = ['new', 'in-progress', 'completed'] as const;
export const financeStatuses = ['new', 'contacted', 'approved', 'declined'] as const;
export const conditions = ['excellent', 'good', 'fair', 'needs_work'] as const;
export const submissionTypes = ['sell', 'consignment'] as const;
export const employmentStatuses = ['company', 'personal'] as const;

/** Hidden field a person never fills; bots that fill it are quietly ignored. */
export const honeypot = { website: z.string().max(500).optional() };

/**
 * A lead as it is stored and sent to staff: its input with every optional field present (null when it
 * was not given) and without the honeypot, plus the id and when it was received.
 */
type StoredLead<Input> = Omit<Required<Input>, 'website' | 'attribution'> & { id: number; createdAt: string };

export const subscriberInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  ...honeypot,
  ...attributionField,
});
export type Subscriber = StoredLead<z.infer<typeof subscriberInput>> & {
  /** When they left with the one-click unsubscribe (ISO); they are kept, so the consent history stays. */
  unsubscribedAt: string | null;
};

export const vehicleEnquiry = z.object({
  id: z.number().int().positive().optional(),
  year: int(1900, 2100),
  make: requiredText(100),
  model: requiredText(100),
  mileage: int(0, 10_000_000).nullable().optional(),
});
export type VehicleEnquiry = z.infer<typeof vehicleEnquiry>;

export const contactSubmissionInput = z.object({
  firstName: requiredText(100),
  lastName: text(100).trim().default(''),
  email,
  contactNumber: nullableText(40),
  businessName: nullableText(200),
  message: text(10_000).default(''),
  vehicleEnquiry: vehicleEnquiry.nullable().optional(),
  bookingDates: z
    // Stored as JSON, where PostgreSQL refuses a NUL character: text() refuses control characters.
    .object({ start: text(40), end: text(40) })
    .nullable()
    .optional(),
  // Public submissions always start as 'new' whatever the client sends.
  status: z.enum(contactStatuses).optional(),
  // A hire booking request (bookingDates set) also carries these; without bookingDates they are ignored.
  pickupTime: z.string().max(5).optional(),
  returnTime: z.string().max(5).optional(),
  licenceConfirmed: z.boolean().optional(),
  ...honeypot,
  ...attributionField,
});
export type ContactSubmissionInput = z.infer<typeof contactSubmissionInput>;

/**
 * POST /api/contact-submissions: a body with bookingDates is a hire booking request and must hold a
 * bookable request (the server then checks the car's own rules and its calendar). A body without
 * bookingDates, or with null, is the SPEC enquiry, unchanged.
 */
export const contactRequestInput = contactSubmissionInput.superRefine((input, ctx) => {
  const dates = input.bookingDates;
  if (!dates) return;
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!input.vehicleEnquiry?.id) issue(['vehicleEnquiry'], 'Choose the hire car to book');
  const today = sydneyDay();
  const tomorrow = addDays(today, 1);
  const horizon = horizonDay(today);
  if (!isDay(dates.start)) issue(['bookingDates', 'start'], 'Choose a pickup date');
  else if (dates.start < tomorrow) issue(['bookingDates', 'start'], 'Pickup must be from tomorrow on');
  else if (dates.start > horizon) issue(['bookingDates', 'start'], 'Bookings open 12 months ahead');
  if (!isDay(dates.end)) issue(['bookingDates', 'end'], 'Choose a return date');
  else if (isDay(dates.start) && dates.end < dates.start)
    issue(['bookingDates', 'end'], 'Return must not be before pickup');
  // The longest hire is a setting, checked by the service (prepareBooking); the 12 months are fixed.
  else if (dates.end > horizon) issue(['bookingDates', 'end'], 'Return must be within the next 12 months');
  for (const key of ['pickupTime', 'returnTime'] as const) {
    const time = input[key];
    if (!time || !isTime(time)) issue([key], 'Choose a time');
    else if (!withinOpeningHours(time)) issue([key], 'Choose a time between 8am and 8pm');
  }
  if (
    isDay(dates.start) &&
    dates.start === dates.end &&
    input.pickupTime &&
    input.returnTime &&
    input.returnTime <= input.pickupTime
  )
    issue(['returnTime'], 'Return must be after pickup');
  if (input.licenceConfirmed !== true)
    issue(['licenceConfirmed'], "Please confirm the driver's licence and age");
});
/** The booking request's own fields are kept beside it (hire_bookings), not on the enquiry. */
export type ContactSubmission = StoredLead<
  Omit<ContactSubmissionInput, 'pickupTime' | 'returnTime' | 'licenceConfirmed'>
>;

export const MAX_SELL_IMAGES = 10;
const UPLOADED_IMAGE_URL = /^\/uploads\/[\w-]+\.(jpe?g|png|gif|webp|avif)$/i;
export const sellSubmissionInput = z.object({
  submissionType: z.enum(submissionTypes),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  phone: requiredText(40),
  location: nullableText(200),
  make: requiredText(100),
  model: requiredText(100),
  year: z
    .number()
    .int()
    .min(1900)
    .refine((y) => y <= currentYear() + 1, `Must be ${currentYear() + 1} or earlier`)
    .default(currentYear),
  mileage: requiredText(40),
  registration: nullableText(40),
  color: nullableText(60),
  transmission: transmission.default('automatic'),
  fuelType: fuelType.default('petrol'),
  condition: z.enum(conditions).default('excellent'),
  price: int(0).nullable().optional(),
  financePayout: nullableText(100),
  description: nullableText(10_000),
  images: z
    // Only what POST /api/upload/sell-car-image returns: a generated name in /uploads, no other path.
    .array(siteUrl().refine((s) => UPLOADED_IMAGE_URL.test(s), 'Must be an uploaded image URL'))
    .max(MAX_SELL_IMAGES, `At most ${MAX_SELL_IMAGES} images`)
    .default([]),
  ...honeypot,
  ...attributionField,
});
export type SellSubmissionInput = z.infer<typeof sellSubmissionInput>;
export type SellSubmission = StoredLead<SellSubmissionInput> & { status: (typeof sellStatuses)[number] };

const optionalInt = z.preprocess(
  (v) =>
    v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v,
  int(0).nullable(),
);
export const desiredCarInput = z.object({
  make: text(100).trim().default(''),
  model: text(100).trim().default(''),
  yearFrom: optionalInt.optional(),
  yearTo: optionalInt.optional(),
  targetBudget: optionalInt.optional(),
  notes: nullableText(2000),
});
export const MAX_DESIRED_CARS = 4;
export const acquisitionInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  contactNumber: nullableText(40),
  budgetNotes: nullableText(5000),
  desiredCars: z
    .array(desiredCarInput)
    .min(1, 'At least one vehicle is required')
    .max(MAX_DESIRED_CARS, `At most ${MAX_DESIRED_CARS} vehicles`)
    .superRefine((cars, ctx) => {
      if (cars[0] && (!cars[0].make || !cars[0].model)) {
        ctx.addIssue({ code: 'custom', path: [0, cars[0].make ? 'model' : 'make'], message: 'Required' });
      }
    })
    // Later entries without make or model are dropped, as the form does.
    .transform((cars) => cars.filter((c, i) => i === 0 || (c.make && c.model))),
  ...honeypot,
  ...attributionField,
});
export type AcquisitionInput = z.infer<typeof acquisitionInput>;
export type DesiredCar = Required<z.infer<typeof desiredCarInput>> & { id: number };
export type Acquisition = Omit<StoredLead<AcquisitionInput>, 'desiredCars'> & {
  status: (typeof acquisitionStatuses)[number];
  desiredCars: DesiredCar[];
};

export const financeApplicationInput = z.object({
  fullName: requiredText(200),
  email,
  phone: requiredText(40),
  employmentStatus: z.enum(employmentStatuses),
  annualIncome: requiredText(40),
  ...honeypot,
  ...attributionField,
});
export type FinanceApplication = StoredLead<z.infer<typeof financeApplicationInput>> & {
  status: (typeof financeStatuses)[number];
};

export const statusPatch = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ status: z.enum(values) });

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed with this email.";
/** POST /api/subscribers answers the new subscriber with the message the dialog shows. */
export type SubscribeResponse = Subscriber & { message: string };

/** `/admin/dashboard?tab=…` values for each kind of lead; staff notification links open these tabs. */
export const leadDashboardTabs = {
  contact: 'contact-enquiries',
  sell: 'sell-your-car',
  acquisition: 'acquisitions',
  finance: 'finance-applications',
  subscriber: 'subscribers',
} as const;
