/**
 * Staff decisions on booking requests (issue 16). Confirming locks the hire car's row, re-checks the
 * request against today's bounds and the car's blockouts, creates the blockout and queues the e-mail,
 * all in one transaction: two staff confirming overlapping requests at once are served one after the
 * other, and the second sees the first's blockout.
 */
import { eq } from 'drizzle-orm';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  daysBetween,
  formatDay,
  nextFreeRange,
  overlaps,
  returnProblem,
  sydneyDay,
} from '../../../shared/hire-booking';
import type { BookingStatus } from '../../../shared/schemas/hire-booking';
import type { Db } from '../../db/client';
import { hireBookings, hireCarBlockouts } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getMaxHireDays } from '../settings/settings.service';
import { queueWebhookEvent } from '../webhooks/webhook-events.service';
import {
  type BookingRow,
  bookingRow,
  carTitle,
  findHireCar,
  rangeText,
  takenRanges,
  toBooking,
} from './booking-calendar';
import { type BookingDecision, bookingLines, tellCustomer } from './booking-mail';

function assertOpen(booking: BookingRow) {
  if (booking.status !== 'requested')
    throw new AppError('conflict', `This booking request was already ${booking.status}.`);
}

/**
 * A request made before the bounds were tightened (a shorter longest hire) or before they existed may
 * ask for more than is allowed today: it stays readable and can be declined, but is not confirmed.
 */
async function assertWithinBounds(tx: Db, booking: BookingRow) {
  const problem = returnProblem(
    {
      start: booking.startDate,
      end: booking.endDate,
      pickupTime: booking.pickupTime,
      returnTime: booking.returnTime,
    },
    await getMaxHireDays(tx),
  );
  if (problem)
    throw new AppError(
      'conflict',
      `This request is outside today's booking limits and cannot be confirmed. ${problem}. Decline it, or change the longest hire in Site Settings.`,
    );
}

/** Marks an open request decided by this member of staff. */
async function decide(
  tx: Db,
  id: number,
  staff: string,
  change: { status: BookingStatus; blockoutId?: number },
) {
  const [updated] = await tx
    .update(hireBookings)
    .set({ ...change, decidedBy: staff, decidedAt: new Date() })
    .where(eq(hireBookings.id, id))
    .returning();
  return updated;
}

/**
 * Confirms a request: in one transaction the car is locked, the dates re-checked against today's bounds
 * and every blockout, the blockout created (reason "Booking: first last") and the e-mail queued.
 */
export async function confirmBooking(db: Db, id: number, staff: string): Promise<BookingDecision> {
  return db.transaction(async (tx) => {
    const first = await bookingRow(tx, id);
    await findHireCar(tx, first.booking.hireCarId, true);
    const { booking, lead, car } = await bookingRow(tx, id, true);
    assertOpen(booking);
    await assertWithinBounds(tx, booking);
    const range = { start: booking.startDate, end: booking.endDate };
    const clash = (await takenRanges(tx, booking.hireCarId, range.start, range.end)).find((r) =>
      overlaps(r, range),
    );
    if (clash)
      throw new AppError(
        'conflict',
        `The ${carTitle(car)} is no longer free: it is taken from ${rangeText(clash)}. Decline this request or move the other booking.`,
      );
    const [blockout] = await tx
      .insert(hireCarBlockouts)
      .values({
        hireCarId: booking.hireCarId,
        startDate: range.start,
        endDate: range.end,
        reason: `Booking: ${lead.firstName} ${lead.lastName}`.trim(),
      })
      .returning({ id: hireCarBlockouts.id });
    const confirmed = toBooking(
      await decide(tx, id, staff, { status: 'confirmed', blockoutId: blockout.id }),
      car,
    );
    await queueWebhookEvent(tx, 'booking.confirmed', confirmed);
    return tellCustomer(
      tx,
      'booking-confirmed',
      confirmed,
      lead,
      `Your booking is confirmed: ${confirmed.car}, ${formatDay(range.start)}`,
      [
        `Dear ${lead.firstName},`,
        '',
        `Thank you for booking with us. Your hire of the ${confirmed.car} is confirmed:`,
        '',
        ...bookingLines(confirmed),
        '',
        "What to bring: the driver's full licence, a credit card in the driver's name for the bond, and a second form of photo ID.",
        'The bond is held on the card at pickup and released once the car is back undamaged.',
        '',
        'If your plans change, reply to this e-mail or call us.',
      ],
    );
  });
}

/** Declines a request and tells the customer when the car is next free for as long a hire. */
export async function declineBooking(db: Db, id: number, staff: string): Promise<BookingDecision> {
  return db.transaction(async (tx) => {
    const { booking, lead, car } = await bookingRow(tx, id, true);
    assertOpen(booking);
    const declined = toBooking(await decide(tx, id, staff, { status: 'declined' }), car);
    const today = sydneyDay();
    const horizon = addDays(today, BOOKING_HORIZON_DAYS);
    // A request longer than the 12 months (made before the bounds) cannot be offered again.
    const length = Math.min(daysBetween(booking.startDate, booking.endDate) + 1, BOOKING_HORIZON_DAYS + 1);
    const earliest = booking.startDate > addDays(today, 1) ? booking.startDate : addDays(today, 1);
    const next =
      earliest <= horizon
        ? nextFreeRange(
            await takenRanges(tx, booking.hireCarId, earliest, horizon),
            earliest,
            length,
            horizon,
          )
        : null;
    return tellCustomer(tx, 'booking-declined', declined, lead, `Your booking request: ${declined.car}`, [
      `Dear ${lead.firstName},`,
      '',
      `Thank you for your request to hire the ${declined.car} from ${rangeText(declined)}.`,
      'We are sorry that we cannot confirm those dates.',
      '',
      next
        ? `The car is next free for the same length of hire from ${rangeText(next)}. Reply to this e-mail or call us and we will gladly book it for you, or suggest another car from our fleet.`
        : 'Reply to this e-mail or call us and we will gladly suggest another car from our fleet.',
    ]);
  });
}
