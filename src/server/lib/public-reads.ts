import { parse as parseQuery } from 'node:querystring';
import type { Db } from '../db/client';

/**
 * A public GET answer the server render can read in-process without building a request: the route's own
 * service call, given the path's captures and its query string parsed as Fastify parses it.
 */
export type PublicRead = {
  path: RegExp;
  read: (db: Db, query: Record<string, unknown>, captures: string[]) => Promise<unknown>;
};

/** What /sitemap.xml lists of a vehicle: its page's address (id and title), photos and last change. */
export type SitemapVehicle = {
  id: number;
  year: number;
  make: string;
  model: string;
  images?: string[];
  updatedAt?: string;
};

/**
 * The answer of `apiPath` through the first read whose path matches, as the JSON a client would receive,
 * or undefined when none does. A failed read throws as its service threw.
 */
export async function readInProcess(
  reads: readonly PublicRead[],
  db: Db,
  apiPath: string,
): Promise<string | undefined> {
  const at = apiPath.indexOf('?');
  const pathname = at < 0 ? apiPath : apiPath.slice(0, at);
  for (const { path, read } of reads) {
    const match = path.exec(pathname);
    if (!match) continue;
    const query = at < 0 ? {} : { ...parseQuery(apiPath.slice(at + 1)) };
    return JSON.stringify(await read(db, query, match.slice(1)));
  }
  return undefined;
}
