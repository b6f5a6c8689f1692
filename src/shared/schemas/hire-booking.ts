import { z } from 'zod';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  type BookingQuote,
  type DayRange,
  daysBetween,
  horizonDay,
  isDay,
  sydneyDay,
} from '../hire-booking';

const day = z.string().refine(isDay, 'Must be a date (YYYY-MM-DD)');

/**
 * GET /api/hire-cars/{id}/availability?from=&to=: both optional (today, and 3 months on), each within the
 * 12 months ahead, whichever is given, and at most 12 months apart. A day's allowance either side lets a
 * browser whose clock is just across midnight from the server's still load its calendar.
 */
export const availabilityQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((q, ctx) => {
    const today = sydneyDay();
    const first = addDays(today, -1);
    const last = addDays(horizonDay(today), 1);
    for (const key of ['from', 'to'] as const) {
      const value = q[key];
      if (value !== undefined && (value < first || value > last))
        ctx.addIssue({ code: 'custom', path: [key], message: 'Must be within the next 12 months' });
    }
    if (q.to !== undefined && q.to < (q.from ?? today))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (q.from && q.to && daysBetween(q.from, q.to) > BOOKING_HORIZON_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most 12 months' });
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** GET /api/hire-cars/next-free?from=: the day to count from is part of the cached address. */
export const nextFreeQuery = z.object({ from: day.optional() });

/** The days a hire car is taken, without reasons or names: what any visitor may know. */
export type Availability = {
  hireCarId: number;
  from: string;
  to: string;
  /** Taken ranges overlapping [from, to], inclusive, oldest first. */
  taken: DayRange[];
  /** The first free day from `from` (or tomorrow, if later) within 12 months; null when none. */
  nextFree: string | null;
  /** The longest hire in days (a site setting): the calendar offers no return day beyond it. */
  maxHireDays: number;
};

export const bookingStatuses = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A booking request as staff see it beside its enquiry. */
export type HireBooking = {
  id: number;
  contactSubmissionId: number;
  hireCarId: number;
  car: string;
  start: string;
  end: string;
  pickupTime: string;
  returnTime: string;
  quote: BookingQuote;
  status: BookingStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
};
