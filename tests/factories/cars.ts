import type { CarInput, HireCarInput } from '../../src/shared/schemas/car';

let n = 0;
export function buildCar(overrides: Partial<CarInput> = {}): CarInput {
  n += 1;
  return {
    year: 2022,
    make: 'Porsche',
    model: `911 Carrera ${n}`,
    price: 289_900,
    mileage: 12_500,
    color: 'Guards Red',
    transmission: 'automatic',
    fuelType: 'petrol',
    description: 'One owner, full Porsche service history.',
    features: ['Sport Chrono', 'PASM'],
    images: [],
    status: 'available',
    ...overrides,
  };
}

export function buildHireCar(overrides: Partial<HireCarInput> = {}): HireCarInput {
  n += 1;
  return {
    year: 2023,
    make: 'Lamborghini',
    model: `Huracán EVO ${n}`,
    dailyRate: 1_800,
    mileage: 8_000,
    color: 'Verde Mantis',
    transmission: 'automatic',
    fuelType: 'petrol',
    description: 'Track-bred V10.',
    features: [],
    images: [],
    status: 'available',
    bond: 5_000,
    kmPerDay: 250,
    excessPerKm: 2.5,
    minDriverAge: 25,
    minDays: 1,
    ...overrides,
  };
}

/** What the server fills in for a car or a hire car given only its make and model (the spec defaults). */
export const VEHICLE_DEFAULTS = {
  year: new Date().getFullYear(),
  mileage: 0,
  transmission: 'automatic',
  fuelType: 'petrol',
  status: 'available',
  features: [],
  images: [],
};

/** Every optional vehicle detail filled in, as staff would for a car in stock. */
export const VEHICLE_DETAILS = {
  bodyType: 'coupe',
  vin: 'WP0ZZZ99ZTS392124',
  stockNumber: 'P-1042',
  engine: '3.0L twin-turbo flat-six',
  drivetrain: 'Rear-wheel drive',
  interiorColor: 'Black leather',
  seats: 4,
  doors: 2,
  registrationPlate: 'PCH911',
  registrationExpiry: '2027-03-31',
} as const;

/** The details a vehicle created without them carries: every one null. */
export const NO_VEHICLE_DETAILS = Object.fromEntries(
  [...Object.keys(VEHICLE_DETAILS), 'vinEnding'].map((key) => [key, null]),
);

/**
 * A built car or hire car as the public API answers it, for client-side unit tests: an id and dates, and
 * each detail not given as null. `T` is the record type (Car or HireCar).
 */
export const storedVehicle = <T>(input: object, id: number): T =>
  ({
    ...NO_VEHICLE_DETAILS,
    ...input,
    id,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }) as T;
