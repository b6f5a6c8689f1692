import { VehicleInventory } from '../vehicles/vehicle-inventory';
import { carKind } from '../vehicles/vehicle-kind';

/** 'Cars for Sale Inventory': used by /admin/cars and the dashboard's Cars for Sale tab. */
export function CarsManager() {
  return <VehicleInventory kind={carKind} />;
}
