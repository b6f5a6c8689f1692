/**
 * Staff decisions on hire booking requests, seen from the lead desk: the booking rules live in the
 * hire-cars module; this puts each decision and its e-mail on the enquiry's timeline, in the same
 * transaction, and moves a still-new enquiry on to contacted (it has been answered).
 */
import type { HireBooking } from '../../../shared/schemas/hire-booking';
import type { Db } from '../../db/client';
import { confirmBooking, declineBooking } from '../hire-cars/hire-bookings.service';
import { updateContactStatus } from './contact.service';
import { type Actor, recordEvent } from './lead-events';

export async function decideBooking(
  db: Db,
  id: number,
  decision: 'confirmed' | 'declined',
  actor: Actor,
): Promise<HireBooking> {
  return db.transaction(async (tx) => {
    const decide = decision === 'confirmed' ? confirmBooking : declineBooking;
    const { booking, lead, mail } = await decide(tx, id, actor?.username ?? 'staff');
    const event = { type: 'booking', decision, start: booking.start, end: booking.end } as const;
    await recordEvent(tx, 'contact', lead.id, actor, event);
    const email = { type: 'email', to: mail.to, subject: mail.subject, body: mail.body } as const;
    await recordEvent(tx, 'contact', lead.id, actor, email, mail.id);
    if (lead.status === 'new') await updateContactStatus(tx, lead.id, 'contacted', actor);
    return booking;
  });
}
