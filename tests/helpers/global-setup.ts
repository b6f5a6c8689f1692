import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { adminQuery, onPostgres, templateDbName, urlForDatabase } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateId: string;
  }
}

/** Migrates one template database; every test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  const templateId = randomBytes(4).toString('hex');
  process.env.TEST_TEMPLATE_ID = templateId;
  project.provide('templateId', templateId);
  if (onPostgres()) {
    const name = templateDbName();
    await adminQuery(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: urlForDatabase(process.env.TEST_DATABASE_URL!, name) });
    await database.migrate();
    await database.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `dealer-template-${templateId}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
