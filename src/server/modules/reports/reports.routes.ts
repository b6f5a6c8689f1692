import type { FastifyPluginAsync } from 'fastify';
import { leadReportQuery, reportQuery } from '../../../shared/schemas/reports';
import { parse } from '../../lib/errors';
import { idOf } from '../../lib/item-routes';
import { hireReport, waitlistReport } from './fleet-reports.service';
import { leadReport, responseReport } from './lead-reports.service';
import { agedStock, carPriceHistory, stockReport } from './stock-reports.service';

/** The Reports screen's data (issue 32), one call per chart, and a car's price history. */
export const reportsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/reports/leads', async (request) => leadReport(app.db, parse(leadReportQuery, request.query)));
  app.get('/reports/response-times', async (request) =>
    responseReport(app.db, parse(reportQuery, request.query)),
  );
  app.get('/reports/stock', async (request) => stockReport(app.db, parse(reportQuery, request.query)));
  app.get('/reports/hire', async (request) => hireReport(app.db, parse(reportQuery, request.query)));
  app.get('/reports/waitlist', async (request) => waitlistReport(app.db, parse(reportQuery, request.query)));
  app.get('/reports/aged-stock', async () => agedStock(app.db));
  app.get('/cars/:id/price-history', async (request) => carPriceHistory(app.db, idOf(request.params)));
};
