import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { idParam } from '../../../shared/schemas/common';
import {
  acquisitionListQuery,
  contactListQuery,
  financeListQuery,
  inboxQuery,
  type LeadKind,
  leadNoteInput,
  leadParams,
  leadReplyInput,
  leadSettingsInput,
  sellListQuery,
  subscriberListQuery,
} from '../../../shared/schemas/lead-desk';
import {
  acquisitionInput,
  acquisitionStatuses,
  contactRequestInput,
  contactStatuses,
  financeApplicationInput,
  financeStatuses,
  SUBSCRIBED_MESSAGE,
  type SubscribeResponse,
  sellStatuses,
  sellSubmissionInput,
  statusPatch,
  subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { parse } from '../../lib/errors';
import { keepPublicCaches } from '../../lib/item-routes';
import { DEALER_TIME_ZONE } from '../../lib/paging';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { acquisitionLeads, createAcquisition, updateAcquisitionStatus } from './acquisitions.service';
import { contactLeads, createContactSubmission, updateContactStatus } from './contact.service';
import { createFinanceApplication, financeLeads, updateFinanceStatus } from './finance.service';
import type { LeadStore } from './lead-common';
import {
  exportLeads,
  getLeadSettings,
  leadSourceCounts,
  leadsSummary,
  pageInbox,
  pageLeadsOfKind,
  saveLeadSettings,
} from './lead-desk.service';
import type { Actor } from './lead-events';
import { addNote, leadDetail } from './lead-page.service';
import { replyToLead, retryReply } from './lead-replies.service';
import { createSellSubmission, sellLeads, updateSellStatus } from './sell.service';
import { subscribe, subscriberLeads } from './subscribers.service';

export const leadsPublicRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = await registerFormRateLimit(app);
  const form = (summary: string, body: z.ZodType) => ({
    config: {
      rateLimit,
      openapi: { summary, tags: ['Leads'], body, response: { 201: 'The lead as saved' } },
    },
  });
  // The lead and its mails are committed together; the kick only makes the worker send them sooner.
  const saved = <T>(record: T) => {
    app.mail.kick();
    return record;
  };

  app.post('/contact-submissions', form('Send an enquiry', contactRequestInput), async (request, reply) =>
    reply
      .status(201)
      .send(saved(await createContactSubmission(app.db, app.env, parse(contactRequestInput, request.body)))),
  );
  app.post('/subscribers', form('Subscribe to the newsletter', subscriberInput), async (request, reply) => {
    const subscriber = saved(await subscribe(app.db, app.env, parse(subscriberInput, request.body)));
    const body: SubscribeResponse = { ...subscriber, message: SUBSCRIBED_MESSAGE };
    return reply.status(201).send(body);
  });
  app.post(
    '/sell-your-car-submissions',
    form('Offer a car for sale or consignment', sellSubmissionInput),
    async (request, reply) =>
      reply
        .status(201)
        .send(saved(await createSellSubmission(app.db, app.env, parse(sellSubmissionInput, request.body)))),
  );
  app.post('/acquisitions', form('Ask the dealer to find a car', acquisitionInput), async (request, reply) =>
    reply
      .status(201)
      .send(saved(await createAcquisition(app.db, app.env, parse(acquisitionInput, request.body)))),
  );
  app.post(
    '/finance-applications',
    form('Apply for finance', financeApplicationInput),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          saved(
            await createFinanceApplication(app.db, app.env, parse(financeApplicationInput, request.body)),
          ),
        ),
  );
};

/** Any of these switches an admin list from SPEC's whole array to a Page. */
const PAGING_PARAMS = ['limit', 'cursor', 'q', 'status', 'from', 'to', 'type'];
const isPaged = (query: unknown) =>
  typeof query === 'object' && query !== null && PAGING_PARAMS.some((key) => key in query);

/** A streamed CSV download of a filtered view, named after the list and today's date in Sydney. */
function sendCsv(reply: FastifyReply, name: string, rows: AsyncIterable<string>) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE }).format(new Date());
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      // A byte stream, not Readable.from's default object mode: that one reads ahead up to 16 chunks (16
      // batches of rows) whenever the client or the compressor is slower than the database; in bytes its
      // high-water mark is below one batch, so the next batch is read only once this one has been sent.
      .send(Readable.from(rows, { objectMode: false }))
  );
}

type ListQuerySchema =
  | typeof contactListQuery
  | typeof sellListQuery
  | typeof acquisitionListQuery
  | typeof financeListQuery
  | typeof subscriberListQuery;

