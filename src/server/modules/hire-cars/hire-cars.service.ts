import { asc, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminHireCarListQuery,
  Blockout,
  BlockoutInput,
  HireCar,
  HireCarInput,
  hireCarPatch,
} from '../../../shared/schemas/car';
import type { Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { hireCarBlockouts, hireCars } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { deleteById, findById, listChildren, updateById } from '../../lib/by-id';
import { listOrPage } from '../../lib/paged-list';
import { publicVehicle, toVehicle } from '../../lib/vehicles';
import { inventoryMakes, vehicleFilters, vehicleOrder } from '../cars/cars.service';
import { assertNoBookingUnder, cancelBookingOfBlockout } from './hire-bookings.service';

type Row = typeof hireCars.$inferSelect;
/** The API speaks dollars for the excess rate; the table keeps whole cents (see toVehicle). */
export const toHireCar = (row: Row): HireCar => toVehicle<HireCar>(row);

/** Newest first, like the cars for sale: the latest additions to the fleet lead the hire page. */
export async function listHireCars(db: Db): Promise<HireCar[]> {
  const rows = await db.select().from(hireCars).orderBy(desc(hireCars.createdAt), desc(hireCars.id));
  return rows.map((row) => publicVehicle(toHireCar(row)));
}

/** The admin fleet: every hire car, or with `limit` one page, filtered and sorted like /cars, searchable. */
export async function listAdminHireCars(
  db: Db,
  query: AdminHireCarListQuery,
): Promise<HireCar[] | Page<HireCar>> {
  const order = vehicleOrder(hireCars, query.sort);
  return listOrPage(db, hireCars, vehicleFilters(hireCars, query), query, toHireCar, order);
}

/** Every make in the fleet, counted: the choices of the fleet's make filter. */
export const listAdminHireCarMakes = (db: Db) => inventoryMakes(db, hireCars);

/** A hire car as visitors see it (GET /api/hire-cars/:id): the VIN masked, like the list. */
export async function getHireCar(db: Db, id: number): Promise<HireCar> {
  return publicVehicle(toHireCar(await findById<Row>(db, hireCars, id, 'Hire car')));
}

function toColumns<T extends { excessPerKm?: number }>({ excessPerKm, ...rest }: T) {
  return excessPerKm === undefined ? rest : { ...rest, excessCentsPerKm: Math.round(excessPerKm * 100) };
}

export async function createHireCar(db: Db, input: HireCarInput): Promise<HireCar> {
  const [row] = await db.insert(hireCars).values(toColumns(input)).returning();
  return toHireCar(row);
}

export async function updateHireCar(
  db: Db,
  id: number,
  patch: z.infer<typeof hireCarPatch>,
): Promise<HireCar> {
  return toHireCar(await updateById<Row>(db, hireCars, id, toColumns(patch), 'Hire car'));
}

/** Its blockouts go with it (the foreign key cascades). */
export const deleteHireCar = (db: Db, id: number) => deleteById(db, hireCars, id, 'Hire car');

export const toBlockout = recordOf<Blockout>()(['id', 'hireCarId', 'startDate', 'endDate', 'reason']);

export const listBlockouts = (db: Db, hireCarId: number): Promise<Blockout[]> =>
  listChildren(db, hireCars, hireCarId, 'Hire car', hireCarBlockouts.hireCarId, toBlockout, [
    asc(hireCarBlockouts.startDate),
    asc(hireCarBlockouts.id),
  ]);

/** Staff blockouts may overlap each other, never a confirmed booking (checked with the car locked). */
export async function createBlockout(db: Db, input: BlockoutInput): Promise<Blockout> {
  return db.transaction(async (tx) => {
    await assertNoBookingUnder(tx, input.hireCarId, { start: input.startDate, end: input.endDate });
    const [row] = await tx
      .insert(hireCarBlockouts)
      .values({ ...input, reason: input.reason ?? null })
      .returning();
    return toBlockout(row);
  });
}

export async function deleteBlockout(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await cancelBookingOfBlockout(tx, id);
    await deleteById(tx, hireCarBlockouts, id, 'Blockout');
  });
}
