import type { QueryKey } from '@tanstack/react-query';
import { formatDailyRate, formatPrice } from '../../../../shared/format';
import {
  type Car,
  type CarInput,
  carInput,
  carStatuses,
  type HireCar,
  type HireCarInput,
  hireCarInput,
  hireCarStatuses,
} from '../../../../shared/schemas/car';
import type { BadgeTone } from '../../../components/ui/badge';

export type Vehicle = Car | HireCar;
export type VehicleInput = CarInput | HireCarInput;

/**
 * What differs between cars for sale and hire cars: everything else (form, inventory, delete
 * dialog) is one implementation parameterised by this.
 */
export type VehicleKind<V extends Vehicle = Vehicle> = {
  /** "car" or "hire car", for messages. */
  noun: string;
  /** "Car" or "Hire Car", for titles and buttons. */
  Noun: string;
  /** "Car" or "Hire car", to start a sentence (toasts). */
  Sentence: string;
  heading: string;
  addLabel: string;
  /** Every key a write must refresh: the admin list (all its pages and filters) and the public lists. */
  invalidate: QueryKey[];
  /** The admin endpoint: GET pages through the inventory, POST adds, PATCH and DELETE `/{id}`. */
  adminPath: string;
  schema: typeof carInput | typeof hireCarInput;
  amountKey: 'price' | 'dailyRate';
  amountLabel: string;
  amountOf: (v: V) => number;
  formatAmount: (n: number) => string;
  statuses: readonly { value: string; label: string; tone: BadgeTone }[];
  failures: { create: string; update: string; delete: string };
};

export const carKind: VehicleKind<Car> = {
  noun: 'car',
  Noun: 'Car',
  Sentence: 'Car',
  heading: 'Cars for Sale Inventory',
  addLabel: 'Add New Car',
  invalidate: [
    ['/api/admin/cars'],
    ['/api/cars'],
    ['/api/cars?status=available&limit=3'],
    ['/api/cars?status=sold&limit=3'],
  ],
  adminPath: '/api/admin/cars',
  schema: carInput,
  amountKey: 'price',
  amountLabel: 'Price',
  amountOf: (car) => car.price,
  formatAmount: formatPrice,
  statuses: [
    { value: carStatuses[0], label: 'For Sale', tone: 'green' },
    { value: carStatuses[1], label: 'Sold', tone: 'grey' },
  ],
  failures: {
    create: 'Failed to create car',
    update: 'Failed to update car',
    delete: 'Failed to delete car',
  },
};

export const hireCarKind: VehicleKind<HireCar> = {
  noun: 'hire car',
  Noun: 'Hire Car',
  Sentence: 'Hire car',
  heading: 'Hire Cars Fleet',
  addLabel: 'Add New Hire Car',
  invalidate: [['/api/admin/hire-cars'], ['/api/hire-cars']],
  adminPath: '/api/admin/hire-cars',
  schema: hireCarInput,
  amountKey: 'dailyRate',
  amountLabel: 'Daily Rate',
  amountOf: (car) => car.dailyRate,
  formatAmount: formatDailyRate,
  statuses: [
    { value: hireCarStatuses[0], label: 'Available', tone: 'green' },
    { value: hireCarStatuses[1], label: 'Rented', tone: 'yellow' },
  ],
  failures: {
    create: 'Failed to create hire car',
    update: 'Failed to update hire car',
    delete: 'Failed to delete hire car',
  },
};

/** The badge of a status: its label and colour (green, grey or yellow); unknown values are yellow. */
export const statusOf = (kind: VehicleKind<never>, status: string) =>
  kind.statuses.find((s) => s.value === status) ?? { value: status, label: status, tone: 'yellow' as const };

export const CONFIRM_WORD = 'delete';

/** SPEC §5: the delete button is enabled only once 'delete' is typed, in any case. */
export const confirmsDelete = (typed: string) => typed.trim().toLowerCase() === CONFIRM_WORD;

/** SPEC §5: mileage that is not a number falls back to 0. */
export const mileageOf = (text: string) => {
  const n = Number.parseInt(text.replace(/[\s,]/g, ''), 10);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};
