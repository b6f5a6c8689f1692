/**
 * Hire bookings (issue 16): the module's public face for booking requests and the calendar. A booking
 * request is a contact submission with bookingDates plus a hire_bookings row; confirming it creates the
 * car's blockout. The car's calendar is its blockouts, so a confirmed booking and a staff blockout take
 * days the same way, and availability never names anyone.
 *
 * Double bookings are prevented where they could happen: confirming and creating a blockout both lock
 * the hire car's row (SELECT … FOR UPDATE) before checking for a clash, so two staff confirming
 * overlapping requests at the same moment are served one after the other and the second sees the first.
 *
 * The parts: `booking-calendar.ts` (the shared reads), `booking-decisions.ts` (confirm, decline),
 * `booking-mail.ts` (the e-mails' words); the bounds themselves are `returnProblem` in shared/hire-booking.
 */
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import {
  addDays,
  type DayRange,
  firstFreeDay,
  horizonDay,
  quoteBooking,
  returnProblem,
  sydneyDay,
} from '../../../shared/hire-booking';
import type { Availability, AvailabilityQuery, HireBooking } from '../../../shared/schemas/hire-booking';
import type { ContactSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { hireBookings, hireCarBlockouts, hireCars } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getMaxHireDays } from '../settings/settings.service';
import { queueWebhookEvent } from '../webhooks/webhook-events.service';
import { carTitle, confirmedClash, findHireCar, rangeText, takenRanges, toBooking } from './booking-calendar';
import type { PreparedBooking } from './booking-mail';

export { confirmBooking, declineBooking } from './booking-decisions';
export { type BookingDecision, bookingLines, type PreparedBooking } from './booking-mail';

/**
 * The taken days of a car over [from, to] (the query keeps both within the 12 months ahead), its next
 * free day and the longest hire, which the booking calendar needs to bound the return day.
 */
export async function getAvailability(
  db: Db,
  hireCarId: number,
  query: AvailabilityQuery,
): Promise<Availability> {
  await findHireCar(db, hireCarId);
  const today = sydneyDay();
  const horizon = horizonDay(today);
  const from = query.from ?? today;
  const threeMonths = addDays(from, 92);
  const to = query.to ?? (threeMonths < horizon ? threeMonths : horizon);
  const firstBookable = addDays(today, 1);
  const searchFrom = from > firstBookable ? from : firstBookable;
  const [taken, maxHireDays] = await Promise.all([
    takenRanges(db, hireCarId, from, to > horizon ? to : horizon),
    getMaxHireDays(db),
  ]);
  return {
    hireCarId,
    from,
    to,
    taken: taken.filter((r) => r.start <= to),
    nextFree: firstFreeDay(taken, searchFrom, horizon),
    maxHireDays,
  };
}

/**
 * The first free day of every hire car from `from` (default tomorrow), within 12 months: what the fleet
 * page says of a car booked out for the next month. One query for the whole fleet.
 */
export async function nextFreeDays(
  db: Db,
  from = addDays(sydneyDay(), 1),
): Promise<Record<number, string | null>> {
  const horizon = horizonDay();
  const [cars, blockouts] = await Promise.all([
    db.select({ id: hireCars.id }).from(hireCars),
    db
      .select({
        hireCarId: hireCarBlockouts.hireCarId,
        start: hireCarBlockouts.startDate,
        end: hireCarBlockouts.endDate,
      })
      .from(hireCarBlockouts)
      .where(and(gte(hireCarBlockouts.endDate, from), lte(hireCarBlockouts.startDate, horizon))),
  ]);
  return Object.fromEntries(
    cars.map(({ id }) => [
      id,
      firstFreeDay(
        blockouts.filter((b) => b.hireCarId === id),
        from,
        horizon,
      ),
    ]),
  );
}

/**
 * For hire-cars.service's createBlockout: locks the car and refuses a blockout over a confirmed booking.
 * Call inside the transaction that inserts the blockout.
 */
