import type { QueryKey } from '@tanstack/react-query';
import { capitalize, formatDailyRate, formatPrice } from '../../../../shared/format';
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
  /** Hire terms, quoted to a customer before a booking request (hire cars only). */
  terms?: readonly HireTerm[];
};

export type HireTermKey = 'bond' | 'kmPerDay' | 'excessPerKm' | 'minDriverAge' | 'minDays';
export type HireTerm = { key: HireTermKey; label: string; hint: string; unit?: '$'; cents?: boolean };

export const hireTerms: readonly HireTerm[] = [
  { key: 'bond', label: 'Bond', hint: 'Whole dollars, held at pickup', unit: '$' },
  { key: 'kmPerDay', label: 'Kilometres per day', hint: '0 or empty: unlimited' },
  {
    key: 'excessPerKm',
    label: 'Excess per km',
    hint: 'Dollars and cents, beyond the included kilometres',
    unit: '$',
    cents: true,
  },
  { key: 'minDriverAge', label: 'Minimum driver age', hint: 'Empty: 21' },
  { key: 'minDays', label: 'Minimum days', hint: 'Shortest hire; empty: 1' },
];

/**
 * The wording of a kind follows from its noun: "hire car" is titled "Hire Car" and starts "Hire car"; how
 * its amount reads and shows follows from the field that holds it.
 */
type Derived = 'Noun' | 'Sentence' | 'addLabel' | 'failures' | 'amountLabel' | 'amountOf' | 'formatAmount';

const AMOUNTS = {
  price: { label: 'Price', format: formatPrice },
  dailyRate: { label: 'Daily Rate', format: formatDailyRate },
} as const;

/** A kind's statuses in the order the server lists them, each with its badge's label and colour. */
const badges = (values: readonly string[], looks: readonly [label: string, tone: BadgeTone][]) =>
  values.map((value, i) => ({ value, label: looks[i][0], tone: looks[i][1] }));

function vehicleKind<V extends Vehicle>(kind: Omit<VehicleKind<V>, Derived>): VehicleKind<V> {
  const { noun, amountKey } = kind;
  const Noun = noun.replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    ...kind,
    amountLabel: AMOUNTS[amountKey].label,
    amountOf: (vehicle) => ('price' in vehicle ? vehicle.price : vehicle.dailyRate),
    formatAmount: AMOUNTS[amountKey].format,
    Noun,
    Sentence: capitalize(noun),
    addLabel: `Add New ${Noun}`,
    failures: {
      create: `Failed to create ${noun}`,
      update: `Failed to update ${noun}`,
      delete: `Failed to delete ${noun}`,
    },
  };
}

export const carKind = vehicleKind<Car>({
  noun: 'car',
  heading: 'Cars for Sale Inventory',
  invalidate: [
    ['/api/admin/cars'],
    ['/api/cars'],
    ['/api/cars?status=available&limit=3'],
    ['/api/cars?status=sold&limit=3'],
  ],
  adminPath: '/api/admin/cars',
  schema: carInput,
  amountKey: 'price',
  statuses: badges(carStatuses, [
    ['For Sale', 'green'],
    ['Sold', 'grey'],
  ]),
});

export const hireCarKind = vehicleKind<HireCar>({
  noun: 'hire car',
  heading: 'Hire Cars Fleet',
  invalidate: [['/api/admin/hire-cars'], ['/api/hire-cars']],
  adminPath: '/api/admin/hire-cars',
  schema: hireCarInput,
  amountKey: 'dailyRate',
  statuses: badges(hireCarStatuses, [
    ['Available', 'green'],
    ['Rented', 'yellow'],
  ]),
  terms: hireTerms,
});

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
