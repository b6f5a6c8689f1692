import { z } from 'zod';
import {
  bodyTypes,
  CAR_PAGE_SIZE,
  CAR_PAGE_SIZE_MAX,
  carFilterKeys,
  carSorts,
  carStatuses,
  fuelTypes,
  hireCarStatuses,
  transmissions,
} from '../car-options';
import { sydneyDay } from '../hire-booking';
import { currentYear, idParam, int, nullableText, patchOf, requiredText, siteUrl, text } from './common';
import { isoDay, pageQuery } from './paging';

// The option lists live in a zod-free module (the browser's /cars code imports them without zod); every
// import of them from here keeps working.
export * from '../car-options';

export const transmission = z.enum(transmissions);
export const fuelType = z.enum(fuelTypes);
export const bodyType = z.enum(bodyTypes);

/** A form's empty field means "not given": stored as null rather than as an empty string or 0. */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable().optional(),
  ) as unknown as z.ZodOptional<z.ZodNullable<T>>;

/**
 * A vehicle identification number: 17 characters since 1981, as few as 11 on older imports. I, O and Q
 * never occur (they read as 1 and 0), so a VIN containing them is a typo. Stored upper case.
 */
export const vin = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(
    z.string().regex(/^[A-HJ-NPR-Z0-9]{11,17}$/, 'Must be 11 to 17 letters and digits, without I, O or Q'),
  );

/**
 * What a dealer records beyond the listing basics, all optional (null when not known). The full VIN is
 * for staff and the marketplace feeds only: public answers carry `vin: null` and its last 6 characters.
 */
const vehicleDetailsShape = {
  bodyType: emptyAsNull(bodyType),
  vin: emptyAsNull(vin),
  stockNumber: nullableText(40),
  engine: nullableText(100),
  drivetrain: nullableText(40),
  interiorColor: nullableText(60),
  seats: emptyAsNull(int(1, 20)),
  doors: emptyAsNull(int(1, 10)),
  registrationPlate: nullableText(12),
  registrationExpiry: emptyAsNull(isoDay),
};
/** The details as a stored record has them: each one present, null when not known. */
export type VehicleDetails = {
  [K in keyof typeof vehicleDetailsShape]-?: NonNullable<z.output<(typeof vehicleDetailsShape)[K]>> | null;
} & {
  /** The VIN's last 6 characters (null without a VIN): what a visitor may see of it. */
  vinEnding: string | null;
};

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
  ...vehicleDetailsShape,
};

export const carInput = z.object({
  ...vehicleShape,
  price: int(0).default(0),
  status: z.enum(carStatuses).default('available'),
});
export const carPatch = patchOf(carInput);
export type CarInput = z.infer<typeof carInput>;
export type Car = Omit<CarInput, keyof VehicleDetails> &
  VehicleDetails & { id: number; createdAt: string; updatedAt: string };

export const carListQuery = z.object({
  status: z.enum(carStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** An empty query parameter (a form's blank field) means "not given". */
const param = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
/** Plain digits only: "1e3", "-0" or " 7" are refused rather than read as some other number. */
const wholeNumber = (max = 2_000_000_000) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,10}$/, 'Must be a whole number of 0 or more'))
    .transform(Number)
    .pipe(z.number().int().max(max, `Must be at most ${max}`));

/**
 * True when neither parameter of a range was refused. Each range is compared only when both its ends were
 * read: zod would otherwise run the comparison with a refused end's raw text or out-of-bounds number, and
 * report `priceMax=-1` as below priceMin as well as not a whole number.
 */
const bothRead =
  (low: string, high: string) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => issue.path?.[0] === low || issue.path?.[0] === high);
type RangeCtx = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };
const priceRange = (q: { priceMin?: number; priceMax?: number }, ctx: RangeCtx) => {
  if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMax < q.priceMin)
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'Must not be below priceMin' });
};
const yearRange = (q: { yearMin?: number; yearMax?: number }, ctx: RangeCtx) => {
  if (q.yearMin !== undefined && q.yearMax !== undefined && q.yearMax < q.yearMin)
    ctx.addIssue({ code: 'custom', path: ['yearMax'], message: 'Must not be below yearMin' });
};

/**
 * GET /api/cars with any of these parameters: one page of the inventory, filtered and sorted, with the
 * makes counted for a make filter. `status` keeps its meaning (sold: the sold archive; otherwise the
 * cars available). Without any of them the answer stays the plain array of SPEC (carListQuery).
 */
