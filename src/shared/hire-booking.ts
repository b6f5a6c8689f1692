/**
 * Hire bookings: the calendar arithmetic and the quote, shared by the booking drawer (which shows the
 * quote before sending) and the server (which recomputes it from the stored rates, never trusting the
 * browser's figures). Days are Sydney calendar days as YYYY-MM-DD strings, so they compare as text.
 */

/** Pickup and return happen in opening hours (SPEC: 8am to 8pm, 7 days). */
export const OPENING_TIME = '08:00';
export const CLOSING_TIME = '20:00';
/** How far ahead the calendar and the availability call reach: "the 12 months ahead". */
export const BOOKING_HORIZON_DAYS = 366;
/** The longest hire, in hire days, until staff set their own (site setting `hire_max_days`). */
export const DEFAULT_MAX_HIRE_DAYS = 90;

const sydneyDateParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Sydney, where the dealer trades, at the given instant. */
export function sydneyDay(instant: Date = new Date()): string {
  const parts = sydneyDateParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type DayRange = { start: string; end: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(s: string): boolean {
  const match = DAY.exec(s);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isTime = (s: string) => TIME.test(s);

/** Every half hour the showroom is open (SPEC: 8am to 8pm): the pickup and return times offered. */
export const BOOKING_TIMES: readonly string[] = (() => {
  const times: string[] = [];
  for (let minutes = 0; ; minutes += 30) {
    const time = `${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
    if (time < OPENING_TIME) continue;
    if (time > CLOSING_TIME) break;
    times.push(time);
  }
  return times;
})();
export const withinOpeningHours = (time: string) => time >= OPENING_TIME && time <= CLOSING_TIME;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);

export const overlaps = (a: DayRange, b: DayRange) => a.start <= b.end && b.start <= a.end;

/**
 * Hire days, counted the way rental desks count them: each started 24 hours from pickup is a day, and
 * a same-day return is one day. 9am Monday to 9am Tuesday is 1 day; to 10am Tuesday, 2.
 */
export function hireDays(booking: { start: string; end: string; pickupTime: string; returnTime: string }) {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const total =
    daysBetween(booking.start, booking.end) * 1440 +
    minutes(booking.returnTime) -
    minutes(booking.pickupTime);
  return Math.max(1, Math.ceil(total / 1440));
}

export type HireRates = { dailyRate: number; bond: number; kmPerDay: number; excessPerKm: number };
export type BookingQuote = {
  days: number;
  dailyRate: number;
  /** days × dailyRate, in whole dollars. */
  total: number;
  bond: number;
  /** Kilometres included over the whole hire; null when unlimited. */
  kmIncluded: number | null;
  excessPerKm: number;
};

export function quoteBooking(
  rates: HireRates,
  booking: { start: string; end: string; pickupTime: string; returnTime: string },
): BookingQuote {
  const days = hireDays(booking);
  return {
    days,
    dailyRate: rates.dailyRate,
    total: days * rates.dailyRate,
    bond: rates.bond,
    kmIncluded: rates.kmPerDay > 0 ? rates.kmPerDay * days : null,
    excessPerKm: rates.excessPerKm,
  };
}

/** Every taken day of the ranges within [from, to], for a calendar to look up. */
export function takenDaySet(taken: DayRange[], from: string, to: string): Set<string> {
  const days = new Set<string>();
  for (const range of taken) {
    const last = range.end < to ? range.end : to;
    for (let day = range.start > from ? range.start : from; day <= last; day = addDays(day, 1)) days.add(day);
  }
  return days;
}

/** The first day from `from` on that no range covers, or null if none before `until`. */
export function firstFreeDay(taken: DayRange[], from: string, until: string): string | null {
  const sorted = [...taken].sort((a, b) => (a.start < b.start ? -1 : 1));
  let day = from;
  for (const range of sorted) {
    if (range.end < day) continue;
    if (range.start > day) break;
    day = addDays(range.end, 1);
  }
  return day <= until ? day : null;
}

/**
 * The first run of `length` free days starting on or after `from`: what a declined customer is offered
 * instead. Null when the horizon has no such run.
 */
export function nextFreeRange(
  taken: DayRange[],
  from: string,
  length: number,
  until: string,
): DayRange | null {
  const sorted = [...taken].sort((a, b) => (a.start < b.start ? -1 : 1));
  let start = from;
  for (;;) {
    const end = addDays(start, length - 1);
    if (end > until) return null;
    const clash = sorted.find((r) => overlaps(r, { start, end }));
    if (!clash) return { start, end };
    start = addDays(clash.end, 1);
  }
}

/** The last day of the 12 months ahead: no pickup or return may be later. */
export const horizonDay = (today = sydneyDay()) => addDays(today, BOOKING_HORIZON_DAYS);

/**
 * The latest return day for a pickup on `start`: `maxHireDays` days on (returning by the pickup time
 * keeps the hire at that many days), and never beyond the 12 months ahead.
 */
export function lastReturnDay(start: string, maxHireDays: number, today = sydneyDay()): string {
  const last = addDays(start, maxHireDays);
  const horizon = horizonDay(today);
  return last < horizon ? last : horizon;
}

/**
 * Why a booking's return is out of bounds, or null: after the 12 months ahead, or more than
 * `maxHireDays` hire days (counted as on the quote). The server refuses such a request and will not
 * confirm one, and the booking drawer says so before sending.
 */
export function returnProblem(
  booking: { start: string; end: string; pickupTime: string; returnTime: string },
  maxHireDays: number,
  today = sydneyDay(),
): string | null {
  const horizon = horizonDay(today);
  if (booking.end > horizon) return `Return must be within the next 12 months (by ${formatDay(horizon)})`;
  if (hireDays(booking) > maxHireDays)
    return `Hires are at most ${maxHireDays} days: return by ${formatDay(addDays(booking.start, maxHireDays))} at ${formatTime(booking.pickupTime)}`;
  return null;
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Thu, 3 Dec 2026": how a day reads in messages and e-mails. */
export const formatDay = (day: string) => dayFormat.format(new Date(toUtc(day)));

/** "8:00 am" from "08:00". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}
