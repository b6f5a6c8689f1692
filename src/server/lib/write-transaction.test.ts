import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../tests/helpers/app';
import { siteSettings } from '../db/schema/index';
import {
  beginWriteTransaction,
  requestScopedDb,
  runInWriteTransaction,
  whenCommitted,
} from './write-transaction';

const t = sharedTestApp();

const settingValue = async (key: string) =>
  (await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0]?.value;

describe('an admin write transaction', () => {
  it('takes the queries and savepoints of app.db inside it, and none outside or after it', async () => {
    const db = requestScopedDb(t.database.db);
    const write = await beginWriteTransaction(db);
    const committed: string[] = [];
    await runInWriteTransaction(write, async () => {
      await db.insert(siteSettings).values({ key: 'wt-plain', value: '1' });
      // A service's own transaction is a savepoint: its rollback leaves the write's other rows.
      await db
        .transaction(async (tx) => {
          await tx.insert(siteSettings).values({ key: 'wt-savepoint', value: '1' });
          throw new Error('the service failed');
        })
        .catch(() => {});
      whenCommitted(() => committed.push('after commit'));
    });
    expect(committed).toEqual([]);
    await write.end(true);
    expect(committed).toEqual(['after commit']);
    expect(await settingValue('wt-plain')).toBe('1');
    expect(await settingValue('wt-savepoint')).toBeUndefined();
    // Once ended, the same context reaches the database itself again.
    await runInWriteTransaction(write, () => db.insert(siteSettings).values({ key: 'wt-after', value: '1' }));
    expect(await settingValue('wt-after')).toBe('1');
  });

  it('rolls everything back, and runs nothing queued for the commit', async () => {
    const db = requestScopedDb(t.database.db);
    const write = await beginWriteTransaction(db);
    let ran = false;
    await runInWriteTransaction(write, async () => {
      await db.insert(siteSettings).values({ key: 'wt-rolled-back', value: '1' });
      whenCommitted(() => {
        ran = true;
      });
    });
    await write.end(false);
    await write.end(true); // a second end changes nothing
    expect(await settingValue('wt-rolled-back')).toBeUndefined();
    expect(ran).toBe(false);
  });

  it('fails to commit a write whose failed statement was caught, on both databases', async () => {
    const db = requestScopedDb(t.database.db);
    await t.database.db.insert(siteSettings).values({ key: 'wt-taken', value: '1' });
    const write = await beginWriteTransaction(db);
    await runInWriteTransaction(write, async () => {
      await db.insert(siteSettings).values({ key: 'wt-lost', value: '1' });
      await db
        .insert(siteSettings)
        .values({ key: 'wt-taken', value: '2' })
        .catch(() => {});
    });
    await expect(write.end(true)).rejects.toThrow();
    expect(await settingValue('wt-lost')).toBeUndefined();
    expect(await settingValue('wt-taken')).toBe('1');
  });
});
