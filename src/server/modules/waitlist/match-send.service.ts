/** "Send to client": a matching car mailed to the client who asked for it, once, on the lead's timeline. */
import { and, eq } from 'drizzle-orm';
import { vehicleTitle } from '../../../shared/format';
import { ALREADY_SENT_MESSAGE, type MatchSent } from '../../../shared/schemas/waitlist';
import type { Db } from '../../db/client';
import { acquisitionMatches, acquisitionMatchSends, cars } from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/errors';
import { dealerIdentity } from '../../mail/marketing';
import { matchToClientMail } from '../../mail/match-to-client';
import { enqueueMail } from '../../mail/outbox';
import { type Actor, recordLeadEvent } from '../leads/lead-timeline.service';
import { requestRow } from './match-common';

export type MatchEnv = Pick<Env, 'PUBLIC_URL'>;

/**
 * "Send to client": e-mails the client the car's page and photo through the outbox, once per car and
 * request, and records it on the request's timeline with the mail, all in one transaction. The send row's
 * primary key is the guard: a second send (a double click, two staff at once) is refused with 409 and
 * queues nothing.
 */
export async function sendMatchToClient(
  db: Db,
  env: MatchEnv,
  acquisitionId: number,
  carId: number,
  actor: Actor,
): Promise<MatchSent> {
  return db.transaction(async (tx) => {
    const request = await requestRow(tx, acquisitionId, true);
    const [car] = await tx.select().from(cars).where(eq(cars.id, carId));
    if (!car) throw notFound('Car');
    const [sent] = await tx
      .select({ sentAt: acquisitionMatchSends.sentAt })
      .from(acquisitionMatchSends)
      .where(
        and(eq(acquisitionMatchSends.acquisitionId, acquisitionId), eq(acquisitionMatchSends.carId, carId)),
      );
    if (sent) throw new AppError('conflict', ALREADY_SENT_MESSAGE);
    const [match] = await tx
      .select({ id: acquisitionMatches.id })
      .from(acquisitionMatches)
      .where(and(eq(acquisitionMatches.acquisitionId, acquisitionId), eq(acquisitionMatches.carId, carId)))
      .limit(1);
    if (!match) throw notFound('Match');
    const [claimed] = await tx
      .insert(acquisitionMatchSends)
      .values({ acquisitionId, carId })
      .onConflictDoNothing()
      .returning({ sentAt: acquisitionMatchSends.sentAt });
    if (!claimed) throw new AppError('conflict', ALREADY_SENT_MESSAGE);

    const mail = matchToClientMail({
      to: { email: request.email, firstName: request.firstName },
      car,
      identity: await dealerIdentity(tx),
      publicUrl: env.PUBLIC_URL,
    });
    const mailId = await enqueueMail(tx, mail);
    await tx
      .update(acquisitionMatchSends)
      .set({ mailId })
      .where(
        and(eq(acquisitionMatchSends.acquisitionId, acquisitionId), eq(acquisitionMatchSends.carId, carId)),
      );
    await recordLeadEvent(
      tx,
      'acquisition',
      acquisitionId,
      actor,
      {
        type: 'car-sent',
        carId,
        car: vehicleTitle(car),
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
      },
      mailId,
    );
    return { sentAt: claimed.sentAt.toISOString(), mailId };
  });
}
