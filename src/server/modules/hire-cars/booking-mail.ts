/**
 * What hire bookings say in e-mails: the request in words (the auto-reply, the staff notice and both
 * decision e-mails) and the customer's e-mail about a decision, signed with the dealer's contacts.
 */
import { formatMoney2, formatPrice, groupDigits } from '../../../shared/format';
import { formatDay, formatTime } from '../../../shared/hire-booking';
import type { HireBooking } from '../../../shared/schemas/hire-booking';
import type { Db } from '../../db/client';
import { enqueueMail, type MailKind } from '../../mail/outbox';
import { getFooterSettings } from '../settings/settings.service';

/** A checked request not yet saved: what its booking will hold but for what saving and staff add. */
export type PreparedBooking = Pick<
  HireBooking,
  'hireCarId' | 'car' | 'start' | 'end' | 'pickupTime' | 'returnTime' | 'quote'
>;

export type BookingDecision = {
  booking: HireBooking;
  lead: { id: number; status: string };
  mail: { id: number; to: string; subject: string; body: string };
};

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

async function dealerSignature(db: Db): Promise<string[]> {
  const footer = await getFooterSettings(db);
  return [footer.phone ? `Phone: ${footer.phone}` : '', footer.email ? `E-mail: ${footer.email}` : ''].filter(
    Boolean,
  );
}

/** Queues the customer's e-mail about a decision, signed with the dealer's contacts, and answers the decision. */
export async function tellCustomer(
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
