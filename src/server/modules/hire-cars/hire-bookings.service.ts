/**
 * Hire bookings (issue 16). A booking request is a contact submission with bookingDates plus a
 * hire_bookings row; confirming it creates the car's blockout. The car's calendar is its blockouts, so a
 * confirmed booking and a staff blockout take days the same way, and availability never names anyone.
 *
 * Double bookings are prevented where they could happen: confirming and creating a blockout both lock
 * the hire car's row (SELECT … FOR UPDATE) before checking for a clash, so two staff confirming
 * overlapping requests at the same moment are served one after the other and the second sees the first.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { formatMoney2, formatPrice, groupDigits, vehicleTitle } from '../../../shared/format';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  type DayRange,
  daysBetween,
  firstFreeDay,
  formatDay,
  formatTime,
  nextFreeRange,
  overlaps,
  quoteBooking,
  sydneyDay,
} from '../../../shared/hire-booking';
import type {
  Availability,
  AvailabilityQuery,
  BookingStatus,
  HireBooking,
} from '../../../shared/schemas/hire-booking';
import type { ContactSubmissionInput } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { contactSubmissions, hireBookings, hireCarBlockouts, hireCars } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { enqueueMail, type MailKind } from '../../mail/outbox';
import { getFooterSettings } from '../settings/settings.service';

type HireCarRow = typeof hireCars.$inferSelect;
type BookingRow = typeof hireBookings.$inferSelect;

const carTitle = (car: Pick<HireCarRow, 'year' | 'make' | 'model'>) => vehicleTitle(car);
const rangeText = (r: DayRange) => `${formatDay(r.start)} to ${formatDay(r.end)}`;

async function findHireCar(db: Db, id: number, lock = false): Promise<HireCarRow> {
  const query = db.select().from(hireCars).where(eq(hireCars.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Hire car');
  return row;
}

/** Blockouts (staff ones and confirmed bookings) overlapping [from, to], oldest first. */
async function takenRanges(db: Db, hireCarId: number, from: string, to: string): Promise<DayRange[]> {
  return db
    .select({ start: hireCarBlockouts.startDate, end: hireCarBlockouts.endDate })
    .from(hireCarBlockouts)
    .where(
      and(
        eq(hireCarBlockouts.hireCarId, hireCarId),
        lte(hireCarBlockouts.startDate, to),
        gte(hireCarBlockouts.endDate, from),
      ),
    )
    .orderBy(asc(hireCarBlockouts.startDate), asc(hireCarBlockouts.id));
}

export async function getAvailability(
  db: Db,
  hireCarId: number,
  query: AvailabilityQuery,
): Promise<Availability> {
  await findHireCar(db, hireCarId);
  const today = sydneyDay();
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, 92);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const firstBookable = addDays(today, 1);
  const searchFrom = from > firstBookable ? from : firstBookable;
  const taken = await takenRanges(db, hireCarId, from, to > horizon ? to : horizon);
  return {
    hireCarId,
    from,
    to,
    taken: taken.filter((r) => r.start <= to),
    nextFree: firstFreeDay(taken, searchFrom, horizon),
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
  const horizon = addDays(sydneyDay(), BOOKING_HORIZON_DAYS);
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

/** The confirmed booking a range clashes with, if any (staff blockouts may overlap each other). */
async function confirmedClash(db: Db, hireCarId: number, range: DayRange) {
  const [clash] = await db
    .select({
      start: hireBookings.startDate,
      end: hireBookings.endDate,
      firstName: contactSubmissions.firstName,
      lastName: contactSubmissions.lastName,
    })
    .from(hireBookings)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, hireBookings.contactSubmissionId))
    .where(
      and(
        eq(hireBookings.hireCarId, hireCarId),
        eq(hireBookings.status, 'confirmed'),
        lte(hireBookings.startDate, range.end),
        gte(hireBookings.endDate, range.start),
      ),
    )
    .limit(1);
  return clash ?? null;
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

/** A checked request not yet saved: what its booking will hold but for what saving and staff add. */
export type PreparedBooking = Pick<
  HireBooking,
  'hireCarId' | 'car' | 'start' | 'end' | 'pickupTime' | 'returnTime' | 'quote'
