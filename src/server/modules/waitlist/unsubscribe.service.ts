/**
 * One-click unsubscribe (Spam Act 2003, RFC 8058): the token in a marketing e-mail's link and
 * List-Unsubscribe header is all it takes, with no login. The address is kept, marked with the moment it
 * left, so the consent history stays; asking again changes nothing and keeps the first date.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  UNSUBSCRIBE_UNKNOWN_MESSAGE,
  type UnsubscribeStatus,
} from '../../../shared/schemas/waitlist-settings';
import type { Db } from '../../db/client';
import { carWatches, digestSends, mailOutbox, subscribers } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { unsubscribeSubscriber } from '../leads/subscribers.service';

/** "olivia@example.com" → "o****@example.com": the owner recognises it, a passer-by learns little. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email[0]}****${email.slice(at)}`;
}

const unknownToken = () => new AppError('not_found', UNSUBSCRIBE_UNKNOWN_MESSAGE);

/** Tokens are made by the database as 64 hex digits; anything else cannot match, so no query is spent on it. */
const plausible = (token: string) => /^[A-Za-z0-9_-]{16,128}$/.test(token);

/** What a token stands for, as the page shows it. */
const statusOf = (
  kind: UnsubscribeStatus['kind'],
  holder: { email: string; unsubscribedAt: Date | null },
): UnsubscribeStatus => ({
  kind,
  maskedEmail: maskEmail(holder.email),
  unsubscribedAt: holder.unsubscribedAt ? holder.unsubscribedAt.toISOString() : null,
});

/** What a token stands for, without changing anything (a GET: mail scanners open links by themselves). */
export async function unsubscribeStatus(db: Db, token: string): Promise<UnsubscribeStatus> {
  if (plausible(token)) {
    const [subscriber] = await db
      .select({ email: subscribers.email, unsubscribedAt: subscribers.unsubscribedAt })
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token));
    if (subscriber) return statusOf('subscriber', subscriber);
    const [watch] = await db
      .select({ email: carWatches.email, unsubscribedAt: carWatches.unsubscribedAt })
      .from(carWatches)
      .where(eq(carWatches.unsubscribeToken, token));
    if (watch) return statusOf('watch', watch);
  }
  throw unknownToken();
}

/**
 * Unsubscribes the holder of the token at once. A subscriber stops getting new-arrival e-mails; a car
 * watcher stops getting alerts for every car that address watches (the page promises no more alerts, not
 * "no more about this one car"). Repeating it is harmless and keeps the first date.
 */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeStatus> {
  if (!plausible(token)) throw unknownToken();
  const subscriber = await unsubscribeSubscriber(db, token);
  if (subscriber) {
    // At once means at once: a digest queued for them but not yet delivered (SMTP slow or down) is dropped.
    await db.delete(mailOutbox).where(
      and(
        isNull(mailOutbox.sentAt),
        inArray(
          mailOutbox.id,
          db
            .select({ id: sql<number>`${digestSends.mailId}` })
            .from(digestSends)
            .where(eq(digestSends.subscriberId, subscriber.id)),
        ),
      ),
    );
    return statusOf('subscriber', subscriber);
  }
  return db.transaction(async (tx) => {
    const [watch] = await tx
      .select({ email: carWatches.email })
      .from(carWatches)
      .where(eq(carWatches.unsubscribeToken, token));
    if (!watch) throw unknownToken();
    await tx
      .update(carWatches)
      .set({ unsubscribedAt: sql`coalesce(${carWatches.unsubscribedAt}, now())` })
      .where(eq(carWatches.email, watch.email));
    const [held] = await tx
      .select({ unsubscribedAt: carWatches.unsubscribedAt })
      .from(carWatches)
      .where(eq(carWatches.unsubscribeToken, token));
    return statusOf('watch', { email: watch.email, unsubscribedAt: held.unsubscribedAt });
  });
}
