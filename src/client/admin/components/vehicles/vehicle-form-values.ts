import type { Resolver } from 'react-hook-form';
import type { fuelTypes, transmissions } from '../../../../shared/schemas/car';
import { schemaResolver, wholeNumber } from '../../frame/form';
import {
  type HireTermKey,
  mileageOf,
  type Vehicle,
  type VehicleInput,
  type VehicleKind,
} from './vehicle-kind';

// The add/edit form of a vehicle (VehicleForm) holds what staff type, as text; these say what that is
// for a new vehicle and for a stored one, and turn it into the schema's input when it is saved.

export type VehicleFormValues = {
  year: string;
  make: string;
  model: string;
  amount: string;
  mileage: string;
  color: string;
  transmission: (typeof transmissions)[number];
  fuelType: (typeof fuelTypes)[number];
  description: string;
  features: string[];
  images: string[];
  status: string;
} & Record<DetailKey, string> & // the optional details as typed, '' for "not known"
  Partial<Record<HireTermKey, string>>; // hire terms as typed (hire cars only)

/** The optional details of shared/schemas/car.ts, each a text input here ('' when not known). */
const DETAIL_KEYS = [
  'bodyType',
  'engine',
  'drivetrain',
  'interiorColor',
  'seats',
  'doors',
  'vin',
  'stockNumber',
  'registrationPlate',
  'registrationExpiry',
] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
const noDetails = () => Object.fromEntries(DETAIL_KEYS.map((key) => [key, ''])) as Record<DetailKey, string>;

/**
 * A detail's typed text as the schema's input. Every detail goes in the body, empty as null: on an edit
 * a cleared field has to clear the stored value, where leaving it out would keep it.
 */
const detailOf = (key: DetailKey, text: string) => {
  if (text.trim() === '') return null;
  return key === 'seats' || key === 'doors' ? wholeNumber(text) : text;
};

/** The add form's values: this year's model, automatic on petrol, available, nothing else filled in. */
export const blank = (): VehicleFormValues => ({
  year: String(new Date().getFullYear()),
  make: '',
  model: '',
  amount: '',
  mileage: '',
  color: '',
  transmission: 'automatic',
  fuelType: 'petrol',
  description: '',
  features: [],
  images: [],
  status: 'available',
  ...noDetails(),
});

/** "2.50" → 2.5; empty → undefined (the schema's default); anything else NaN, which the schema refuses. */
const decimal = (text: string) => {
  const cleaned = text.replace(/[\s$]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** A stored vehicle's values as the form shows them. */
export function valuesOf<V extends Vehicle>(kind: VehicleKind<V>, vehicle: V): VehicleFormValues {
  return {
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    amount: String(kind.amountOf(vehicle)),
    mileage: String(vehicle.mileage),
    color: vehicle.color,
    transmission: vehicle.transmission,
    fuelType: vehicle.fuelType,
    description: vehicle.description,
    features: vehicle.features,
    images: vehicle.images,
    status: vehicle.status,
    ...(Object.fromEntries(
      DETAIL_KEYS.map((key) => [key, vehicle[key] === null ? '' : String(vehicle[key])]),
    ) as Record<DetailKey, string>),
    ...Object.fromEntries(
      (kind.terms ?? []).map((t) => [
        t.key,
        String((vehicle as unknown as Record<HireTermKey, number>)[t.key]),
      ]),
    ),
  };
}

/**
 * The form's values as the kind's schema input (numbers from their text, every detail, the hire terms),
 * checked by the schema; errors on the amount (price or daily rate) land on the Amount field.
 */
export const vehicleResolver = <V extends Vehicle>(
  kind: VehicleKind<V>,
): Resolver<VehicleFormValues, unknown, VehicleInput> =>
  schemaResolver(
    kind.schema,
    (v) => ({
      year: wholeNumber(v.year),
      make: v.make,
      model: v.model,
      [kind.amountKey]: wholeNumber(v.amount),
      mileage: mileageOf(v.mileage),
      color: v.color,
      transmission: v.transmission,
      fuelType: v.fuelType,
      description: v.description,
      features: v.features,
      images: v.images,
      status: v.status as never,
      ...Object.fromEntries(DETAIL_KEYS.map((key) => [key, detailOf(key, v[key])])),
      ...Object.fromEntries(
        (kind.terms ?? []).map((t) => [t.key, (t.cents ? decimal : wholeNumber)(v[t.key] ?? '')]),
      ),
    }),
    { required: ['year', 'make', 'model', 'amount'], rename: { [kind.amountKey]: 'amount' } },
  );
