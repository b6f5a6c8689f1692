import { MessageSquare } from 'lucide-react';
import type { Car } from '../../../shared/schemas/car';
import { Button } from '../../components/ui/button';
import { ImageGallery } from '../../components/vehicle/image-gallery';
import { ShareButton } from '../../components/vehicle/share-button';
import { SpecList, vehicleSpecs } from '../../components/vehicle/spec-list';
import { CarStatusBadge } from '../../components/vehicle/vehicle-badge';
import { carPriceLabel } from '../../components/vehicle/vehicle-card';

function Actions({ car, onEnquire }: { car: Car; onEnquire: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button onClick={onEnquire} className="flex-1 sm:flex-none">
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        Enquire Now
      </Button>
      <ShareButton car={car} className="flex-1 sm:flex-none" />
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

/** A car in the list view: gallery beside the full summary, description clamped to two lines. */
export function CarRow({
  car,
  priority,
  onEnquire,
}: {
  car: Car;
  priority?: boolean;
  onEnquire: () => void;
}) {
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <article className="grid gap-6 border-t border-line py-10 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:py-14">
      <ImageGallery
        images={car.images}
        title={title}
        sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
        priority={priority}
        overlay={<CarStatusBadge status={car.status} />}
      />
      <div className="flex flex-col">
        <h2 className="text-xl font-light uppercase leading-snug tracking-[0.14em] sm:text-2xl">
          <span className="block text-[11px] font-medium tracking-[0.3em] text-accent">{car.year}</span>{' '}
          <span className="mt-2 block">
            {car.make} {car.model}
          </span>
        </h2>
        <div className="mt-5">
          <Price price={car.price} />
        </div>
        <SpecList specs={vehicleSpecs(car)} className="mt-8" />
        {car.description && (
          <p className="mt-8 line-clamp-2 text-sm leading-relaxed text-mist">{car.description}</p>
        )}
        <Actions car={car} onEnquire={onEnquire} />
      </div>
    </article>
  );
}

/** The detail dialog's body: the same information as a list row, with the whole description. */
export function CarDialogBody({ car, onEnquire }: { car: Car; onEnquire: () => void }) {
  const title = `${car.year} ${car.make} ${car.model}`;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ImageGallery
        images={car.images}
        title={title}
        sizes="(min-width: 1024px) 640px, 100vw"
        overlay={<CarStatusBadge status={car.status} />}
      />
      <div className="flex flex-col">
        <Price price={car.price} />
        <SpecList specs={vehicleSpecs(car)} className="mt-8" />
        {car.description && (
          <p className="mt-8 whitespace-pre-line text-sm leading-relaxed text-mist">{car.description}</p>
        )}
        {car.features.length > 0 && (
          <ul className="mt-6 grid gap-2 text-sm text-white/85 sm:grid-cols-2">
            {car.features.map((feature) => (
              <li
                key={feature}
                className="flex gap-3 before:mt-2 before:h-px before:w-3 before:shrink-0 before:bg-accent"
              >
                {feature}
              </li>
            ))}
          </ul>
        )}
        <Actions car={car} onEnquire={onEnquire} />
      </div>
    </div>
  );
}
