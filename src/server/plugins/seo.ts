import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/render-head';

const STATIC_PATHS = [
  '/',
  '/cars',
  '/cars?status=sold',
  '/hire',
  '/services',
  '/finance',
  '/sell-your-car',
  '/consignment',
  '/acquisitions',
  '/privacy-policy',
];

type Dated = { id: number; updatedAt?: string };

/** /robots.txt and /sitemap.xml, generated from the same public API the pages use (and cached with it). */
export function registerSeoRoutes(app: FastifyInstance, fetcher: (path: string) => Promise<unknown>) {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${app.env.PUBLIC_URL}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const cached = app.publicCache.lookup(request);
    if (cached) return app.publicCache.send(request, reply, cached);
    const [cars, services, pages] = (await Promise.all([
      fetcher('/api/cars').catch(() => []),
      fetcher('/api/service-items').catch(() => []),
      fetcher('/api/pages').catch(() => []),
    ])) as [Dated[], Dated[], (Dated & { slug: string })[]];
    const site = app.contentVersion.updatedAt.toISOString();
    const url = (path: string, lastmod: string) =>
      `  <url><loc>${escapeHtml(app.env.PUBLIC_URL + path)}</loc><lastmod>${lastmod}</lastmod></url>`;
    const urls = [
      ...STATIC_PATHS.map((p) => url(p, site)),
      ...cars.map((c) => url(`/cars?carId=${c.id}`, c.updatedAt ?? site)),
      ...services.map((s) => url(`/services/${s.id}`, site)),
      ...pages.map((p) => url(`/pages/${p.slug}`, p.updatedAt ?? site)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return app.publicCache.send(
      request,
      reply,
      app.publicCache.store(request, xml, 'application/xml; charset=utf-8', 200),
    );
  });
}
