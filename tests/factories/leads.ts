import type { z } from 'zod';
import type {
  acquisitionInput,
  contactSubmissionInput,
  financeApplicationInput,
  sellSubmissionInput,
  subscriberInput,
} from '../../src/shared/schemas/leads';

/**
 * The smallest valid submission of each public lead form, from one visitor (Ada Lovelace). Tests override
 * what they are about, such as the e-mail that finds the record again.
 */
export const buildContact = (overrides: Partial<z.input<typeof contactSubmissionInput>> = {}) => ({
  firstName: 'Ada',
  email: 'ada@example.com',
  ...overrides,
});

export const buildSubscriber = (overrides: Partial<z.input<typeof subscriberInput>> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  ...overrides,
});

export const buildSellSubmission = (overrides: Partial<z.input<typeof sellSubmissionInput>> = {}) => ({
  submissionType: 'sell' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '0400 000 000',
  make: 'Porsche',
  model: '911',
  mileage: '10000',
  ...overrides,
});

export const buildAcquisition = (overrides: Partial<z.input<typeof acquisitionInput>> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  desiredCars: [{ make: 'Ferrari', model: '296' }],
  ...overrides,
});

export const buildFinanceApplication = (
  overrides: Partial<z.input<typeof financeApplicationInput>> = {},
) => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0400 000 000',
  employmentStatus: 'company' as const,
  annualIncome: '200000',
  ...overrides,
});

/** A desired car with every field given, as a buyer who knows exactly what they want fills it in. */
export const FULLY_DESCRIBED_CAR = {
  make: 'Ferrari',
  model: '296 GTB',
  yearFrom: 2022,
  yearTo: 2024,
  targetBudget: 550000,
  notes: 'Rosso Corsa',
};

/**
 * What the server fills in for a sell or consignment request that leaves the optional fields out: the
 * spec defaults, and null for each optional field that was sent empty or not at all.
 */
export const SELL_DEFAULTS = {
  year: new Date().getFullYear(),
  transmission: 'automatic',
  fuelType: 'petrol',
  condition: 'excellent',
  images: [],
};
export const SELL_OPTIONAL_FIELDS = [
  'location',
  'registration',
  'color',
  'price',
  'financePayout',
  'description',
];
