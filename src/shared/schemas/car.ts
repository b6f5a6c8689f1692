import { z } from 'zod';
import { currentYear, idParam, int, patchOf, requiredText, siteUrl, text } from './common';
import { pageQuery } from './paging';

export const transmissions = ['automatic', 'manual'] as const;
export const fuelTypes = ['petrol', 'diesel', 'electric', 'hybrid'] as const;
export const carStatuses = ['available', 'sold'] as const;
export const hireCarStatuses = ['available', 'rented'] as const;

export const transmission = z.enum(transmissions);
export const fuelType = z.enum(fuelTypes);

/** Fields shared by cars for sale and hire cars. */
const vehicleShape = {
  year: int(1900, 2100).default(currentYear),
  make: requiredText(100),
  model: requiredText(100),
  mileage: int(0, 10_000_000).default(0),
  color: text(60).trim().default(''),
  transmission: transmission.default('automatic'),
  fuelType: fuelType.default('petrol'),
  description: text(20_000).default(''),
  features: z.array(requiredText(200)).max(100).default([]),
  images: z
    .array(siteUrl().refine((s) => s !== '', 'Image URL is empty'))
    .max(50)
    .default([]),
};

export const carInput = z.object({
  ...vehicleShape,
  price: int(0).default(0),
  status: z.enum(carStatuses).default('available'),
});
export const carPatch = patchOf(carInput);
export type CarInput = z.infer<typeof carInput>;
export type Car = CarInput & { id: number; createdAt: string; updatedAt: string };

export const carListQuery = z.object({
  status: z.enum(carStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * GET /api/admin/cars and /api/admin/hire-cars: the inventories staff manage, searchable over make,
 * model, year, colour and description. The public lists keep their own query (carListQuery, none).
 */
export const adminCarListQuery = pageQuery.extend({ status: z.enum(carStatuses).optional() });
export type AdminCarListQuery = z.infer<typeof adminCarListQuery>;

export const hireCarInput = z.object({
  ...vehicleShape,
  dailyRate: int(0).default(0),
  status: z.enum(hireCarStatuses).default('available'),
});
export const hireCarPatch = patchOf(hireCarInput);
export type HireCarInput = z.infer<typeof hireCarInput>;
export type HireCar = HireCarInput & { id: number; createdAt: string; updatedAt: string };
export const adminHireCarListQuery = pageQuery.extend({ status: z.enum(hireCarStatuses).optional() });
export type AdminHireCarListQuery = z.infer<typeof adminHireCarListQuery>;
export const hireCarIdParam = z.object({ hireCarId: idParam.shape.id });

const sydneyDateParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Sydney, where the dealer trades, at the given instant. */
export function sydneyDay(instant: Date = new Date()): string {
  const parts = sydneyDateParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp needs its zone: without one it would mean whatever zone the server happens to run in.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isRealIsoDate(s: string): boolean {
  const match = DAY.exec(s) ?? TIMESTAMP.exec(s);
  if (!match || Number.isNaN(Date.parse(s))) return false;
  // Date.parse rolls 2025-02-30 over to March instead of refusing it.
  const [year, month, day] = match.slice(1, 4).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A blockout day: YYYY-MM-DD, or an ISO timestamp taken as the day it falls on in Sydney (a date
 * picker that sends local midnight as UTC still lands on the day that was picked).
 */
const blockoutDay = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : undefined) })
  .trim()
  .min(1, 'Required')
  .refine(isRealIsoDate, 'Must be an ISO date')
  .transform((s) => (DAY.test(s) ? s : sydneyDay(new Date(s))));

export const blockoutInput = z
  .object({
    hireCarId: z.number().int().positive().max(2_147_483_647),
    startDate: blockoutDay,
    endDate: blockoutDay,
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      text(500).trim().nullable().optional(),
    ),
  })
  .superRefine((b, ctx) => {
    const today = sydneyDay();
    if (b.startDate < today)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Must not be before today' });
    if (b.endDate < today)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before today' });
    else if (b.endDate < b.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before the start date' });
  });
export type BlockoutInput = z.infer<typeof blockoutInput>;
export type Blockout = {
  id: number;
  hireCarId: number;
  startDate: string;
  endDate: string;
  reason: string | null;
};
