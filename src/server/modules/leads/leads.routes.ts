import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../shared/schemas/common';
import {
  acquisitionInput,
  acquisitionStatuses,
  contactStatuses,
  contactSubmissionInput,
  financeApplicationInput,
  financeStatuses,
  SUBSCRIBED_MESSAGE,
  type SubscribeResponse,
  sellStatuses,
  sellSubmissionInput,
  statusPatch,
  subscriberInput,
} from '../../../shared/schemas/leads';
import { parse } from '../../lib/errors';
import {
  createAcquisition,
  createContactSubmission,
  createFinanceApplication,
  createSellSubmission,
  deleteAcquisition,
  deleteContactSubmission,
  deleteFinanceApplication,
  deleteSellSubmission,
  deleteSubscriber,
  listAcquisitions,
  listContactSubmissions,
  listFinanceApplications,
  listSellSubmissions,
  listSubscribers,
  subscribe,
  updateAcquisitionStatus,
  updateContactStatus,
  updateFinanceStatus,
  updateSellStatus,
} from './leads.service';
import { formRateLimit, registerPublicRateLimit } from './rate-limit';

export const leadsPublicRoutes: FastifyPluginAsync = async (app) => {
  await registerPublicRateLimit(app);
  const config = { rateLimit: formRateLimit(app.env) };
  // The lead and its mails are committed together; the kick only makes the worker send them sooner.
  const saved = <T>(record: T) => {
    app.mail.kick();
    return record;
  };

  app.post('/contact-submissions', { config }, async (request, reply) =>
    reply
      .status(201)
      .send(
        saved(await createContactSubmission(app.db, app.env, parse(contactSubmissionInput, request.body))),
      ),
  );
  app.post('/subscribers', { config }, async (request, reply) => {
    const subscriber = saved(await subscribe(app.db, app.env, parse(subscriberInput, request.body)));
    const body: SubscribeResponse = { ...subscriber, message: SUBSCRIBED_MESSAGE };
    return reply.status(201).send(body);
  });
  app.post('/sell-your-car-submissions', { config }, async (request, reply) =>
    reply
      .status(201)
      .send(saved(await createSellSubmission(app.db, app.env, parse(sellSubmissionInput, request.body)))),
  );
  app.post('/acquisitions', { config }, async (request, reply) =>
    reply
      .status(201)
      .send(saved(await createAcquisition(app.db, app.env, parse(acquisitionInput, request.body)))),
  );
  app.post('/finance-applications', { config }, async (request, reply) =>
    reply
      .status(201)
      .send(
        saved(await createFinanceApplication(app.db, app.env, parse(financeApplicationInput, request.body))),
      ),
  );
};

export const leadsAdminRoutes: FastifyPluginAsync = async (app) => {
  const id = (params: unknown) => parse(idParam, params).id;

  app.get('/contact-submissions', async () => listContactSubmissions(app.db));
  app.patch('/contact-submissions/:id', async (request) =>
    updateContactStatus(app.db, id(request.params), parse(statusPatch(contactStatuses), request.body).status),
  );
  app.delete('/contact-submissions/:id', async (request, reply) => {
    await deleteContactSubmission(app.db, id(request.params));
    return reply.status(204).send();
  });

  app.get('/subscribers', async () => listSubscribers(app.db));
  app.delete('/subscribers/:id', async (request, reply) => {
    await deleteSubscriber(app.db, id(request.params));
    return reply.status(204).send();
  });

  app.get('/sell-your-car-submissions', async () => listSellSubmissions(app.db));
  app.patch('/sell-your-car-submissions/:id', async (request) =>
    updateSellStatus(app.db, id(request.params), parse(statusPatch(sellStatuses), request.body).status),
  );
  app.delete('/sell-your-car-submissions/:id', async (request, reply) => {
    await deleteSellSubmission(app.db, id(request.params));
    return reply.status(204).send();
  });

  app.get('/acquisitions', async () => listAcquisitions(app.db));
  app.patch('/acquisitions/:id', async (request) =>
    updateAcquisitionStatus(
      app.db,
      id(request.params),
      parse(statusPatch(acquisitionStatuses), request.body).status,
    ),
  );
  app.delete('/acquisitions/:id', async (request, reply) => {
    await deleteAcquisition(app.db, id(request.params));
    return reply.status(204).send();
  });

  app.get('/finance-applications', async () => listFinanceApplications(app.db));
  app.patch('/finance-applications/:id', async (request) =>
    updateFinanceStatus(app.db, id(request.params), parse(statusPatch(financeStatuses), request.body).status),
  );
  app.delete('/finance-applications/:id', async (request, reply) => {
    await deleteFinanceApplication(app.db, id(request.params));
    return reply.status(204).send();
  });
};
