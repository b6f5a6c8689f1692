import { carPath } from '../../../shared/vehicle-path';
import { VehicleInventory } from '../components/vehicles/vehicle-inventory';
import { carKind } from '../components/vehicles/vehicle-kind';
import { ViewOnSiteLink } from '../components/vehicles/view-on-site-link';
import { CarWatchers } from '../components/waitlist/car-watchers';
import { ClientsWaiting } from '../components/waitlist/clients-waiting';
import { PriceHistory } from './price-history';

/** 'Cars for Sale Inventory': used by /admin/cars and the dashboard's Cars for Sale tab. */
export function CarsManager() {
  return (
    <VehicleInventory
      kind={carKind}
      cardActions={(car) => (
        <>
          <ViewOnSiteLink vehicle={car} href={carPath(car)} />
          <CarWatchers car={car} />
          <ClientsWaiting car={car} />
        </>
      )}
      editorExtra={(car) => <PriceHistory car={car} />}
    />
  );
}
