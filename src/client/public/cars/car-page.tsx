import { capitalize, carPriceLabel, clipText, formatMileage, vehicleTitle } from '../../../shared/format';
import type { Car, CarPage } from '../../../shared/schemas/car';
import { carPath } from '../../../shared/vehicle-path';
import { DrawerButton } from '../../components/site/drawer-button';
import { buttonClass } from '../../components/ui/button';
import { MessageSquare, Search } from '../../components/ui/icons';
import { ShareButton } from '../../components/vehicle/share-button';
import { vehicleDetailSpecs } from '../../components/vehicle/spec-list';
import { CarCard } from '../../components/vehicle/vehicle-card';
import { VehicleStatusGallery } from '../../components/vehicle/vehicle-gallery';
import { loadVehicle, VehiclePageLayout } from '../../components/vehicle/vehicle-page';
import { SimilarVehicles } from '../../components/vehicle/vehicle-sections';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { Link, useParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';
import { NotFound, notFoundHead } from '../components/not-found';
import { carPageJsonLd, carSummary } from './car-json-ld';
import { NotifyMe } from './notify-me';

/** GET /api/cars/:id, where null stands for "no such car" (cached, so the browser hydrates the same 404). */
const carQuery = (id: string | undefined) =>
  queryOptions<Car | null>({ queryKey: queries.car(Number(id)).queryKey });

const NO_SIMILAR: CarPage = { items: [], total: 0, page: 1, pageSize: 4, pages: 0, makes: [] };

export async function load(queryClient: QueryClient, args: LoadArgs) {
  const car = await loadVehicle(queryClient, carQuery(args.params.id), args, carPath);
  if (!car) return;
  // Similar cars are a bonus: a failed read shows none rather than failing the page.
  await Promise.all(
    similarBy(car).map((by) => ensureQueryDataOr(queryClient, queries.similarCars(car, by), NO_SIMILAR)),
  );
}

/** Same make first, then cars in its price band (none for a car on application, which has no price). */
const similarBy = (car: Car) => (car.price > 0 ? (['make', 'price'] as const) : (['make'] as const));

const cached = ({ queryClient, params }: HeadArgs) => queryClient.getQueryData(carQuery(params.id).queryKey);

export const status = (args: HeadArgs) => (cached(args) ? undefined : 404);

export const head: HeadFn = (args) => {
  const car = cached(args);
  if (!car) return notFoundHead(args);
  const title = vehicleTitle(car);
  return {
    title: car.status === 'sold' ? `${title} (Sold)` : `${title} for Sale`,
    description: clipText(
      `${car.status === 'sold' ? 'Sold' : 'For sale in Sydney'}: ${title}. ${carSummary(car)}. ${car.description}`,
      300,
    ),
    canonicalPath: carPath(car),
    image: car.images[0],
    type: 'product',
    jsonLd: [carPageJsonLd(car, args.url.origin)],
  };
};

/** The acquisitions form, prefilled to find another like this sold car (its make, model, year ± 1). */
export const findOneLikePath = (car: Car) =>
  `/acquisitions?${new URLSearchParams({
    make: car.make,
    model: car.model,
    yearFrom: String(car.year - 1),
    yearTo: String(car.year + 1),
  })}`;

// The page is HTML; these parts work in the browser (decision 0020). Enquire Now is a plain button the
// page's script answers by opening the contact drawer.
const GalleryIsland = island('vehicle-gallery', VehicleStatusGallery, 'idle');
const ShareIsland = island('share', ShareButton, 'interaction');
const NotifyMeIsland = island('notify-me', NotifyMe, 'interaction');

/** A car's own page: every photo, price, all its details, enquiry, share and similar cars. */
export default function CarDetailPage() {
  const { id } = useParams();
  const { data: car } = useQuery(carQuery(id));
  if (!car) return <NotFound />;
  const sold = car.status === 'sold';
  const { id: carId, year, make, model, mileage, price, images } = car;

  return (
    <VehiclePageLayout
      back={
        sold
          ? { to: '/cars?status=sold', label: 'Sold Archive' }
          : { to: '/cars', label: 'Available Vehicles' }
      }
      vehicle={car}
      idPrefix="car"
      gallery={
        <GalleryIsland vehicle={{ images, year, make, model }} badge={{ of: 'car', status: car.status }} />
      }
      specs={vehicleDetailSpecs(car)}
      top={
        <>
          <div className="border-y border-line py-5">
            {sold ? (
              <p className="text-2xl font-light uppercase tracking-[0.2em] text-accent sm:text-3xl">Sold</p>
            ) : (
              <p className="text-2xl font-light tracking-wide sm:text-3xl">
                <span className="sr-only">Price: </span>
                {carPriceLabel(car.price)}
              </p>
            )}
            <p className="mt-2 text-xs uppercase tracking-[0.18em] text-mist">
              {formatMileage(car.mileage)} · {capitalize(car.transmission)} · {capitalize(car.fuelType)}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {sold ? (
              <Link
                to={findOneLikePath(car)}
                className={buttonClass('primary', 'md', 'basis-full whitespace-nowrap sm:basis-auto')}
              >
                <Search className="h-4 w-4" aria-hidden="true" />
                Find me one like this
              </Link>
            ) : (
              <DrawerButton
                request={{ vehicle: { id: carId, year, make, model, mileage } }}
                className={buttonClass('primary', 'md', 'basis-full whitespace-nowrap sm:basis-auto')}
              >
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                Enquire Now
              </DrawerButton>
            )}
            <ShareIsland
              car={{ id: carId, year, make, model, price }}
              path={carPath(car)}
              className="flex-1 sm:flex-none"
            />
          </div>
          {car.status === 'available' && <NotifyMeIsland carId={car.id} />}
          {sold && (
            <p className="text-sm leading-relaxed text-mist">
              This car has found its new owner. Tell us what you are after and our acquisitions team will
              search our dealer and private network for another like it.
            </p>
          )}
        </>
      }
    >
      <SimilarCars car={car} />
    </VehiclePageLayout>
  );
}

/** Up to 4 cars still for sale, of the same make first and then of a like price, each linking to its page. */
function SimilarCars({ car }: { car: Car }) {
  const sameMake = useQuery(queries.similarCars(car, 'make')).data?.items ?? [];
  const samePrice =
    useQuery({ ...queries.similarCars(car, 'price'), enabled: car.price > 0 }).data?.items ?? [];
  const items = [...sameMake, ...samePrice.filter((c) => !sameMake.some((m) => m.id === c.id))].slice(0, 4);
  return (
    <SimilarVehicles
      id="similar-cars"
      title="Similar cars"
      items={items}
      card={(similar) => <CarCard car={similar} href={carPath(similar)} headingLevel={3} />}
    />
  );
}