/** One kind's admin collection; subscribers have no status, so no PATCH. */
type KindRoutes = {
  path: string;
  query: ListQuerySchema;
  leads: Pick<LeadStore<LeadKind, never>, 'kind' | 'list' | 'remove'>;
  /** The kind's own statuses, the only ones its PATCH accepts. */
  status?: {
    values: readonly [string, ...string[]];
    set: (db: Db, id: number, status: string, actor: Actor) => Promise<unknown>;
  };
};

const kindRoutes: KindRoutes[] = [
  {
    path: '/contact-submissions',
    query: contactListQuery,
    leads: contactLeads,
    status: { values: contactStatuses, set: updateContactStatus },
  },
  {
    path: '/subscribers',
    query: subscriberListQuery,
    leads: subscriberLeads,
  },
  {
    path: '/sell-your-car-submissions',
    query: sellListQuery,
    leads: sellLeads,
    status: { values: sellStatuses, set: updateSellStatus },
  },
  {
    path: '/acquisitions',
    query: acquisitionListQuery,
    leads: acquisitionLeads,
    status: { values: acquisitionStatuses, set: updateAcquisitionStatus },
  },
  {
    path: '/finance-applications',
    query: financeListQuery,
    leads: financeLeads,
    status: { values: financeStatuses, set: updateFinanceStatus },
  },
];

/**
 * Each kind's SPEC list, status change and delete. Without the new query parameters a list answers
 * exactly as SPEC §7 says; with them it is keyset-paged, searched and filtered by the server.
 */
export const leadsAdminRoutes: FastifyPluginAsync = async (app) => {
  keepPublicCaches(app);
  const id = (params: unknown) => parse(idParam, params).id;
  for (const { path, query, leads, status } of kindRoutes) {
    const { kind } = leads;
    app.get(path, async (request) =>
      isPaged(request.query)
        ? pageLeadsOfKind(app.db, kind, parse(query, request.query))
        : leads.list(app.db),
    );
    app.get(`${path}/export.csv`, async (request, reply) => {
      const { limit: _l, cursor: _c, ...filter } = parse(query, request.query);
      return sendCsv(reply, path.slice(1), exportLeads(app.db, { ...filter, kind }));
    });
    if (status) {
      app.patch(`${path}/:id`, async (request) =>
        status.set(
          app.db,
          id(request.params),
          parse(statusPatch(status.values), request.body).status,
          request.user ?? null,
        ),
      );
    }
    app.delete(`${path}/:id`, async (request, reply) => {
      await leads.remove(app.db, id(request.params));
      return reply.status(204).send();
    });
  }
};

/** The lead desk: the inbox of every kind, counts, a lead's page with its timeline, notes and replies. */
export const leadDeskRoutes: FastifyPluginAsync = async (app) => {
  keepPublicCaches(app);
  const lead = (params: unknown) => parse(leadParams, params);
  const eventId = (params: unknown) => parse(idParam, { id: (params as { eventId?: unknown }).eventId }).id;

  app.get('/leads', async (request) => pageInbox(app.db, parse(inboxQuery, request.query)));
  app.get('/leads/export.csv', async (request, reply) => {
    const { limit: _l, cursor: _c, ...filter } = parse(inboxQuery, request.query);
    return sendCsv(reply, 'leads', exportLeads(app.db, filter));
  });
  app.get('/leads/summary', async () => leadsSummary(app.db));
  app.get('/leads/sources', async () => leadSourceCounts(app.db));
  app.get('/leads/:kind/:id', async (request) => {
    const { kind, id } = lead(request.params);
    return leadDetail(app.db, kind, id);
  });
  app.post('/leads/:kind/:id/notes', async (request, reply) => {
    const { kind, id } = lead(request.params);
    const { text } = parse(leadNoteInput, request.body);
    return reply.status(201).send(await addNote(app.db, kind, id, request.user ?? null, text));
  });
  app.post('/leads/:kind/:id/replies', async (request, reply) => {
    const { kind, id } = lead(request.params);
    const event = await replyToLead(
      app.db,
      kind,
      id,
      request.user ?? null,
      parse(leadReplyInput, request.body),
    );
    app.mail.kick();
    return reply.status(201).send(event);
  });
  app.post('/leads/:kind/:id/replies/:eventId/retry', async (request) => {
    const { kind, id } = lead(request.params);
    const event = await retryReply(app.db, kind, id, eventId(request.params), app.env.MAIL_MAX_ATTEMPTS);
    app.mail.kick();
    return event;
  });

  app.get('/lead-settings', async () => getLeadSettings(app.db));
  app.put('/lead-settings', async (request) =>
    saveLeadSettings(app.db, parse(leadSettingsInput, request.body)),
  );
};
