/**
 * How a vehicle row becomes the record staff and visitors get, for cars and hire cars alike. Here rather than
 * in modules/cars because the waitlist shows cars too, and the cars module already depends on the waitlist
 * (a save matches it in the same transaction): the mapping in the cars module made an import cycle
 * (decision 0017).
 */
import type { Car, HireCar } from '../../shared/schemas/car';
import type { cars, hireCars } from '../db/schema/index';

type VehicleRow = typeof cars.$inferSelect | typeof hireCars.$inferSelect;

/**
 * A row of either vehicle table as its staff record: the enums typed, the times as ISO strings, the full
 * VIN and its ending. Visitors get publicVehicle of it.
 */
export const toVehicle = <T extends Car | HireCar>(row: VehicleRow): T =>
  ({
    ...row,
    vinEnding: row.vin ? row.vin.slice(-6) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }) as T;

/**
 * A vehicle as visitors see it: the full VIN would let anyone look up the car's history and owner checks
 * before talking to the dealer, and copy the listing, so only its ending (vinEnding) is public.
 */
export const publicVehicle = <T extends Car | HireCar>(vehicle: T): T => ({ ...vehicle, vin: null });
