import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { formatMoney2, formatPrice, groupDigits } from '../../../../shared/format';
import {
  BOOKING_TIMES,
  formatDay,
  formatTime,
  lastReturnDay,
  quoteBooking,
} from '../../../../shared/hire-booking';
import type { HireCar } from '../../../../shared/schemas/car';
import { optionsOf, Select } from '../../../components/ui/field';
import {
  AvailabilityCalendar,
  nextFreeNote,
  useAvailability,
} from '../../../components/vehicle/availability-calendar';

export type BookingDraft = {
  start: string | null;
  end: string | null;
  pickupTime: string;
  returnTime: string;
  licenceConfirmed: boolean;
};
export const emptyBooking: BookingDraft = {
  start: null,
  end: null,
  pickupTime: '10:00',
  returnTime: '10:00',
  licenceConfirmed: false,
};

/**
 * What is missing or wrong before the request may be sent; null when it is ready. Without dates it is
 * the SPEC enquiry about the car (a question, not a booking), so nothing is missing.
 */
export function bookingProblem(car: HireCar, draft: BookingDraft): string | null {
  if (!draft.start) return null;
  if (!draft.end) return 'Choose your return date on the calendar.';
  if (draft.start === draft.end && draft.returnTime <= draft.pickupTime)
    return 'Return must be after pickup on the same day.';
  const { days } = quoteBooking(car, { ...draft, start: draft.start, end: draft.end });
  if (days < car.minDays) return `This car is hired for at least ${car.minDays} days.`;
  if (!draft.licenceConfirmed) return "Please confirm the driver's licence and age.";
  return null;
}

/**
 * The booking part of the enquiry drawer for a hire car: dates on the car's calendar, pickup and
 * return times, the licence confirmation and, once dates are chosen, the quote the server will confirm.
 */
export function BookingFields({
  car,
  draft,
  onChange,
  error,
}: {
  car: HireCar;
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  error: string | null;
}) {
  const id = useId();
  const { data: availability, isPending, isError } = useAvailability(car.id);
  const quote =
    draft.start && draft.end ? quoteBooking(car, { ...draft, start: draft.start, end: draft.end }) : null;
  const note = availability ? nextFreeNote(availability) : null;

  return (
    <BookingFieldset>
      {isPending ? (
        <p role="status" className="text-sm text-mist">
          Loading availability...
        </p>
      ) : isError || !availability ? (
        <p role="alert" className="text-sm text-red-400">
          The calendar could not be loaded. Please call us to book, or try again.
        </p>
      ) : (
        <>
          {note && <p className="text-sm text-accent">{note}</p>}
          {draft.start && !draft.end && (
            <p className="text-sm text-mist">
              Hires are at most {availability.maxHireDays} days: return by{' '}
              {formatDay(lastReturnDay(draft.start, availability.maxHireDays))}.
            </p>
          )}
          <AvailabilityCalendar
            availability={availability}
            months={2}
            label={`Choose pickup and return dates for the ${car.year} ${car.make} ${car.model}`}
            selection={{ start: draft.start, end: draft.end }}
            onSelect={(selection) => onChange({ ...draft, ...selection })}
          />
        </>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['Pickup', 'start', 'pickupTime'],
            ['Return', 'end', 'returnTime'],
          ] as const
        ).map(([label, dayKey, timeKey]) => (
          <div key={label} className="grid gap-2">
            <label
              htmlFor={`${id}-${timeKey}`}
              className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist"
            >
              {label}
            </label>
            <p className="text-sm text-white" aria-live="polite">
              {draft[dayKey] ? (
                formatDay(draft[dayKey])
              ) : (
                <span className="text-white/50">Choose on the calendar</span>
              )}
            </p>
            <Select
              id={`${id}-${timeKey}`}
              value={draft[timeKey]}
              onChange={(event) => onChange({ ...draft, [timeKey]: event.target.value })}
              aria-label={`${label} time`}
            >
              <TimeOptions />
            </Select>
          </div>
        ))}
      </div>

      <LicenceCheck
        minDriverAge={car.minDriverAge}
        checked={draft.licenceConfirmed}
        onChange={(event) => onChange({ ...draft, licenceConfirmed: event.target.checked })}
      />

      {quote && (
        <section aria-label="Your quote" className="grid gap-2 border-t border-white/10 pt-4 text-sm">
          <p className="flex justify-between gap-4">
            <span className="text-mist">
              {quote.days} {quote.days === 1 ? 'day' : 'days'} × {formatPrice(quote.dailyRate)}
            </span>
            <span className="text-lg font-light">{formatPrice(quote.total)}</span>
          </p>
          <p className="flex justify-between gap-4">
            <span className="text-mist">Refundable bond</span>
            <span>{formatPrice(quote.bond)}</span>
          </p>
          <p className="flex justify-between gap-4">
            <span className="text-mist">Kilometres included</span>
            <span>
              {quote.kmIncluded === null
                ? 'Unlimited'
                : `${groupDigits(quote.kmIncluded)} km, then ${formatMoney2(quote.excessPerKm)}/km`}
            </span>
          </p>
          {car.minDays > 1 && <p className="text-xs text-mist">Minimum hire {car.minDays} days.</p>}
        </section>
      )}

      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </BookingFieldset>
  );
}

/** The pickup and return times on offer (every half hour the showroom is open). */
export const TimeOptions = () => optionsOf(BOOKING_TIMES, formatTime);

/** The driver's licence and age, confirmed by the visitor; the input's state is the caller's. */
export function LicenceCheck({
  minDriverAge,
  ...input
}: { minDriverAge: number } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <label className="flex items-start gap-3 text-sm leading-relaxed text-white/85">
      <input type="checkbox" {...input} className="mt-1 h-4 w-4 accent-[var(--color-accent)]" />
      <span>The driver holds a full driver's licence and is at least {minDriverAge} years old.</span>
    </label>
  );
}

/** The booking's frame, the drawer's and /enquire's: its legend and what leaving the dates empty means. */
export function BookingFieldset({ limits, children }: { limits?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border border-white/10 p-4 sm:p-6">
      <legend className="px-2 text-[10px] font-medium uppercase tracking-[0.32em] text-mist">
        Your booking
      </legend>
      <p className="-mt-2 text-sm text-mist">
        Choose your dates to request a booking, or leave them empty to just ask about the car.
        {limits && ` ${limits}`}
      </p>
      {children}
    </fieldset>
  );
}
