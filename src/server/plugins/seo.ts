import type { FastifyInstance } from 'fastify';
import { carPath, hireCarPath } from '../../shared/vehicle-path';
import type { Db } from '../db/client';
import { unavailable } from '../lib/errors';
import type { SitemapVehicle } from '../lib/public-reads';
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
type Vehicle = SitemapVehicle;

/**
 * A list the sitemap can do without; but while the database is away the whole sitemap answers 503, so an
 * empty one is never cached and handed to search engines after the outage.
 */
const orNone = (error: Error): never[] => {
  if (error.message.startsWith('503:')) throw unavailable();
  return [];
};

/** /robots.txt and /sitemap.xml, generated from the same public API the pages use (and cached with it). */
export function registerSeoRoutes(
  app: FastifyInstance,
  fetcher: (path: string) => Promise<unknown>,
  /** The cars without their full listing; a read that fails goes through GET /api/cars after all. */
  sitemapCars?: (db: Db) => Promise<SitemapVehicle[]>,
) {
  const readCars = () =>
    sitemapCars ? sitemapCars(app.db).catch(() => fetcher('/api/cars')) : fetcher('/api/cars');
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${app.env.PUBLIC_URL}/sitemap.xml\n`;
  });

  /** A car's sitemap entries by the car read (sitemapCars hands back the same object while it is unchanged). */
  const written = new WeakMap<Vehicle, [string, string]>();
  app.get('/sitemap.xml', async (request, reply) => {
    const cached = app.publicCache.lookup(request);
    if (cached) return app.publicCache.send(request, reply, cached);
    const [cars, hireCars, services, pages] = (await Promise.all([
      readCars().catch(orNone),
      fetcher('/api/hire-cars').catch(orNone),
      fetcher('/api/service-items').catch(orNone),
      fetcher('/api/pages').catch(orNone),
    ])) as [Vehicle[], Vehicle[], Dated[], (Dated & { slug: string })[]];
    const site = app.contentVersion.updatedAt.toISOString();
    const absolute = (path: string) => escapeHtml(app.env.PUBLIC_URL + path);
    const url = (path: string, lastmod: string) =>
      `  <url><loc>${absolute(path)}</loc><lastmod>${lastmod}</lastmod></url>`;
    // A vehicle's own page carries its photos (image sitemap extension), so image search finds them
    // there; a photo hosted elsewhere is named as it is.
    const vehicleUrl = (path: string, vehicle: Vehicle) => {
      const images = (vehicle.images ?? [])
        .filter((src) => src.startsWith('/') || /^https?:\/\//i.test(src))
        .map(
          (src) =>
            `<image:image><image:loc>${src.startsWith('/') ? absolute(src) : escapeHtml(src)}</image:loc></image:image>`,
        );
      return `  <url><loc>${absolute(path)}</loc><lastmod>${vehicle.updatedAt ?? site}</lastmod>${images.join('')}</url>`;
    };
    // What a car's two entries say, kept while the reader hands back the same car (an unchanged one).
    const carEntries = (c: Vehicle) => {
      let entries = written.get(c);
      if (!entries) {
        entries = [vehicleUrl(carPath(c), c), url(`/cars?carId=${c.id}`, c.updatedAt ?? site)];
        written.set(c, entries);
      }
      return entries;
    };
    const urls = [
      ...STATIC_PATHS.map((p) => url(p, site)),
      // Sold cars keep their pages (SPEC: the sold archive), so every car is listed, not only those for sale.
      ...cars.map((c) => carEntries(c)[0]),
      // The dialog links of before stay listed: they are shared and linked, and still open the car.
      ...cars.map((c) => carEntries(c)[1]),
      // /hire/{id} now redirects to the page with its slug, so the sitemap names where it lands.
      ...hireCars.map((c) => vehicleUrl(hireCarPath(c), c)),
      ...services.map((s) => url(`/services/${s.id}`, site)),
      ...pages.map((p) => url(`/pages/${p.slug}`, p.updatedAt ?? site)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
    return app.publicCache.send(
      request,
      reply,
      app.publicCache.store(request, xml, 'application/xml; charset=utf-8', 200),
    );
  });
}
