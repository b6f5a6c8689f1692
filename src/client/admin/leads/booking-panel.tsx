import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney2, formatPrice, groupDigits } from '../../../shared/format';
import { formatDay, formatTime } from '../../../shared/hire-booking';
import type { Availability, HireBooking } from '../../../shared/schemas/hire-booking';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { AvailabilityCalendar, availabilityKey } from '../../components/vehicle/availability-calendar';
import { apiJson } from '../../lib/api';
import { AdminSection } from '../components/admin-section';
import { readAgain, reasonOf } from '../lib/admin-api';
import { formatWhen } from './lead-meta';

const bookingKey = (leadId: number) => [`/api/admin/hire-bookings/lead/${leadId}`];

const statusText: Record<HireBooking['status'], string> = {
  requested: 'Awaiting your decision',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled (its blockout was removed)',
};

/**
 * A hire booking request on its enquiry's page: dates, quote, the car's calendar with the request on
 * it, and Confirm or Decline. Both e-mail the customer; the server refuses a confirmation whose dates
 * were taken meanwhile, and the message says by what.
 */
export function BookingPanel({ leadId, onDecided }: { leadId: number; onDecided: () => void }) {
  const queryClient = useQueryClient();
  const { data } = useQuery<{ booking: HireBooking | null }>({
    queryKey: bookingKey(leadId),
    refetchOnMount: 'always',
  });
  const decide = useMutation({
    mutationFn: ({ booking, decision }: { booking: HireBooking; decision: 'confirm' | 'decline' }) =>
      apiJson<HireBooking>('POST', `/api/admin/hire-bookings/${booking.id}/${decision}`),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKey(leadId), { booking });
      toast({
        title: booking.status === 'confirmed' ? 'Booking confirmed' : 'Booking declined',
        description: `${booking.status === 'confirmed' ? 'Confirmation' : 'Reply'} e-mailed to the customer.`,
      });
      void readAgain(queryClient, {
        predicate: ({ queryKey: [key] }) => String(key).startsWith(`/api/hire-cars/${booking.hireCarId}/`),
      });
      onDecided();
    },
    onError: (error) => {
      toast({
        title: 'Failed to update booking',
        description: reasonOf(error, 'Please try again.'),
        variant: 'destructive',
      });
      void readAgain(queryClient, { queryKey: bookingKey(leadId) });
    },
  });
  const booking = data?.booking;
  if (!booking) return null;
  const { quote } = booking;
  const rows: [string, ReactNode][] = [
    [
      'Car',
      <a
        key="car"
        href={`/hire/${booking.hireCarId}`}
        target="_blank"
        rel="noreferrer"
        className="underline decoration-white/30 underline-offset-4 hover:text-accent"
      >
        {booking.car}
      </a>,
    ],
    ['Pickup', `${formatDay(booking.start)}, ${formatTime(booking.pickupTime)}`],
    ['Return', `${formatDay(booking.end)}, ${formatTime(booking.returnTime)}`],
    [
      'Hire',
      `${quote.days} ${quote.days === 1 ? 'day' : 'days'} × ${formatPrice(quote.dailyRate)} = ${formatPrice(quote.total)}`,
    ],
    ['Bond', formatPrice(quote.bond)],
    [
      'Kilometres',
      quote.kmIncluded === null
        ? 'Unlimited'
        : `${groupDigits(quote.kmIncluded)} km included, then ${formatMoney2(quote.excessPerKm)}/km`,
    ],
  ];
  const busy = decide.isPending;

  return (
    <AdminSection
      title="Booking request"
      description={
        <>
          {statusText[booking.status]}
          {booking.decidedBy &&
            booking.decidedAt &&
            ` by ${booking.decidedBy} · ${formatWhen(booking.decidedAt)}`}
        </>
      }
    >
      <div className="grid gap-6 sm:px-6 sm:pb-6">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-[11px] font-medium uppercase tracking-[0.2em] text-mist">{label}</dt>
              <dd className="text-white/90">{value}</dd>
            </div>
          ))}
        </dl>
        <CarCalendar booking={booking} />
        {booking.status === 'requested' && (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => decide.mutate({ booking, decision: 'confirm' })} disabled={busy}>
              <CalendarCheck className="h-4 w-4" aria-hidden="true" />
              {busy && decide.variables?.decision === 'confirm' ? 'Confirming...' : 'Confirm booking'}
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                if (
                  window.confirm(
                    'Decline this booking request? The customer is e-mailed the next free dates.',
                  )
                )
                  decide.mutate({ booking, decision: 'decline' });
              }}
            >
              <CalendarX className="h-4 w-4" aria-hidden="true" />
              {busy && decide.variables?.decision === 'decline' ? 'Declining...' : 'Decline'}
            </Button>
          </div>
        )}
      </div>
    </AdminSection>
  );
}

function CarCalendar({ booking }: { booking: HireBooking }) {
  const { data, isError } = useQuery<Availability>({
    queryKey: availabilityKey(booking.hireCarId),
    staleTime: 30_000,
  });
  if (isError) return <p className="text-sm text-red-300">The car's calendar could not be loaded.</p>;
  if (!data) return null;
  return (
    <AvailabilityCalendar
      availability={data}
      months={1}
      label={`Calendar of the ${booking.car}, with this request`}
      selection={{ start: booking.start, end: booking.end }}
    />
  );
}
