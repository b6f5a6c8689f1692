import type { ComponentProps, ReactNode } from 'react';
import { capitalize, carPriceLabel, formatDailyRate, formatMileage } from '../../../shared/format';
import type { Car, HireCar } from '../../../shared/schemas/car';
import { Link } from '../../lib/navigation';
import { cn } from '../ui/cn';
import { CarStatusBadge, HireStatusBadge } from './vehicle-badge';
import { VehicleImage } from './vehicle-image';

type CardVehicle = { year: number; make: string; model: string; images: string[] };

export const GRID_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** A vehicle's heading text: the year as an accent line above the make and model. */
export function VehicleName({ vehicle }: { vehicle: { year: number; make: string; model: string } }) {
  return (
    <>
      <span className="block text-[11px] font-medium tracking-[0.3em] text-accent">{vehicle.year}</span>{' '}
      <span className="mt-2 block">
        {vehicle.make} {vehicle.model}
      </span>
    </>
  );
}

/**
 * A vehicle tile: first photo (or 'No Image') with a badge, year and name. The name is a button or
 * link stretched over the whole card, so the entire tile is one target with one accessible name;
 * interactive children need `relative z-10` to sit above it.
 */
export function VehicleCard({
  vehicle,
  badge,
  media,
  onOpen,
  onIntent,
  href,
  linkData,
  headingLevel = 2,
  priority,
  children,
  className,
}: {
  vehicle: CardVehicle;
  badge?: ReactNode;
  /** Replaces the single photo, e.g. a swipeable set (leave onOpen and href unset so its controls stay clickable). */
  media?: ReactNode;
  onOpen?: () => void;
  /** The pointer or focus reached the card: a chance to start loading what opening it shows. */
  onIntent?: () => void;
  href?: string;
  /** Attributes of the card's link (the island it opens with JavaScript, decision 0020). */
  linkData?: Record<`data-${string}`, string>;
  headingLevel?: 2 | 3;
  priority?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stretch =
    'text-left uppercase after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';
  const name = <VehicleName vehicle={vehicle} />;
  return (
    <article
      className={cn(
        'group relative flex flex-col border border-line bg-ink-2 transition-colors hover:border-white/25',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
        className,
      )}
    >
      {media ?? (
        <div className="relative aspect-[4/3] overflow-hidden bg-ink-3">
          <VehicleImage
            src={vehicle.images[0]}
            alt={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
            sizes={GRID_IMAGE_SIZES}
            priority={priority}
            className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
          />
          {badge && <div className="absolute left-4 top-4">{badge}</div>}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-base font-light uppercase leading-snug tracking-[0.14em] sm:text-lg">
          {onOpen ? (
            <button
              type="button"
              onClick={onOpen}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              className={stretch}
            >
              {name}
            </button>
          ) : href ? (
            <Link to={href} className={stretch} {...linkData}>
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {children}
      </div>
    </article>
  );
}

/** "4,850 km · Automatic · Petrol" under a card's name. */
function KeyFigures({ vehicle }: { vehicle: { mileage: number; transmission: string; fuelType: string } }) {
  return (
    <p className="mt-3 text-xs uppercase tracking-[0.18em] text-mist">
      {formatMileage(vehicle.mileage)} · {capitalize(vehicle.transmission)} · {capitalize(vehicle.fuelType)}
    </p>
  );
}

/** The card of a car for sale or sold: badge, price and the key figures. */
export function CarCard({
  car,
  children,
  ...card
}: Pick<
  ComponentProps<typeof VehicleCard>,
  'onOpen' | 'onIntent' | 'href' | 'linkData' | 'headingLevel' | 'priority'
> & {
  car: Car;
  children?: ReactNode;
}) {
  return (
    <VehicleCard vehicle={car} badge={<CarStatusBadge status={car.status} />} {...card}>
      <KeyFigures vehicle={car} />
      <div className="mt-auto pt-6">
        <div className="flex items-center justify-between gap-4 border-t border-line pt-4">
          <p className="text-xl font-light tracking-wide">{carPriceLabel(car.price)}</p>
          {children}
        </div>
      </div>
    </VehicleCard>
  );
}

/** The card of a hire car, as CarCard is of a car: badge, Kilometres and the key figures, daily rate. */
export function HireCarCard({
  car,
  ...card
}: Pick<ComponentProps<typeof VehicleCard>, 'href' | 'headingLevel' | 'priority'> & { car: HireCar }) {
  return (
    <VehicleCard vehicle={car} badge={<HireStatusBadge status={car.status} />} {...card}>
      <KeyFigures vehicle={car} />
      <div className="mt-auto pt-6">
        <p className="border-t border-line pt-4 text-xl font-light tracking-wide">
          <span className="sr-only">Daily Rate: </span>
          {formatDailyRate(car.dailyRate)}
        </p>
      </div>
    </VehicleCard>
  );
}
