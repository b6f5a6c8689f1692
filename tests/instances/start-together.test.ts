import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../durability/server-process';
import { freshDatabase, type Instance, startInstance } from './postgres';

/**
 * Instances started at the same moment on an empty database (an orchestrator scaling out, or a fresh
 * deployment of three replicas): without the start-up lock two of them ran the migrations at once and one
 * died on `duplicate key value violates unique constraint "pg_type_typname_nsp_index"`.
 */
describe('instances started together on an empty database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let instances: Instance[] = [];

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await database?.drop();
  });

  it('all three come up, and the database is prepared once', async () => {
    database = await freshDatabase();
    const url = database.url;
    const started = await Promise.allSettled([1, 2, 3].map(() => startInstance(url)));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(
      started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)),
    ).toEqual([]);
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/api/ready`);
      expect(ready.status).toBe(200);
      // Each one signs the first administrator in: one account, made once.
      expect(await login(instance.url)).toEqual(expect.any(String));
    }
    const admins = await database.query<{ n: string }>(`select count(*) as n from users`);
    expect(Number(admins[0].n)).toBe(1);
    const applied = await database.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    const journal = (await import('../../src/server/db/migrations/meta/_journal.json')).default;
    expect(Number(applied[0].n)).toBe(journal.entries.length);
  });
});
