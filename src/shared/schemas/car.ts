import { z } from 'zod';
import { currentYear, int, patchOf, requiredText, siteUrl, text } from './common';

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

export const hireCarInput = z.object({
  ...vehicleShape,
  dailyRate: int(0).default(0),
  status: z.enum(hireCarStatuses).default('available'),
});
export const hireCarPatch = patchOf(hireCarInput);
export type HireCarInput = z.infer<typeof hireCarInput>;
export type HireCar = HireCarInput & { id: number; createdAt: string; updatedAt: string };

const isoDay = z
  .string()
  .trim()
  .refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}/.test(s), 'Must be an ISO date');

export const blockoutInput = z.object({
  hireCarId: z.number().int().positive(),
  startDate: isoDay,
  endDate: isoDay,
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text(500).nullable().optional(),
  ),
});
export type BlockoutInput = z.infer<typeof blockoutInput>;
export type Blockout = {
  id: number;
  hireCarId: number;
  startDate: string;
  endDate: string;
  reason: string | null;
};

export const vehicleTitle = (v: { year: number; make: string; model: string }) =>
  `${v.year} ${v.make} ${v.model}`;