export async function assertNoBookingUnder(tx: Db, hireCarId: number, range: DayRange): Promise<void> {
  await findHireCar(tx, hireCarId, true);
  const clash = await confirmedClash(tx, hireCarId, range);
  if (clash)
    throw new AppError(
      'conflict',
      `Those dates clash with the confirmed booking of ${clash.firstName} ${clash.lastName} from ${rangeText(clash)}.`,
    );
}

/**
 * Checks a booking request against the car's own rules, the longest hire and the car's calendar, before
 * the enquiry is saved. The shape (dates within the 12 months, times, licence) was checked by
 * contactRequestInput; the quote is the server's own.
 */
export async function prepareBooking(db: Db, input: ContactSubmissionInput): Promise<PreparedBooking | null> {
  const dates = input.bookingDates;
  const hireCarId = input.vehicleEnquiry?.id;
  if (!dates || !hireCarId || !input.pickupTime || !input.returnTime) return null;
  const [car] = await db.select().from(hireCars).where(eq(hireCars.id, hireCarId));
  if (!car) throw new AppError('bad_request', 'vehicleEnquiry: That hire car is no longer in our fleet');
  const request = {
    start: dates.start,
    end: dates.end,
    pickupTime: input.pickupTime,
    returnTime: input.returnTime,
  };
  const outOfBounds = returnProblem(request, await getMaxHireDays(db));
  if (outOfBounds) throw new AppError('bad_request', `bookingDates.end: ${outOfBounds}`);
  const quote = quoteBooking({ ...car, excessPerKm: car.excessCentsPerKm / 100 }, request);
  if (quote.days < car.minDays)
    throw new AppError(
      'bad_request',
      `bookingDates: The ${carTitle(car)} is hired for at least ${car.minDays} days`,
    );
  const clash = (await takenRanges(db, hireCarId, dates.start, dates.end))[0];
  if (clash)
    throw new AppError(
      'conflict',
      `Sorry, the ${carTitle(car)} is already booked from ${rangeText(clash)}. Please choose other dates.`,
    );
  return { hireCarId, car: carTitle(car), ...request, quote };
}

/** Stores the request beside its enquiry, in the enquiry's transaction. */
export async function saveBooking(
  tx: Db,
  contactSubmissionId: number,
  booking: PreparedBooking,
): Promise<void> {
  await tx.insert(hireBookings).values({
    contactSubmissionId,
    hireCarId: booking.hireCarId,
    startDate: booking.start,
    endDate: booking.end,
    pickupTime: booking.pickupTime,
    returnTime: booking.returnTime,
    quote: booking.quote,
  });
}

/**
 * The booking behind an enquiry, for its lead page; null for an ordinary enquiry. A booking outside
 * today's bounds (made before they were tightened) reads as any other.
 */
export async function bookingOfLead(db: Db, contactSubmissionId: number): Promise<HireBooking | null> {
  const [row] = await db
    .select({ booking: hireBookings, car: hireCars })
    .from(hireBookings)
    .innerJoin(hireCars, eq(hireCars.id, hireBookings.hireCarId))
    .where(eq(hireBookings.contactSubmissionId, contactSubmissionId));
  return row ? toBooking(row.booking, row.car) : null;
}

/** A blockout staff delete may be a confirmed booking's: the booking is then cancelled, not left dangling. */
export async function cancelBookingOfBlockout(tx: Db, blockoutId: number): Promise<void> {
  const cancelled = await tx
    .update(hireBookings)
    .set({ status: 'cancelled' })
    .where(and(eq(hireBookings.blockoutId, blockoutId), ne(hireBookings.status, 'cancelled')))
    .returning();
  for (const booking of cancelled) {
    const [car] = await tx.select().from(hireCars).where(eq(hireCars.id, booking.hireCarId));
    await queueWebhookEvent(tx, 'booking.cancelled', toBooking(booking, car));
  }
}
