/** A lead's page: the lead, its related leads and timeline, and the notes staff add to it. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { isOverdue, type LeadDetail, type LeadKind } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadIndex } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { getCar } from '../cars/cars.service';
import { getLeadSettings } from './lead-desk.service';
import { type Actor, addEvent, eventsOf } from './lead-events';
import { indexColumns, toLeadSummary } from './lead-index';
import { hydrate, indexRowFor } from './lead-records';

export async function leadDetail(db: Db, kind: LeadKind, id: number): Promise<LeadDetail> {
  const row = await indexRowFor(db, kind, id);
  const [[lead], related, events, { responseHours }] = await Promise.all([
    hydrate(db, kind, [row]),
    db
      .select(indexColumns)
      .from(leadIndex)
      .where(
        and(
          or(eq(leadIndex.email, row.email), row.phone ? eq(leadIndex.phone, row.phone) : undefined),
          sql`not (${leadIndex.kind} = ${kind} and ${leadIndex.leadId} = ${id})`,
        ),
      )
      .orderBy(desc(leadIndex.createdAt), desc(leadIndex.id))
      .limit(50),
    eventsOf(db, kind, id),
    getLeadSettings(db),
  ]);
  if (!lead) throw notFound('Lead');
  const summary = toLeadSummary(row);
  // A booking request names a hire car, not a car for sale: its page links the hire car instead.
  const booking = 'bookingDates' in lead && lead.bookingDates;
  const carId = 'vehicleEnquiry' in lead && !booking ? lead.vehicleEnquiry?.id : undefined;
  const linkedCarId = carId
    ? await getCar(db, carId).then(
        (car) => car.id,
        () => null,
      )
    : null;
  return {
    summary,
    lead,
    attribution: row.attribution,
    linkedCarId,
    related: related.map(toLeadSummary),
    earlierCount: related.filter((r) => r.createdAt < row.createdAt).length,
    timeline: [{ id: 'received', at: summary.createdAt, by: null, data: { type: 'received' } }, ...events],
    overdue: isOverdue(summary, responseHours),
  };
}

export async function addNote(db: Db, kind: LeadKind, id: number, actor: Actor, text: string) {
  await indexRowFor(db, kind, id);
  return addEvent(db, kind, id, actor, { type: 'note', text });
}

/** A lead as an integration reads it (GET /api/integrations/leads/:kind/:id): no staff notes or timeline. */
export type IntegrationLead = Pick<LeadDetail, 'summary' | 'lead' | 'attribution'>;

export async function integrationLead(db: Db, kind: LeadKind, id: number): Promise<IntegrationLead> {
  const row = await indexRowFor(db, kind, id);
  const [lead] = await hydrate(db, kind, [row]);
  if (!lead) throw notFound('Lead');
  return { summary: toLeadSummary(row), lead, attribution: row.attribution };
}
