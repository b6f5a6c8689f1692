import { VehicleInventory } from '../components/vehicles/vehicle-inventory';
import { carKind } from '../components/vehicles/vehicle-kind';

/** 'Cars for Sale Inventory': used by /admin/cars and the dashboard's Cars for Sale tab. */
export function CarsManager() {
  return <VehicleInventory kind={carKind} />;
}
