import { clipText, formatDailyRate, vehicleTitle } from '../../../shared/format';
import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { Fold } from '../../components/site/fold';
import { BackLink } from '../../components/ui/back-link';
import { ShareButton } from '../../components/vehicle/share-button';
import { SpecList, vehicleDetailSpecs } from '../../components/vehicle/spec-list';
import { HireCarCard } from '../../components/vehicle/vehicle-card';
import { VehicleStatusGallery } from '../../components/vehicle/vehicle-gallery';
import {
  DescriptionAndFeatures,
  EYEBROW,
  SECTION_TITLE,
  SimilarVehicles,
  VehicleHeading,
} from '../../components/vehicle/vehicle-sections';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { useParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import { type LoadArgs, pageRedirect } from '../../lib/router';
import { NotFound, notFoundHead } from '../components/not-found';
import { hireCarPageJsonLd } from './hire-car-json-ld';
import { HireAvailability, hireTermSpecs, NextFree, nextFreeQuery, RateAndBooking } from './hire-terms';
import { similarHireCars } from './similar-hire-cars';

/** GET /api/hire-cars/:id, where null stands for "no such car" (cached, so the browser hydrates the same 404). */
const carQuery = (id: string | undefined) =>
  queryOptions<HireCar | null>({ queryKey: queries.hireCar(Number(id)).queryKey });

export async function load(queryClient: QueryClient, { params, url }: LoadArgs) {
  const query = carQuery(params.id);
  const [car] = await Promise.all([
    /^\d+$/.test(params.id ?? '') ? queryClient.ensureQueryData(query).catch(() => null) : null,
    queryClient.prefetchQuery(nextFreeQuery()),
  ]);
  if (!car) {
    queryClient.setQueryData(query.queryKey, null);
    return;
  }
  // The id finds the car; /hire/{id} alone (the old address) or a stale slug moves for good.
  const path = hireCarPath(car);
  if (url.pathname !== path) pageRedirect(`${path}${url.search}`, 301);
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
    <main className="pb-24 pt-8 sm:pt-12">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <BackLink
          to="/hire"
          className="gap-2 text-[11px] font-medium uppercase tracking-[0.25em] text-mist hover:text-white"
        >
          Hire fleet
        </BackLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          <GalleryIsland
            vehicle={{ images: car.images, year: car.year, make: car.make, model: car.model }}
            badge={{ of: 'hire', status: car.status }}
          />
          <div className="flex flex-col gap-8 lg:sticky lg:top-8 lg:self-start">
            <VehicleHeading vehicle={car} />
            <RateAndBooking car={car} className="border-b py-5" />
            <NextFree car={car} />
            <ShareIsland car={car} className="sm:self-start" />
            {/* The first screen ends here, on a phone and mostly on a desktop: its CSS is inlined, the rest
                comes with the stylesheet, which keeps the page inside a phone's first round trip. */}
            <Fold />
            <section aria-labelledby="hire-car-specifications">
              <h2 id="hire-car-specifications" className="sr-only">
                Specifications
              </h2>
              <SpecList specs={vehicleDetailSpecs(car, 'Kilometres')} wrap />
            </section>
            <section aria-labelledby="hire-terms">
              <h2 id="hire-terms" className={EYEBROW}>
                Hire terms
              </h2>
              <SpecList specs={hireTermSpecs(car)} wrap className="mt-4" />
            </section>
          </div>
        </div>

        <DescriptionAndFeatures vehicle={car} idPrefix="hire-car" />

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
      </div>
    </main>
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
