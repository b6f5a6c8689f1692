import { z } from 'zod';
import { BOOKING_HORIZON_DAYS, type BookingQuote, type DayRange, daysBetween, isDay } from '../hire-booking';

const day = z.string().refine(isDay, 'Must be a date (YYYY-MM-DD)');

/** GET /api/hire-cars/{id}/availability?from=&to=: both optional (today, and 3 months on), at most 12 months. */
export const availabilityQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= BOOKING_HORIZON_DAYS, {
    path: ['to'],
    message: 'At most 12 months',
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
