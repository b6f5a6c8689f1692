import { BODY_TYPE_LABELS } from '../../../shared/car-options';
import { capitalize, formatMileage } from '../../../shared/format';
import type { VehicleDetails } from '../../../shared/schemas/car';
import { cn } from '../ui/cn';

type Vehicle = { mileage: number; color: string; transmission: string; fuelType: string };
export type Spec = { label: string; value: string };

/** The specifications every vehicle listing shows, in the same order everywhere. */
export function vehicleSpecs(vehicle: Vehicle, mileageLabel = 'Mileage'): Spec[] {
  return [
    { label: mileageLabel, value: formatMileage(vehicle.mileage) },
    { label: 'Colour', value: vehicle.color || '—' },
    { label: 'Transmission', value: capitalize(vehicle.transmission) },
    { label: 'Fuel Type', value: capitalize(vehicle.fuelType) },
  ];
}

/**
 * Everything known about a vehicle (a car for sale or a hire car), for its own page: the listing's
 * specifications first, then the year and each optional detail staff filled in, and nothing for the rest.
 */
export function vehicleDetailSpecs(
  vehicle: Vehicle & Omit<VehicleDetails, 'vin'> & { year: number },
  mileageLabel?: string,
): Spec[] {
  const optional: [string, string | number | null][] = [
    ['Year', vehicle.year],
    ['Body', vehicle.bodyType ? BODY_TYPE_LABELS[vehicle.bodyType] : null],
    ['Engine', vehicle.engine],
    ['Drivetrain', vehicle.drivetrain],
    ['Interior', vehicle.interiorColor],
    ['Seats', vehicle.seats],
    ['Doors', vehicle.doors],
    ['Stock No.', vehicle.stockNumber],
    // The full VIN is for staff and the feeds: visitors see its ending only.
    ['VIN', vehicle.vinEnding ? `…${vehicle.vinEnding}` : null],
    ['Registration', vehicle.registrationPlate],
    [
      'Rego Expiry',
      vehicle.registrationExpiry
        ? new Date(`${vehicle.registrationExpiry}T00:00:00Z`).toLocaleDateString('en-AU', {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : null,
    ],
  ];
  return [
    ...vehicleSpecs(vehicle, mileageLabel),
    ...optional.flatMap(([label, value]) =>
      value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }],
    ),
  ];
}

/**
 * Specifications as labelled values in two columns. A listing keeps each value to one line (`truncate`);
 * a vehicle's own page wraps long ones (an engine's description) so that nothing is cut off.
 */
export function SpecList({ specs, wrap, className }: { specs: Spec[]; wrap?: boolean; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4', className)}>
      {specs.map((spec) => (
        <div key={spec.label} className="min-w-0 border-l border-line pl-4">
          <dt className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist">{spec.label}</dt>
          <dd className={cn('mt-1 text-sm text-white', wrap ? 'break-words' : 'truncate')}>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A vehicle's features, each after a short gold rule; `className` sets the list's grid and spacing. */
export function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={cn('grid text-sm text-white/85', className)}>
      {features.map((feature) => (
        <li
          key={feature}
          className="flex gap-3 before:mt-2 before:h-px before:w-3 before:shrink-0 before:bg-accent"
        >
          {feature}
        </li>
      ))}
    </ul>
  );
}