export const carSearchQuery = z
  .object({
    status: param(z.enum(carStatuses).optional()),
    /** Exact, ignoring case. */
    make: param(text(100).trim().optional()),
    /** Anywhere in the model, ignoring case. */
    model: param(text(100).trim().optional()),
    priceMin: param(wholeNumber().optional()),
    priceMax: param(wholeNumber().optional()),
    yearMin: param(wholeNumber(9999).optional()),
    yearMax: param(wholeNumber(9999).optional()),
    kmMax: param(wholeNumber().optional()),
    transmission: param(transmission.optional()),
    fuelType: param(fuelType.optional()),
    bodyType: param(bodyType.optional()),
    sort: param(z.enum(carSorts).default('newest')),
    page: param(wholeNumber(100_000).pipe(z.number().min(1, 'Must be 1 or more')).default(1)),
    pageSize: param(
      wholeNumber(CAR_PAGE_SIZE_MAX).pipe(z.number().min(1, 'Must be 1 or more')).default(CAR_PAGE_SIZE),
    ),
    /** A car to leave out: the one on screen, when listing similar cars. */
    exclude: param(idParam.shape.id.optional()),
  })
  .superRefine(priceRange, { when: bothRead('priceMin', 'priceMax') })
  .superRefine(yearRange, { when: bothRead('yearMin', 'yearMax') });
export type CarSearch = z.output<typeof carSearchQuery>;

// Every filter key of /cars is a parameter of the search.
carFilterKeys satisfies readonly (keyof CarSearch)[];

/** Parameters that switch GET /api/cars from the SPEC array to a CarPage. */
const SEARCH_PARAMS = [...carFilterKeys, 'sort', 'page', 'pageSize', 'exclude'] as const;

/** True when the query asks for a search page (any parameter beyond SPEC's status and limit). */
export function isCarSearch(query: Record<string, unknown>): boolean {
  return SEARCH_PARAMS.some((key) => query[key] !== undefined);
}

/** One page of a car search. `makes` counts the cars matching every filter except `make`, by make. */
export type CarPage = {
  items: Car[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  makes: { make: string; count: number }[];
};

/**
 * The public search's filters that staff use on the inventories too, and its sorts (default newest).
 * For hire cars the price is the daily rate. Every sort pages by keyset like newest first: each orders
 * by one whole-number column and then id, both the same way, so the cursor is that pair.
 */
const inventoryFilters = {
  make: param(text(100).trim().optional()),
  priceMin: param(wholeNumber().optional()),
  priceMax: param(wholeNumber().optional()),
  yearMin: param(wholeNumber(9999).optional()),
  yearMax: param(wholeNumber(9999).optional()),
  transmission: param(transmission.optional()),
  fuelType: param(fuelType.optional()),
  bodyType: param(bodyType.optional()),
  sort: param(z.enum(carSorts).optional()),
};

/**
 * GET /api/admin/cars and /api/admin/hire-cars: the inventories staff manage, searchable over make,
 * model, year, colour and description, and filtered like /cars. The public lists keep their own query
 * (carListQuery, none).
 */
export const adminCarListQuery = pageQuery
  .extend({ status: z.enum(carStatuses).optional(), ...inventoryFilters })
  .superRefine(priceRange, { when: bothRead('priceMin', 'priceMax') })
  .superRefine(yearRange, { when: bothRead('yearMin', 'yearMax') });
export type AdminCarListQuery = z.infer<typeof adminCarListQuery>;
/** The parameters of an admin inventory beyond paging, status and search: what its filter bar sets. */
export const inventoryFilterKeys = Object.keys(inventoryFilters) as (keyof typeof inventoryFilters)[];

export const hireCarInput = z.object({
  ...vehicleShape,
  dailyRate: int(0).default(0),
  status: z.enum(hireCarStatuses).default('available'),
  /** Hire terms, quoted before a booking request: bond in AUD, kilometres a day (0: unlimited), the
   * rate for each kilometre over them in AUD (cents allowed), the youngest driver and shortest hire. */
  bond: int(0, 1_000_000).default(0),
  kmPerDay: int(0, 10_000).default(0),
  excessPerKm: z
    .number({ error: 'Enter an amount like 2.50' })
    .min(0)
    .max(1000)
    .transform((n) => Math.round(n * 100) / 100)
    .default(0),
  minDriverAge: int(18, 99).default(21),
  minDays: int(1, 365).default(1),
});
export const hireCarPatch = patchOf(hireCarInput);
export type HireCarInput = z.infer<typeof hireCarInput>;
export type HireCar = Omit<HireCarInput, keyof VehicleDetails> &
  VehicleDetails & { id: number; createdAt: string; updatedAt: string };
export const adminHireCarListQuery = pageQuery
  .extend({ status: z.enum(hireCarStatuses).optional(), ...inventoryFilters })
  .superRefine(priceRange, { when: bothRead('priceMin', 'priceMax') })
  .superRefine(yearRange, { when: bothRead('yearMin', 'yearMax') });
export type AdminHireCarListQuery = z.infer<typeof adminHireCarListQuery>;
export const hireCarIdParam = z.object({ hireCarId: idParam.shape.id });

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
/** A stored blockout: the days as normalised on input, and null for no reason. */
export type Blockout = Required<BlockoutInput> & { id: number };
