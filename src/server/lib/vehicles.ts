/**
 * How a vehicle row becomes the record staff and visitors get, for cars and hire cars alike. Here rather than
 * in modules/cars because the waitlist shows cars too, and the cars module already depends on the waitlist
 * (a save matches it in the same transaction): the mapping in the cars module made an import cycle
 * (decision 0017). The fields are listed (recordOf), so a column added later is not answered by accident.
 */
import type { Car, HireCar } from '../../shared/schemas/car';
import type { cars, hireCars } from '../db/schema/index';
import { recordOf } from './api-row';

type Row = typeof cars.$inferSelect;
type VehicleRow = Row | typeof hireCars.$inferSelect;

const vehicleFields = [
  'id',
  'year',
  'make',
  'model',
  'mileage',
  'color',
  'transmission',
  'fuelType',
  'description',
  'features',
  'images',
  'status',
  'bodyType',
  'vin',
  'stockNumber',
  'engine',
  'drivetrain',
  'interiorColor',
  'seats',
  'doors',
  'registrationPlate',
  'registrationExpiry',
  'createdAt',
  'updatedAt',
] as const;
const carRecord = recordOf<Car>()([...vehicleFields, 'price', 'vinEnding']);
const hireCarRecord = recordOf<HireCar>()([
  ...vehicleFields,
  'dailyRate',
  'bond',
  'kmPerDay',
  'minDriverAge',
  'minDays',
  'vinEnding',
  'excessPerKm',
]);

/**
 * A row of either vehicle table as its staff record: the enums typed, the times as ISO strings, the full
 * VIN and its ending, and a hire car's excess rate in dollars (the table keeps whole cents). Visitors get
 * publicVehicle of it.
 */
export const toVehicle = <T extends Car | HireCar>(row: VehicleRow): T => {
  const vinEnding = row.vin ? row.vin.slice(-6) : null;
  if ('excessCentsPerKm' in row)
    return hireCarRecord({ ...row, vinEnding, excessPerKm: row.excessCentsPerKm / 100 }) as T;
  return carRecord({ ...row, vinEnding }) as T;
};

/**
 * A vehicle as visitors see it: the full VIN would let anyone look up the car's history and owner checks
 * before talking to the dealer, and copy the listing, so only its ending (vinEnding) is public.
 */
export const publicVehicle = <T extends Car | HireCar>(vehicle: T): T => ({ ...vehicle, vin: null });
