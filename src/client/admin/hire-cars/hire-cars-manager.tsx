import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { Button } from '../../components/ui/button';
import { VehicleInventory } from '../components/vehicles/vehicle-inventory';
import { hireCarKind } from '../components/vehicles/vehicle-kind';
import { ViewOnSiteLink } from '../components/vehicles/view-on-site-link';
import { BlockoutsDialog } from './blockouts-dialog';

/** 'Hire Cars Fleet' through the hire-car endpoints (DESIGN §9), with Manage Blockouts per car. */
export function HireCarsManager() {
  const [blockoutsOf, setBlockoutsOf] = useState<HireCar | null>(null);
  return (
    <>
      <VehicleInventory
        kind={hireCarKind}
        cardActions={(car) => (
          <>
            <Button variant="outline" size="sm" className="px-3" onClick={() => setBlockoutsOf(car)}>
              <CalendarX className="h-3.5 w-3.5" aria-hidden="true" />
              Manage Blockouts
            </Button>
            <ViewOnSiteLink vehicle={car} href={hireCarPath(car)} />
          </>
        )}
      />
      <BlockoutsDialog car={blockoutsOf} onClose={() => setBlockoutsOf(null)} />
    </>
  );
}
