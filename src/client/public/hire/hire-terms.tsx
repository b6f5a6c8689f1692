import { useState } from 'react';
import {
  formatDailyRate,
  formatMoney2,
  formatPrice,
  groupDigits,
  vehicleTitle,
} from '../../../shared/format';
import { addDays, formatDay, sydneyDay } from '../../../shared/hire-booking';
import type { HireCar } from '../../../shared/schemas/car';
import { DrawerButton } from '../../components/site/drawer-button';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CalendarCheck } from '../../components/ui/icons';
import { AvailabilityCalendar, useAvailability } from '../../components/vehicle/availability-calendar';
import type { Spec } from '../../components/vehicle/spec-list';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';

/** Parts of the fleet page and of a hire car's own page. */

/** Counted from tomorrow (the first bookable day): part of the cached address, so it moves each day. */
export const nextFreeQuery = () => queries.hireNextFree(addDays(sydneyDay(), 1));

/** The daily rate beside the booking button, under a ruled line. */
export function RateAndBooking({ car, className }: { car: HireCar; className: string }) {
  const { id, year, make, model, mileage } = car;
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-4 border-t border-line', className)}>
      <div>
        <p className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist">Daily Rate</p>
        <p className="mt-1 text-2xl font-light tracking-wide">{formatDailyRate(car.dailyRate)}</p>
      </div>
      {/* The page's script opens the contact drawer with the car's calendar (entry-client.tsx). */}
      <DrawerButton
        request={{ vehicle: { id, year, make, model, mileage }, hireCarId: id }}
        className={buttonClass()}
      >
        <CalendarCheck className="h-4 w-4" aria-hidden="true" />
        BOOK NOW
      </DrawerButton>
    </div>
  );
}

/** "Next free Thu, 3 Dec 2026" for a car taken for the next 30 days; nothing for one free sooner. */
export function NextFree({ car }: { car: HireCar }) {
  const { data } = useQuery(nextFreeQuery());
  if (!data || !(car.id in data)) return null;
  const next = data[car.id];
  if (next && next <= addDays(sydneyDay(), 30)) return null;
  return (
    <p className="text-xs uppercase tracking-[0.18em] text-accent">
      {next ? `Booked out · next free ${formatDay(next)}` : 'Booked out for the next 12 months'}
    </p>
  );
}

/** The hire terms a customer weighs before asking: bond, kilometres, excess, age and shortest hire. */
export function HireTerms({ car, compact = false }: { car: HireCar; compact?: boolean }) {
  if (compact)
    // A fleet card has room for one line: what most often decides a hire.
    return (
      <p className="text-xs leading-relaxed tracking-[0.06em] text-mist">
        Bond {formatPrice(car.bond)} ·{' '}
        {car.kmPerDay > 0 ? `${groupDigits(car.kmPerDay)} km/day` : 'Unlimited km'} · Drivers{' '}
        {car.minDriverAge}+{car.minDays > 1 ? ` · Min. ${car.minDays} days` : ''}
      </p>
    );
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      {hireTermSpecs(car).map(({ label, value }) => (
        <div key={label}>
          <dt className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist">{label}</dt>
          <dd className="mt-1 text-white/90">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a calendar needs of a hire car: which one, and its name for the label. */
type CalendarCar = Pick<HireCar, 'id' | 'year' | 'make' | 'model'>;

/** The hire terms as label and value: a fleet row's list, and a spec list on the car's own page. */
export function hireTermSpecs(car: HireCar): Spec[] {
  return [
    { label: 'Bond', value: formatPrice(car.bond) },
    // Not "Kilometres": SPEC gives that label to the odometer reading on the same card.
    { label: 'Km allowance', value: car.kmPerDay > 0 ? `${groupDigits(car.kmPerDay)} km/day` : 'Unlimited' },
    ...(car.kmPerDay > 0 ? [{ label: 'Excess', value: `${formatMoney2(car.excessPerKm)}/km` }] : []),
    { label: 'Driver age', value: `${car.minDriverAge}+` },
    { label: 'Minimum hire', value: `${car.minDays} ${car.minDays === 1 ? 'day' : 'days'}` },
  ];
}

/** The car's free and taken days; fetched only when asked for on the fleet page. */
export function HireAvailability({ car, months = 1 }: { car: CalendarCar; months?: 1 | 2 }) {
  const { data, isPending, isError } = useAvailability(car.id);
  if (isPending)
    return (
      <p role="status" className="text-sm text-mist">
        Loading availability...
      </p>
    );
  if (isError || !data)
    return (
      <p role="alert" className="text-sm text-red-400">
        The calendar could not be loaded. Please try again.
      </p>
    );
  return (
    <AvailabilityCalendar
      availability={data}
      months={months}
      label={`Availability of the ${vehicleTitle(car)}`}
    />
  );
}

/** "Check availability" on a fleet card: the calendar opens in place. */
export function AvailabilityToggle({ car }: { car: CalendarCar }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="text-[11px] font-medium uppercase tracking-[0.25em] text-white/80 underline decoration-white/30 underline-offset-4 hover:text-white"
      >
        {open ? 'Hide availability' : 'Check availability'}
      </button>
      {open && (
        <div className="mt-4">
          <HireAvailability car={car} />
        </div>
      )}
    </div>
  );
}
