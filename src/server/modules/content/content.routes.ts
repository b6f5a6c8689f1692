import type { FastifyPluginAsync } from 'fastify';
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
import { idOf, writeRoutes } from '../../lib/item-routes';
import { routeDocs } from '../../plugins/openapi';
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
  const doc = routeDocs('Content');
  app.get('/testimonial-settings', doc('How testimonials are shown'), async () =>
    getTestimonialSettings(app.db),
  );
  app.get('/pages', doc('Published pages'), async () => listPublishedPages(app.db));
  app.get('/pages/:slug', doc('One published page', { params: pageSlugParam }), async (request) =>
    getPublishedPage(app.db, parse(pageSlugParam, request.params).slug),
  );
};

export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  for (const list of orderedLists) list.admin(app);
  app.put('/testimonial-settings', async (request) =>
    saveTestimonialSettings(app.db, parse(testimonialSettingsInput, request.body)),
  );

  app.get('/pages', async () => listPages(app.db));
  app.get('/pages/:id', async (request) => getPage(app.db, idOf(request.params)));
  writeRoutes(
    app,
    '/pages',
    { input: pageInput, patch: pagePatch },
    { create: createPage, update: updatePage, remove: deletePage },
  );
};
