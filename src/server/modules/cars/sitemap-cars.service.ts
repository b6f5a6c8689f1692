import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema/index';
import type { SitemapVehicle } from '../../lib/public-reads';

/** The columns /sitemap.xml names of a car: its page (year, make, model), its photos and its last change. */
const SITEMAP_COLUMNS = {
  id: cars.id,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  images: cars.images,
  updatedAt: cars.updatedAt,
};

type Kept = { version: string; vehicle: SitemapVehicle };

/**
 * Every car as /sitemap.xml names it, in GET /api/cars' order, kept between reads: a save changes one car,
 * yet reading all 1,500 with their photos (13,000 image paths of JSON) took most of the first sitemap after
 * it (issue 32: 60 ms after a save). Each read asks only for the cars' ids and row versions, then the whole
 * rows of the cars that are new or changed since the last read. A row's version is PostgreSQL's `xmin`,
 * the transaction that last wrote it, so a change is seen whoever made it (another instance, a script),
 * however close in time to the one before. The same object comes back for an unchanged car, which lets the
 * sitemap keep what it wrote of it (plugins/seo.ts).
 */
export function createSitemapCarReader() {
  let kept = new Map<number, Kept>();
  return async function listSitemapCars(db: Db): Promise<SitemapVehicle[]> {
    const versions = await db
      .select({ id: cars.id, version: sql<string>`${cars}.xmin::text` })
      .from(cars)
      .orderBy(desc(cars.createdAt), desc(cars.id));
    const stale = versions.filter(({ id, version }) => kept.get(id)?.version !== version).map((v) => v.id);
    const fresh = new Map<number, SitemapVehicle>();
    // In slices, so that a first read of a large inventory stays within the database's limit of parameters.
    for (let i = 0; i < stale.length; i += 5000) {
      const rows = await db
        .select(SITEMAP_COLUMNS)
        .from(cars)
        .where(inArray(cars.id, stale.slice(i, i + 5000)));
      for (const row of rows) fresh.set(row.id, { ...row, updatedAt: row.updatedAt.toISOString() });
    }
    const next = new Map<number, Kept>();
    const listed: SitemapVehicle[] = [];
    for (const { id, version } of versions) {
      // A car deleted between the two reads is left out; the next read lists it no more anyway.
      const vehicle = fresh.get(id) ?? kept.get(id)?.vehicle;
      if (!vehicle) continue;
      next.set(id, { version, vehicle });
      listed.push(vehicle);
    }
    kept = next;
    return listed;
  };
}
