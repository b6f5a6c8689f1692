import { vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { Dialog } from '../../components/ui/dialog';
import { CarDialogBody } from './car-details';

/** One car's details over the listing. Its own chunk: /cars ships without the dialog library until it opens. */
export function CarDialog({
  car,
  open,
  onClose,
  onEnquire,
}: {
  car: Car;
  open: boolean;
  onClose: () => void;
  onEnquire: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={vehicleTitle(car)}
      className="md:max-w-4xl lg:max-w-6xl"
    >
      <CarDialogBody car={car} onEnquire={onEnquire} />
    </Dialog>
  );
}
