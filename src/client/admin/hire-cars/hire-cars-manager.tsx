import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { HireCar } from '../../../shared/schemas/car';
import { Button } from '../../components/ui/button';
import { VehicleInventory } from '../components/vehicles/vehicle-inventory';
import { hireCarKind } from '../components/vehicles/vehicle-kind';
import { BlockoutsDialog } from './blockouts-dialog';

/** 'Hire Cars Fleet' through the hire-car endpoints (DESIGN §9), with Manage Blockouts per car. */
export function HireCarsManager() {
  const [blockoutsOf, setBlockoutsOf] = useState<HireCar | null>(null);
  return (
    <>
      <VehicleInventory
        kind={hireCarKind}
        cardActions={(car) => (
          <Button variant="outline" size="sm" className="px-3" onClick={() => setBlockoutsOf(car)}>
            <CalendarX className="h-3.5 w-3.5" aria-hidden="true" />
            Manage Blockouts
          </Button>
        )}
      />
      <BlockoutsDialog car={blockoutsOf} onClose={() => setBlockoutsOf(null)} />
    </>
  );
}
