import { capitalize, formatMileage } from '../../../shared/format';
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

export function SpecList({ specs, className }: { specs: Spec[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-4', className)}>
      {specs.map((spec) => (
        <div key={spec.label} className="min-w-0 border-l border-line pl-4">
          <dt className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist">{spec.label}</dt>
          <dd className="mt-1 truncate text-sm text-white">{spec.value}</dd>
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
