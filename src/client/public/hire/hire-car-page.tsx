import { clipText, formatDailyRate, vehicleTitle } from '../../../shared/format';
import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { BackLink } from '../../components/ui/back-link';
import { StatusGallery } from '../../components/vehicle/image-gallery';
import { SpecList, vehicleSpecs } from '../../components/vehicle/spec-list';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { useParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { type LoadArgs, pageRedirect } from '../../lib/router';
import { NotFound, notFoundHead } from '../components/not-found';
import { HireAvailability, HireTerms, NextFree, nextFreeQuery, RateAndBooking } from './hire-terms';

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
  };
};

// The photos and the calendar are islands; BOOK NOW is a plain button the page's script answers.
const GalleryIsland = island('gallery', StatusGallery, 'idle');
const AvailabilityIsland = island('hire-availability', HireAvailability);

/** A hire car's own page: photos, specification, hire terms, its calendar and BOOK NOW. */
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
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
            priority
            badge={{ of: 'hire', status: car.status }}
          />
          <div className="flex flex-col gap-8">
            <header>
              <p className="text-[11px] font-medium uppercase tracking-[0.3em] text-accent">{car.year}</p>
              <h1 className="mt-3 text-3xl font-light uppercase leading-tight tracking-[0.12em] sm:text-4xl">
                {car.make} {car.model}
              </h1>
            </header>
            <RateAndBooking car={car} className="border-b py-5" />
            <NextFree car={car} />
            <SpecList specs={vehicleSpecs(car, 'Kilometres')} />
            <HireTerms car={car} />
            {car.description && <p className="text-sm leading-relaxed text-mist">{car.description}</p>}
            {car.features.length > 0 && (
              <ul className="grid gap-2 text-sm text-white/85 sm:grid-cols-2">
                {car.features.map((feature) => (
                  <li key={feature} className="border-l border-accent pl-3">
                    {feature}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <section aria-labelledby="availability" className="mt-16 border-t border-line pt-10">
          <h2 id="availability" className="text-xl font-light uppercase tracking-[0.18em]">
            Availability
          </h2>
          <div className="mt-6 max-w-3xl">
            <AvailabilityIsland
              car={{ id: car.id, year: car.year, make: car.make, model: car.model }}
              months={2}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
