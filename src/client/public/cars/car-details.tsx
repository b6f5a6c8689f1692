import { carPriceLabel } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { carPath } from '../../../shared/vehicle-path';
import { DrawerButton } from '../../components/site/drawer-button';
import { Button, buttonClass } from '../../components/ui/button';
import { ArrowRight, MessageSquare } from '../../components/ui/icons';
import { StatusGallery } from '../../components/vehicle/image-gallery';
import { ShareButton } from '../../components/vehicle/share-button';
import { FeatureList, SpecList, vehicleSpecs } from '../../components/vehicle/spec-list';
import { ROW_IMAGE_SIZES, VehicleRow } from '../../components/vehicle/vehicle-row';
import { island } from '../../lib/island';
import { Link } from '../../lib/navigation';
import { NotifyMe } from './notify-me';

// In a row of the list (HTML), Share and the photos are islands and Enquire Now a button the page's script
// answers; in the dialog (itself an island) they are ordinary components (decision 0020).
const ShareIsland = island('share', ShareButton, 'interaction');
const GalleryIsland = island('gallery', StatusGallery);

/** Enquire Now (closing the dialog first when `onEnquire` is given) and Share. */
function Actions({ car, onEnquire }: { car: Car; onEnquire?: () => void }) {
  const { id, year, make, model, mileage, price } = car;
  const label = (
    <>
      <MessageSquare className="h-4 w-4" aria-hidden="true" />
      Enquire Now
    </>
  );
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {onEnquire ? (
        <Button onClick={onEnquire} className="flex-1 sm:flex-none">
          {label}
        </Button>
      ) : (
        <DrawerButton
          request={{ vehicle: { id, year, make, model, mileage } }}
          className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
        >
          {label}
        </DrawerButton>
      )}
      <ShareIsland car={{ id, year, make, model, price }} className="flex-1 sm:flex-none" />
    </div>
  );
}

function Price({ price }: { price: number }) {
  return (
    <p className="text-2xl font-light tracking-wide sm:text-3xl">
      <span className="sr-only">Price: </span>
      {carPriceLabel(price)}
    </p>
  );
}

function CarGallery({ car, sizes, priority }: { car: Car; sizes: string; priority?: boolean }) {
  const { images, year, make, model, status } = car;
  return (
    <GalleryIsland
      vehicle={{ images, year, make, model }}
      sizes={sizes}
      priority={priority}
      badge={{ of: 'car', status }}
    />
  );
}

/** A car in the list view: gallery beside the full summary, description clamped to two lines. */
export function CarRow({ car, priority }: { car: Car; priority?: boolean }) {
  return (
    <VehicleRow vehicle={car} media={<CarGallery car={car} sizes={ROW_IMAGE_SIZES} priority={priority} />}>
      <div className="mt-5">
        <Price price={car.price} />
      </div>
      <SpecList specs={vehicleSpecs(car)} className="mt-8" />
      {car.description && (
        <p className="mt-8 line-clamp-2 text-sm leading-relaxed text-mist">{car.description}</p>
      )}
      <Actions car={car} />
    </VehicleRow>
  );
}

/** The detail dialog's body: the same information as a list row, with the whole description. */
export function CarDialogBody({ car, onEnquire }: { car: Car; onEnquire: () => void }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <CarGallery car={car} sizes="(min-width: 1024px) 640px, 100vw" />
      <div className="flex flex-col">
        <Price price={car.price} />
        <SpecList specs={vehicleSpecs(car)} className="mt-8" />
        {car.description && (
          <p className="mt-8 whitespace-pre-line text-sm leading-relaxed text-mist">{car.description}</p>
        )}
        {car.features.length > 0 && (
          <FeatureList features={car.features} className="mt-6 gap-2 sm:grid-cols-2" />
        )}
        <Actions car={car} onEnquire={onEnquire} />
        {car.status === 'available' && (
          <div className="mt-6">
            <NotifyMe carId={car.id} headingLevel={3} />
          </div>
        )}
        <Link
          to={carPath(car)}
          className="mt-6 inline-flex items-center gap-2 self-start border-b border-accent pb-1 text-[11px] font-medium uppercase tracking-[0.25em] text-white hover:text-accent"
        >
          View full details
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
