import type { FastifyPluginAsync } from 'fastify';
import { googleVehicleFeed, loadFeed, metaVehicleCsv } from './feeds.service';

const FEEDS = [
  { url: '/feeds/vehicles.xml', type: 'application/xml; charset=utf-8', render: googleVehicleFeed },
  { url: '/feeds/vehicles.csv', type: 'text/csv; charset=utf-8', render: metaVehicleCsv },
] as const;

/**
 * The marketplace feeds, public like the sitemap. Marketplaces poll them, so each is built once per
 * content version and then answered from the public cache (with its ETag, so a poll can get a 304).
 */
export const feedsRoutes: FastifyPluginAsync = async (app) => {
  for (const feed of FEEDS) {
    app.get(feed.url, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const cached = app.publicCache.lookup(request);
      if (cached) return app.publicCache.send(request, reply, cached);
      const body = feed.render(await loadFeed(app.db, app.env.PUBLIC_URL));
      return app.publicCache.send(request, reply, app.publicCache.store(request, body, feed.type, 200));
    });
  }
};
