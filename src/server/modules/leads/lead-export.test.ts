import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/helpers/app';
import type { AcquisitionInput } from '../../../shared/schemas/leads';
import { leadIndex } from '../../db/schema/index';
import { importLeads } from './lead-import.service';

const t = sharedTestApp();

const contact = (i: number) =>
  ({
    firstName: 'Contact',
    lastName: `Export${i}`,
    email: `contact${i}@example.com`,
    contactNumber: null,
    message: `Message ${i}, with a comma`,
  }) as never;
const acquisition = (i: number): AcquisitionInput => ({
  firstName: 'Wanted',
  lastName: `Export${i}`,
  email: `wanted${i}@example.com`,
  contactNumber: null,
  budgetNotes: null,
  desiredCars: [{ make: 'audi', model: 'a4', yearFrom: null, yearTo: null, targetBudget: null, notes: null }],
});

/** The CSV's records (no field here holds a line break) as arrays of fields, header first. */
const recordsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((f) => f.replace(/,$/, '')) ?? []);

describe('the inbox CSV export', () => {
  it('streams every lead across several batches, each with its own source even when two kinds share an id', async () => {
    // More than one export batch (500), so the keyset paging between batches is crossed.
    const count = 620;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);
    await importLeads(
      t.app.db,
      'contact',
      Array.from({ length: count }, (_, i) => ({ input: contact(i), createdAt: at(2 * i) })),
    );
    await importLeads(
      t.app.db,
      'acquisition',
      Array.from({ length: 40 }, (_, i) => ({ input: acquisition(i), createdAt: at(2 * i + 1) })),
    );
    // Each kind from its own channel: the export must not borrow another kind's row of the same lead id.
    await t.app.db.update(leadIndex).set({ source: 'google' }).where(eq(leadIndex.kind, 'contact'));
    await t.app.db.update(leadIndex).set({ source: 'facebook' }).where(eq(leadIndex.kind, 'acquisition'));
    const [shared] = await t.app.db
      .select({ id: leadIndex.leadId })
      .from(leadIndex)
      .where(and(eq(leadIndex.kind, 'acquisition'), eq(leadIndex.leadId, 1)));
    expect(shared, 'an acquisition with the id of a contact enquiry').toBeDefined();

    const res = await t.admin({ method: 'GET', url: '/api/admin/leads/export.csv?q=export' });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = recordsOf(res.body);
    const kindAt = header.indexOf('Kind');
    const sourceAt = header.indexOf('Source');
    const nameAt = header.indexOf('Name');
    expect(kindAt).toBeGreaterThanOrEqual(0);
    expect(sourceAt).toBeGreaterThan(kindAt);
    expect(rows).toHaveLength(count + 40);
    // Newest first, no lead twice.
    expect(new Set(rows.map((r) => r[nameAt])).size).toBe(rows.length);
    for (const row of rows) {
      const wanted = row[nameAt].startsWith('Wanted');
      expect(row[sourceAt], row.join(',')).toBe(wanted ? 'facebook' : 'google');
    }
  });
});
