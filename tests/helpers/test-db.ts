import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * API tests run on PGlite by default and on PostgreSQL when TEST_DB=pg with TEST_DATABASE_URL set.
 * Either way each test file gets its own fresh, migrated database copied from a template.
 */
export const onPostgres = () => process.env.TEST_DB === 'pg' && !!process.env.TEST_DATABASE_URL;

export const templateDbName = () => `dealer_tmpl_${process.env.TEST_TEMPLATE_ID ?? 'x'}`;

export function urlForDatabase(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const randomDbName = () => `dealer_t_${randomBytes(6).toString('hex')}`;
