/** What a machine key reads of the inventory (issue 30). */
import { desc, inArray } from 'drizzle-orm';
import type { Car } from '../../../shared/schemas/car';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema/index';
import { toVehicle } from '../../lib/vehicles';

/** Every car for sale and every sold car, with the full VIN and stock number, newest first. */
export async function integrationCars(db: Db): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(inArray(cars.status, ['available', 'sold']))
    .orderBy(desc(cars.createdAt), desc(cars.id));
  return rows.map((row) => toVehicle<Car>(row));
}
