/**
 * The reads hire bookings share (issue 16): a hire car (optionally locked), its taken ranges, the
 * confirmed booking under a range, and a booking with its enquiry and car. The car's calendar is its
 * blockouts, so a confirmed booking and a staff blockout take days the same way.
 */
import { type AnyColumn, and, asc, eq, gte, lte } from 'drizzle-orm';
import { vehicleTitle } from '../../../shared/format';
import { type DayRange, formatDay } from '../../../shared/hire-booking';
import type { HireBooking } from '../../../shared/schemas/hire-booking';
import type { Db } from '../../db/client';
import { contactSubmissions, hireBookings, hireCarBlockouts, hireCars } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

export type HireCarRow = typeof hireCars.$inferSelect;
export type BookingRow = typeof hireBookings.$inferSelect;

export const carTitle = (car: Pick<HireCarRow, 'year' | 'make' | 'model'>) => vehicleTitle(car);
export const rangeText = (r: DayRange) => `${formatDay(r.start)} to ${formatDay(r.end)}`;

/** The hire car; `lock` takes its row lock (SELECT … FOR UPDATE), which serialises confirmations. */
export async function findHireCar(db: Db, id: number, lock = false): Promise<HireCarRow> {
  const query = db.select().from(hireCars).where(eq(hireCars.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Hire car');
  return row;
}

type CarDays = { hireCarId: AnyColumn; startDate: AnyColumn; endDate: AnyColumn };

/**
 * The car's blockouts or bookings sharing at least one day with `range`: both ends of a range are days
 * taken, so ranges that only touch (one ends the day the other starts) overlap.
 */
const onCarDuring = (table: CarDays, hireCarId: number, range: DayRange) =>
  and(eq(table.hireCarId, hireCarId), lte(table.startDate, range.end), gte(table.endDate, range.start));

/** Blockouts (staff ones and confirmed bookings) overlapping [from, to], oldest first. */
export async function takenRanges(db: Db, hireCarId: number, from: string, to: string): Promise<DayRange[]> {
  return db
    .select({ start: hireCarBlockouts.startDate, end: hireCarBlockouts.endDate })
    .from(hireCarBlockouts)
    .where(onCarDuring(hireCarBlockouts, hireCarId, { start: from, end: to }))
    .orderBy(asc(hireCarBlockouts.startDate), asc(hireCarBlockouts.id));
}

/** The confirmed booking a range clashes with, if any (staff blockouts may overlap each other). */
export async function confirmedClash(db: Db, hireCarId: number, range: DayRange) {
  const [clash] = await db
    .select({
      start: hireBookings.startDate,
      end: hireBookings.endDate,
      firstName: contactSubmissions.firstName,
      lastName: contactSubmissions.lastName,
    })
    .from(hireBookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, hireBookings.contactSubmissionId))
    .where(and(eq(hireBookings.status, 'confirmed'), onCarDuring(hireBookings, hireCarId, range)))
    .limit(1);
  return clash ?? null;
}

/** A booking with its enquiry and car; `lock` locks the booking's row only. */
export async function bookingRow(db: Db, id: number, lock = false) {
  const query = db
    .select({ booking: hireBookings, lead: contactSubmissions, car: hireCars })
    .from(hireBookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, hireBookings.contactSubmissionId))
    .innerJoin(hireCars, eq(hireCars.id, hireBookings.hireCarId))
    .where(eq(hireBookings.id, id));
  const [row] = lock ? await query.for('update', { of: hireBookings }) : await query;
  if (!row) throw notFound('Booking');
  return row;
}

export const toBooking = (
  booking: BookingRow,
  car: Pick<HireCarRow, 'year' | 'make' | 'model'>,
): HireBooking => ({
  id: booking.id,
  contactSubmissionId: booking.contactSubmissionId,
  hireCarId: booking.hireCarId,
  car: carTitle(car),
  start: booking.startDate,
  end: booking.endDate,
  pickupTime: booking.pickupTime,
  returnTime: booking.returnTime,
  quote: booking.quote,
  status: booking.status as HireBooking['status'],
  decidedBy: booking.decidedBy,
  decidedAt: booking.decidedAt?.toISOString() ?? null,
  createdAt: booking.createdAt.toISOString(),
});