>;

/**
 * Checks a booking request against the car's own rules and calendar, before the enquiry is saved. The
 * shape (dates, times, licence) was checked by contactRequestInput; the quote is the server's own.
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

/** The request in words, for the auto-reply and both decision e-mails. */
export function bookingLines(booking: Omit<PreparedBooking, 'hireCarId'>): string[] {
  const { quote } = booking;
  return [
    `Car: ${booking.car}`,
    `Pickup: ${formatDay(booking.start)} at ${formatTime(booking.pickupTime)}`,
    `Return: ${formatDay(booking.end)} at ${formatTime(booking.returnTime)}`,
    `Hire: ${quote.days} ${quote.days === 1 ? 'day' : 'days'} × ${formatPrice(quote.dailyRate)} = ${formatPrice(quote.total)}`,
    `Bond: ${formatPrice(quote.bond)}`,
    `Kilometres included: ${quote.kmIncluded === null ? 'unlimited' : `${groupDigits(quote.kmIncluded)} km, then ${formatMoney2(quote.excessPerKm)} a km`}`,
  ];
}

async function bookingRow(db: Db, id: number, lock = false) {
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

/** The booking behind an enquiry, for its lead page; null for an ordinary enquiry. */
export async function bookingOfLead(db: Db, contactSubmissionId: number): Promise<HireBooking | null> {
  const [row] = await db
    .select({ booking: hireBookings, car: hireCars })
    .from(hireBookings)
    .innerJoin(hireCars, eq(hireCars.id, hireBookings.hireCarId))
    .where(eq(hireBookings.contactSubmissionId, contactSubmissionId));
  return row ? toBooking(row.booking, row.car) : null;
}

export type BookingDecision = {
  booking: HireBooking;
  lead: { id: number; status: string };
  mail: { id: number; to: string; subject: string; body: string };
};

function assertOpen(booking: BookingRow) {
  if (booking.status !== 'requested')
    throw new AppError('conflict', `This booking request was already ${booking.status}.`);
}

async function dealerSignature(db: Db): Promise<string[]> {
  const footer = await getFooterSettings(db);
  return [footer.phone ? `Phone: ${footer.phone}` : '', footer.email ? `E-mail: ${footer.email}` : ''].filter(
    Boolean,
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

/** Queues the customer's e-mail about a decision, signed with the dealer's contacts, and answers the decision. */
async function tellCustomer(
  tx: Db,
  kind: MailKind,
  booking: HireBooking,
  lead: { id: number; status: string; email: string },
  subject: string,
  lines: string[],
): Promise<BookingDecision> {
  const body = [...lines, ...(await dealerSignature(tx))].join('\n');
  const mailId = await enqueueMail(tx, { kind, to: lead.email, subject, text: body });
  return {
    booking,
    lead: { id: lead.id, status: lead.status },
    mail: { id: mailId, to: lead.email, subject, body },
  };
}

/**
 * Confirms a request: in one transaction the car is locked, the dates re-checked against every blockout,
 * the blockout created (reason "Booking: first last") and the confirmation e-mail queued.
 */
export async function confirmBooking(db: Db, id: number, staff: string): Promise<BookingDecision> {
  return db.transaction(async (tx) => {
    const first = await bookingRow(tx, id);
    await findHireCar(tx, first.booking.hireCarId, true);
    const { booking, lead, car } = await bookingRow(tx, id, true);
    assertOpen(booking);
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
    const length = daysBetween(booking.startDate, booking.endDate) + 1;
    const earliest = booking.startDate > addDays(today, 1) ? booking.startDate : addDays(today, 1);
    const next = nextFreeRange(
      await takenRanges(tx, booking.hireCarId, earliest, horizon),
      earliest,
      length,
      horizon,
    );
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

/** A blockout staff delete may be a confirmed booking's: the booking is then cancelled, not left dangling. */
export async function cancelBookingOfBlockout(tx: Db, blockoutId: number): Promise<void> {
  await tx.update(hireBookings).set({ status: 'cancelled' }).where(eq(hireBookings.blockoutId, blockoutId));
}
