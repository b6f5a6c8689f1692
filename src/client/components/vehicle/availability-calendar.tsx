import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  type DayRange,
  formatDay,
  lastReturnDay,
  sydneyDay,
  takenDaySet,
} from '../../../shared/hire-booking';
import type { Availability } from '../../../shared/schemas/hire-booking';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { cn } from '../ui/cn';
import { ChevronLeft, ChevronRight } from '../ui/icons';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** The key under the months; "Your dates" only where dates can be picked. */
const LEGEND = [
  { label: 'Free', swatch: 'border border-white/40' },
  {
    label: 'Taken',
    swatch:
      'bg-white/10 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.25)_3px_4px)]',
  },
  { label: 'Your dates', swatch: 'bg-accent', whenSelecting: true },
];
const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const addMonths = (month: string, n: number) => {
  const d = utc(month);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

/** The weeks of a month, Monday first, as days (null pads the first and last week). */
function weeksOf(month: string): (string | null)[][] {
  const lead = (utc(month).getUTCDay() + 6) % 7;
  const next = addMonths(month, 1);
  const days: (string | null)[] = Array(lead).fill(null);
  for (let day = month; day < next; day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** The hire car's taken days for the booking horizon: one small request serves every month shown. */
export function useAvailability(hireCarId: number) {
  return useQuery({ queryKey: availabilityKey(hireCarId), staleTime: 30_000 });
}

/** The key (its API path) of a hire car's taken days from today: the admin reads it through its own cache. */
export function availabilityKey(hireCarId: number) {
  const today = sydneyDay();
  return queries.hireAvailability(hireCarId, today, addDays(today, BOOKING_HORIZON_DAYS)).queryKey;
}

export type CalendarSelection = { start: string | null; end: string | null };

/**
 * A hire car's month calendar. Read-only, it shows free and taken days; with `onSelect` it picks a pickup
 * and a return day, refusing taken and past days and any range that crosses a taken day. A grid of
 * buttons with a roving tab stop: arrows move a day or a week, Page Up/Down a month, Home/End the week.
 */
export function AvailabilityCalendar({
  availability,
  selection,
  onSelect,
  months = 1,
  label,
}: {
  availability: Availability;
  selection?: CalendarSelection;
  onSelect?: (selection: CalendarSelection) => void;
  months?: 1 | 2;
  label: string;
}) {
  const today = sydneyDay();
  const firstBookable = addDays(today, 1);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const taken = useMemo(
    () => takenDaySet(availability.taken, availability.from, availability.to),
    [availability],
  );
  const [month, setMonth] = useState(() => firstOfMonth(selection?.start ?? today));
  const [focused, setFocused] = useState(() => selection?.start ?? firstBookable);
  const grid = useRef<HTMLDivElement>(null);
  const lastMonth = firstOfMonth(horizon);
  const shown = Array.from({ length: months }, (_, i) => addMonths(month, i)).filter((m) => m <= lastMonth);

  const selectable = (day: string) => day >= firstBookable && day <= horizon && !taken.has(day);
  /** A return day must leave no taken day between pickup and return. */
  const rangeFree = (start: string, end: string) => {
    for (let day = start; day <= end; day = addDays(day, 1)) if (taken.has(day)) return false;
    return true;
  };

  // While the return is being chosen, no day after the longest hire (a site setting) can be it: such a day
  // is shown out of reach, and choosing it starts again with it as the pickup.
  const lastReturn =
    onSelect && selection?.start && !selection.end
      ? lastReturnDay(selection.start, availability.maxHireDays, today)
      : null;
  const beyond = (day: string) => lastReturn !== null && day > lastReturn;

  const choose = (day: string) => {
    setFocused(day);
    if (!onSelect || !selectable(day)) return;
    const start = selection?.start;
    if (start && !selection?.end && day >= start && !beyond(day) && rangeFree(start, day))
      onSelect({ start, end: day });
    else onSelect({ start: day, end: null });
  };

  const moveFocus = (day: string) => {
    if (day < today || day > horizon) return;
    setFocused(day);
    const cell = () => grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`);
    const target = firstOfMonth(day);
    if (target < month) setMonth(target);
    else if (target > addMonths(month, shown.length - 1)) setMonth(addMonths(target, 1 - shown.length));
    // A day on screen takes focus at once, so fast key presses each start from where focus is; a day in
    // a month about to be shown takes it once that month is drawn.
    const now = cell();
    if (now) now.focus();
    else requestAnimationFrame(() => cell()?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // From the day that has focus, not from state that may not have caught up with quick key presses.
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day ?? focused;
    const weekday = (utc(from).getUTCDay() + 6) % 7;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key in moves) moveFocus(addDays(from, moves[event.key]));
    else if (event.key === 'PageUp' || event.key === 'PageDown')
      moveFocus(addMonths(from, event.key === 'PageUp' ? -1 : 1));
    else return;
    event.preventDefault();
  };

  const inRange = (day: string) =>
    !!selection?.start && !!selection.end && day >= selection.start && day <= selection.end;
  const isEnd = (day: string) => day === selection?.start || day === selection?.end;

  return (
    <section className="select-none" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= firstOfMonth(today)}
          aria-label="Previous month"
          className="inline-flex h-10 w-10 items-center justify-center text-white/80 hover:text-white disabled:opacity-30"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <p className="text-center text-xs font-medium uppercase tracking-[0.25em]" aria-live="polite">
          {shown.map((m) => monthName.format(utc(m))).join(' – ')}
        </p>
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={addMonths(month, shown.length) > lastMonth}
          aria-label="Next month"
          className="inline-flex h-10 w-10 items-center justify-center text-white/80 hover:text-white disabled:opacity-30"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div ref={grid} className={cn('mt-3 grid gap-6', shown.length > 1 && 'sm:grid-cols-2')}>
        {shown.map((m) => (
          <table
            key={m}
            className="w-full table-fixed border-collapse text-center text-sm"
            aria-label={monthName.format(utc(m))}
          >
            {/* Stacked on a phone, the second month would otherwise have no name of its own. */}
            {shown.length > 1 && (
              <caption className="pb-2 text-left text-[11px] font-medium uppercase tracking-[0.2em] text-white/70 sm:sr-only">
                {monthName.format(utc(m))}
              </caption>
            )}
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th
                    key={d}
                    scope="col"
                    className="pb-2 text-[10px] font-medium uppercase tracking-[0.15em] text-mist"
                  >
                    <abbr title={d} className="no-underline">
                      {d.slice(0, 2)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody onKeyDown={onSelect ? onKeyDown : undefined}>
              {weeksOf(m).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, i) =>
                    day === null ? (
                      <td key={`pad-${i}`} />
                    ) : (
                      <td key={day} className="p-0.5">
                        <DayCell
                          day={day}
                          state={
                            day < firstBookable
                              ? 'past'
                              : taken.has(day)
                                ? 'taken'
                                : beyond(day)
                                  ? 'beyond'
                                  : 'free'
                          }
                          selected={isEnd(day)}
                          inRange={inRange(day)}
                          interactive={!!onSelect}
                          focusable={day === focused}
                          onChoose={() => choose(day)}
                        />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[11px] uppercase tracking-[0.15em] text-mist">
        {LEGEND.filter((entry) => onSelect || !entry.whenSelecting).map((entry) => (
          <span key={entry.label} className="inline-flex items-center gap-2">
            <span className={cn('h-3 w-3', entry.swatch)} aria-hidden="true" /> {entry.label}
          </span>
        ))}
      </p>
    </section>
  );
}

const STATE_NAMES = {
  past: 'not bookable',
  taken: 'taken',
  free: 'free',
  beyond: 'after the longest hire: starts a new pickup',
} as const;

function DayCell({
  day,
  state,
  selected,
  inRange,
  interactive,
  focusable,
  onChoose,
}: {
  day: string;
  /** beyond: free, but after the longest hire from the chosen pickup, so not a return day. */
  state: 'past' | 'taken' | 'free' | 'beyond';
  selected: boolean;
  inRange: boolean;
  interactive: boolean;
  focusable: boolean;
  onChoose: () => void;
}) {
  const name = `${longDay.format(utc(day))}, ${STATE_NAMES[state]}`;
  const look = cn(
    'flex h-9 w-full items-center justify-center tabular-nums transition-colors sm:h-10',
    state === 'free' && 'border border-white/15 text-white',
    state === 'taken' &&
      'bg-white/5 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.12)_3px_4px)] text-white/60 line-through',
    // Past days stay legible (contrast) but plainly out of play: no frame, dimmed.
    state === 'past' && 'text-white/55',
    state === 'beyond' && 'border border-dashed border-white/10 text-white/55',
    inRange && !selected && 'border-accent/60 bg-accent/20',
    selected && 'border-accent bg-accent font-semibold text-ink',
  );
  const number = Number(day.slice(8));
  if (!interactive)
    return (
      <span className={look} aria-label={name} role="img">
        {number}
      </span>
    );
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={focusable ? 0 : -1}
      aria-label={name}
      aria-pressed={selected}
      aria-disabled={state === 'past' || state === 'taken' || undefined}
      onClick={onChoose}
      className={cn(
        look,
        (state === 'free' || state === 'beyond') && 'hover:border-accent',
        state !== 'free' && state !== 'beyond' && 'cursor-not-allowed',
      )}
    >
      {number}
    </button>
  );
}

/** "Next free Thu, 3 Dec 2026" for a car with no free day in the next 30 days; null otherwise. */
export function nextFreeNote(availability: Availability): string | null {
  const { nextFree } = availability;
  const soon = addDays(sydneyDay(), 30);
  if (nextFree && nextFree <= soon) return null;
  return nextFree
    ? `Fully booked for the next 30 days. Next free ${formatDay(nextFree)}.`
    : 'Fully booked for the next 12 months.';
}

export type { DayRange };
