import { clipText, formatDailyRate, vehicleTitle } from '../../../shared/format';
import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { ShareButton } from '../../components/vehicle/share-button';
import { SpecList, vehicleDetailSpecs } from '../../components/vehicle/spec-list';
import { HireCarCard } from '../../components/vehicle/vehicle-card';
import { VehicleStatusGallery } from '../../components/vehicle/vehicle-gallery';
import { loadVehicle, VehiclePageLayout } from '../../components/vehicle/vehicle-page';
import { EYEBROW, SECTION_TITLE, SimilarVehicles } from '../../components/vehicle/vehicle-sections';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { useParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';
import { NotFound, notFoundHead } from '../components/not-found';
import { hireCarPageJsonLd } from './hire-car-json-ld';
import { HireAvailability, hireTermSpecs, NextFree, nextFreeQuery, RateAndBooking } from './hire-terms';
import { similarHireCars } from './similar-hire-cars';

/** GET /api/hire-cars/:id, where null stands for "no such car" (cached, so the browser hydrates the same 404). */
const carQuery = (id: string | undefined) =>
  queryOptions<HireCar | null>({ queryKey: queries.hireCar(Number(id)).queryKey });

export async function load(queryClient: QueryClient, args: LoadArgs) {
  const [car] = await Promise.all([
    loadVehicle(queryClient, carQuery(args.params.id), args, hireCarPath),
    queryClient.prefetchQuery(nextFreeQuery()),
  ]);
  if (!car) return;
  // The similar hire cars come from the fleet list (/hire's own read): a bonus, so a failed read shows none.
  await ensureQueryDataOr(queryClient, queries.hireCars(), []);
}

const cached = ({ queryClient, params }: HeadArgs) => queryClient.getQueryData(carQuery(params.id).queryKey);

export const status = (args: HeadArgs) => (cached(args) ? undefined : 404);

export const head: HeadFn = (args) => {
  const car = cached(args);
  if (!car) return notFoundHead(args);
  return {
    title: `Hire the ${vehicleTitle(car)}`,
    description: clipText(
      `${vehicleTitle(car)} for hire in Sydney from ${formatDailyRate(car.dailyRate)}. ${car.description}`,
      300,
    ),
    image: car.images[0],
    canonicalPath: hireCarPath(car),
    type: 'product',
    jsonLd: [hireCarPageJsonLd(car, args.url.origin)],
  };
};

// The photos, Share and the calendar are islands; BOOK NOW is a plain button the page's script answers.
const GalleryIsland = island('vehicle-gallery', VehicleStatusGallery, 'idle');
const ShareIsland = island('share', ShareButton, 'interaction');
const AvailabilityIsland = island('hire-availability', HireAvailability);

/**
 * A hire car's own page, laid out as a car's: photos, rate and BOOK NOW, share, all its details and hire
 * terms, description and features, its calendar and similar hire cars.
 */
export default function HireCarPage() {
  const { id } = useParams();
  const { data: car } = useQuery(carQuery(id));
  if (!car) return <NotFound />;

  return (
    <VehiclePageLayout
      back={{ to: '/hire', label: 'Hire fleet' }}
      vehicle={car}
      idPrefix="hire-car"
      gallery={
        <GalleryIsland
          vehicle={{ images: car.images, year: car.year, make: car.make, model: car.model }}
          badge={{ of: 'hire', status: car.status }}
        />
      }
      top={
        <>
          <RateAndBooking car={car} className="border-b py-5" />
          <NextFree car={car} />
          <ShareIsland car={car} className="sm:self-start" />
        </>
      }
      specs={vehicleDetailSpecs(car, 'Kilometres')}
      details={
        <section aria-labelledby="hire-terms">
          <h2 id="hire-terms" className={EYEBROW}>
            Hire terms
          </h2>
          <SpecList specs={hireTermSpecs(car)} wrap className="mt-4" />
        </section>
      }
    >
      <section aria-labelledby="availability" className="mt-16 border-t border-line pt-10">
        <h2 id="availability" className={SECTION_TITLE}>
          Availability
        </h2>
        <div className="mt-6 max-w-3xl">
          <AvailabilityIsland
            car={{ id: car.id, year: car.year, make: car.make, model: car.model }}
            months={2}
          />
        </div>
      </section>

      <SimilarHireCars car={car} />
    </VehiclePageLayout>
  );
}

/** Up to 4 other hire cars, most alike first (similar-hire-cars.ts), each linking to its page. */
function SimilarHireCars({ car }: { car: HireCar }) {
  const fleet = useQuery(queries.hireCars()).data ?? [];
  return (
    <SimilarVehicles
      id="similar-hire-cars"
      title="Similar hire cars"
      items={similarHireCars(car, fleet)}
      card={(similar) => <HireCarCard car={similar} href={hireCarPath(similar)} headingLevel={3} />}
    />
  );
}
