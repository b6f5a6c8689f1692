import { z } from 'zod';
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

export const subscriberInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email,
  ...honeypot,
});
export type Subscriber = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
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
  ...honeypot,
});
export type ContactSubmissionInput = z.infer<typeof contactSubmissionInput>;
export type ContactSubmission = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string | null;
  businessName: string | null;
  message: string;
  vehicleEnquiry: VehicleEnquiry | null;
  bookingDates: { start: string; end: string } | null;
  status: (typeof contactStatuses)[number];
  createdAt: string;
};

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
});
export type SellSubmissionInput = z.infer<typeof sellSubmissionInput>;
export type SellSubmission = Omit<SellSubmissionInput, 'website'> & {
  id: number;
  location: string | null;
  registration: string | null;
  color: string | null;
  price: number | null;
  financePayout: string | null;
  description: string | null;
  status: (typeof sellStatuses)[number];
  createdAt: string;
};

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
});
export type AcquisitionInput = z.infer<typeof acquisitionInput>;
export type DesiredCar = {
  id: number;
  make: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
  targetBudget: number | null;
  notes: string | null;
};
export type Acquisition = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string | null;
  budgetNotes: string | null;
  status: (typeof acquisitionStatuses)[number];
  createdAt: string;
  desiredCars: DesiredCar[];
};

export const financeApplicationInput = z.object({
  fullName: requiredText(200),
  email,
  phone: requiredText(40),
  employmentStatus: z.enum(employmentStatuses),
  annualIncome: requiredText(40),
  ...honeypot,
});
export type FinanceApplication = Omit<z.infer<typeof financeApplicationInput>, 'website'> & {
  id: number;
  status: (typeof financeStatuses)[number];
  createdAt: string;
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
