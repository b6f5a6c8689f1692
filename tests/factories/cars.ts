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
    ...overrides,
  };
}
