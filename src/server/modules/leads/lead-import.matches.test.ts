import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCar } from '../../../../tests/factories/cars';
import { sharedTestApp } from '../../../../tests/helpers/app';
import type { AcquisitionInput } from '../../../shared/schemas/leads';
import { acquisitionMatches } from '../../db/schema/index';
import { importLeads } from './lead-import.service';

describe('imported acquisition requests', () => {
  const t = sharedTestApp();

  it('are matched to the cars for sale like requests from the form, open ones only', async () => {
    const res = await t.admin({
      method: 'POST',
      url: '/api/admin/cars',
      payload: buildCar({ make: 'Polestar', model: '1 Performance' }),
    });
    expect(res.statusCode).toBe(201);
    const car = res.json() as { id: number };
    const input = (email: string): AcquisitionInput => ({
      firstName: 'Imported',
      lastName: 'Client',
      email,
      contactNumber: null,
      budgetNotes: null,
      desiredCars: [
        { make: 'polestar', model: '1', yearFrom: null, yearTo: null, targetBudget: null, notes: null },
      ],
    });
    await importLeads(t.app.db, 'acquisition', [
      { input: input('open@example.com'), createdAt: new Date() },
      { input: input('closed@example.com'), createdAt: new Date(), status: 'completed' },
      { input: input('working@example.com'), createdAt: new Date(), status: 'in-progress' },
    ]);
    const rows = await t.app.db.select().from(acquisitionMatches).where(eq(acquisitionMatches.carId, car.id));
    expect(rows).toHaveLength(2);
  });
});
