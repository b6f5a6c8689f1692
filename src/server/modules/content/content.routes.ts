import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../../shared/schemas/common';
import {
  brandLogoInput,
  brandLogoPatch,
  headerSlideInput,
  headerSlidePatch,
  heroSlideInput,
  heroSlidePatch,
  pageInput,
  pagePatch,
  pageSlugParam,
  serviceItemInput,
  serviceItemPatch,
  testimonialInput,
  testimonialPatch,
  testimonialSettingsInput,
} from '../../../shared/schemas/content';
import { parse } from '../../lib/errors';
import {
  brandLogosCrud,
  createPage,
  deletePage,
  getPage,
  getPublishedPage,
  getTestimonialSettings,
  headerSlidesCrud,
  heroSlidesCrud,
  listPages,
  listPublishedPages,
  saveTestimonialSettings,
  serviceItemsCrud,
  testimonialsCrud,
  updatePage,
} from './content.service';
import { orderedCrudRoutes } from './ordered-crud';

const orderedLists = [
  orderedCrudRoutes('/header-slides', headerSlidesCrud, { input: headerSlideInput, patch: headerSlidePatch }),
  orderedCrudRoutes('/hero-slides', heroSlidesCrud, { input: heroSlideInput, patch: heroSlidePatch }),
  orderedCrudRoutes('/testimonials', testimonialsCrud, { input: testimonialInput, patch: testimonialPatch }),
  orderedCrudRoutes('/brand-logos', brandLogosCrud, { input: brandLogoInput, patch: brandLogoPatch }),
  orderedCrudRoutes('/service-items', serviceItemsCrud, { input: serviceItemInput, patch: serviceItemPatch }),
];

export const contentPublicRoutes: FastifyPluginAsync = async (app) => {
  for (const list of orderedLists) list.public(app);
  app.get('/testimonial-settings', async () => getTestimonialSettings(app.db));
  app.get('/pages', async () => listPublishedPages(app.db));
  app.get('/pages/:slug', async (request) =>
    getPublishedPage(app.db, parse(pageSlugParam, request.params).slug),
  );
};

export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  for (const list of orderedLists) list.admin(app);
  app.put('/testimonial-settings', async (request) =>
    saveTestimonialSettings(app.db, parse(testimonialSettingsInput, request.body)),
  );

  app.get('/pages', async () => listPages(app.db));
  app.get('/pages/:id', async (request) => getPage(app.db, parse(idParam, request.params).id));
  app.post('/pages', async (request, reply) =>
    reply.status(201).send(await createPage(app.db, parse(pageInput, request.body))),
  );
  app.patch('/pages/:id', async (request) =>
    updatePage(app.db, parse(idParam, request.params).id, parse(pagePatch, request.body)),
  );
  app.delete('/pages/:id', async (request, reply) => {
    await deletePage(app.db, parse(idParam, request.params).id);
    return reply.status(204).send();
  });
};
