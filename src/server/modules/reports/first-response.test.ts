/**
 * The first response kept on lead_index (first_response_at/by) by the trigger on lead_events: it must
 * always equal the earliest staff event of the lead's timeline (by time, then id), whatever order the
 * events are written, changed or deleted in.
 */
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { leadEvents, leadIndex } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEAD = { kind: 'contact', leadId: 90_001 } as const;
const received = new Date('2026-04-05T15:30:00Z'); // 01:30 in Sydney, the hour daylight saving ends
const at = (minutes: number) => new Date(received.getTime() + minutes * 60_000);

async function kept() {
  const [row] = await t.app.db
    .select({ at: leadIndex.firstResponseAt, by: leadIndex.firstResponseBy })
    .from(leadIndex)
    .where(and(eq(leadIndex.kind, LEAD.kind), eq(leadIndex.leadId, LEAD.leadId)));
  return { at: row.at?.toISOString() ?? null, by: row.by };
}

async function event(username: string | null, minutes: number) {
  const [row] = await t.app.db
    .insert(leadEvents)
    .values({
      ...LEAD,
      type: 'note',
      username,
      data: { type: 'note', text: 'Called' },
      createdAt: at(minutes),
    })
    .returning({ id: leadEvents.id });
  return row.id;
}

it('keeps the earliest staff event of the timeline, by time then id, through inserts, changes and deletes', async () => {
  await t.app.db.insert(leadIndex).values({
    ...LEAD,
    status: 'new',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    search: 'ada lovelace',
    createdAt: received,
  });
  await event(null, 1); // the automatic reply answers nobody
  expect(await kept()).toEqual({ at: null, by: null });

  await event('alice', 30);
  expect(await kept()).toEqual({ at: at(30).toISOString(), by: 'alice' });
  await event('carol', 40); // later: changes nothing
  expect(await kept()).toEqual({ at: at(30).toISOString(), by: 'alice' });

  const bob = await event('bob', 10); // written later, happened earlier
  expect(await kept()).toEqual({ at: at(10).toISOString(), by: 'bob' });
  const dave = await event('dave', 10); // the same instant, a higher id: bob stays first
  expect(await kept()).toEqual({ at: at(10).toISOString(), by: 'bob' });

  await t.app.db.delete(leadEvents).where(eq(leadEvents.id, bob));
  expect(await kept()).toEqual({ at: at(10).toISOString(), by: 'dave' });
  await t.app.db.update(leadEvents).set({ username: null }).where(eq(leadEvents.id, dave));
  expect(await kept()).toEqual({ at: at(30).toISOString(), by: 'alice' });
  await t.app.db
    .update(leadEvents)
    .set({ createdAt: at(50) })
    .where(eq(leadEvents.username, 'alice'));
  expect(await kept()).toEqual({ at: at(40).toISOString(), by: 'carol' });

  await t.app.db
    .delete(leadEvents)
    .where(and(eq(leadEvents.kind, LEAD.kind), eq(leadEvents.leadId, LEAD.leadId)));
  expect(await kept()).toEqual({ at: null, by: null });
});

it('is backfilled by migration 0010 for the leads answered before it', async () => {
  const lead = { kind: 'sell', leadId: 90_002 } as const;
  await t.app.db.insert(leadIndex).values({
    ...lead,
    status: 'contacted',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    search: 'grace hopper',
    createdAt: received,
  });
  for (const [username, minutes] of [
    ['erin', 25],
    ['frank', 15],
    [null, 5],
  ] as const)
    await t.app.db.insert(leadEvents).values({
      ...lead,
      type: 'note',
      username,
      data: { type: 'note', text: 'Called' },
      createdAt: at(minutes),
    });
  // As before the migration: the columns empty, then its last statement run on the timeline as it is.
  await t.app.db.update(leadIndex).set({ firstResponseAt: null, firstResponseBy: null });
  const migration = readFileSync(
    new URL('../../db/migrations/0010_first_response.sql', import.meta.url),
    'utf8',
  ).split('--> statement-breakpoint');
  await t.app.db.execute(sql.raw(migration.at(-1) as string));
  const [row] = await t.app.db
    .select({ at: leadIndex.firstResponseAt, by: leadIndex.firstResponseBy })
    .from(leadIndex)
    .where(and(eq(leadIndex.kind, lead.kind), eq(leadIndex.leadId, lead.leadId)));
  expect({ at: row.at?.toISOString(), by: row.by }).toEqual({ at: at(15).toISOString(), by: 'frank' });
});
