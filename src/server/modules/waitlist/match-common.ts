/** What the match files share: the columns a candidate car is read with, sends, and a request's row. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acquisitionMatches, acquisitionMatchSends, acquisitions, cars } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** What matching reads of a car for sale, and what the Overview shows of it. */
export const candidateColumns = {
  id: cars.id,
  status: cars.status,
  make: cars.make,
  model: cars.model,
  year: cars.year,
  price: cars.price,
};

/** A match's "Send to client" record, if the car was sent for its request (once per request and car). */
export const sendOfMatch = and(
  eq(acquisitionMatchSends.acquisitionId, acquisitionMatches.acquisitionId),
  eq(acquisitionMatchSends.carId, acquisitionMatches.carId),
);

/** An acquisition request's row (locked for update when asked), or 404. */
export async function requestRow(db: Db, id: number, lock = false) {
  const query = db.select().from(acquisitions).where(eq(acquisitions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Acquisition request');
  return row;
}
