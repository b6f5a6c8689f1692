import type { FastifyPluginAsync } from 'fastify';
import {
  autoEmailSettingsInput,
  footerSettingsInput,
  siteSettingInput,
} from '../../../shared/schemas/settings';
import { parse } from '../../lib/errors';
import { routeDocs } from '../../plugins/openapi';
import {
  getAutoEmailSettings,
  getFooterSettings,
  listSiteSettings,
  saveAutoEmailSettings,
  saveFooterSettings,
  saveSiteSetting,
} from './settings.service';

export const settingsPublicRoutes: FastifyPluginAsync = async (app) => {
  const doc = routeDocs('Settings');
  app.get('/site-settings', doc('Public site settings'), async () => listSiteSettings(app.db));
  app.get('/footer-settings', doc('The footer'), async () => getFooterSettings(app.db));
  app.get('/auto-email-settings', doc('The automatic reply to enquiries'), async () =>
    getAutoEmailSettings(app.db),
  );
};

export const settingsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.post('/site-settings', async (request) =>
    saveSiteSetting(app.db, parse(siteSettingInput, request.body)),
  );
  app.post('/footer-settings', async (request) =>
    saveFooterSettings(app.db, parse(footerSettingsInput, request.body)),
  );
  app.put('/auto-email-settings', async (request) =>
    saveAutoEmailSettings(app.db, parse(autoEmailSettingsInput, request.body)),
  );
};
