import { vehicleTitle } from '../../../shared/format';
import type { HireCar } from '../../../shared/schemas/car';
import { hireCarPath } from '../../../shared/vehicle-path';
import { HireCarPhotos } from '../../components/vehicle/image-carousel';
import { SpecList, vehicleSpecs } from '../../components/vehicle/spec-list';
import { GRID_IMAGE_SIZES, VehicleCard } from '../../components/vehicle/vehicle-card';
import { ROW_IMAGE_SIZES, VehicleRow } from '../../components/vehicle/vehicle-row';
import { fixedHead } from '../../lib/head';
import { island } from '../../lib/island';
import { Link } from '../../lib/navigation';
import { type QueryClient, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import { PageIntro, PublicPage, VehicleListing } from '../components/public-page';
import { AvailabilityToggle, HireTerms, NextFree, nextFreeQuery, RateAndBooking } from './hire-terms';

export const load = (queryClient: QueryClient) =>
  Promise.all([
    ensureQueryDataOr(queryClient, queries.hireCars(), []),
    // Only a note on booked-out cars: the page stands without it.
    queryClient.prefetchQuery(nextFreeQuery()),
  ]);

export const head = fixedHead(
  'Luxury Car Hire Fleet',
  'Hire a luxury or performance car in Sydney by the day: supercars, grand tourers and prestige SUVs, delivered ready to drive.',
);

type HireItemProps = { car: HireCar; priority: boolean };

// A fleet card is HTML with two islands, its photos and its calendar; BOOK NOW is a plain button that the
// page's script answers (decision 0020).
const PhotosIsland = island('hire-photos', HireCarPhotos, 'interaction');
const AvailabilityIsland = island('availability-toggle', AvailabilityToggle, 'interaction');

/** "Check availability" opens the calendar in place; "Details" goes to the car's own page. */
function AvailabilityAndDetails({ car }: { car: HireCar }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <AvailabilityIsland car={{ id: car.id, year: car.year, make: car.make, model: car.model }} />
      <Link
        to={hireCarPath(car)}
        className="text-[11px] font-medium uppercase tracking-[0.25em] text-accent hover:text-white"
        aria-label={`Details of the ${vehicleTitle(car)}`}
      >
        Details
      </Link>
    </div>
  );
}

/**
 * A hire car in the grid (a card) or in the list (a row, with its description): photos, specification,
 * hire terms, availability, and the rate with BOOK NOW.
 */
function HireItem({ car, priority, row }: HireItemProps & { row?: boolean }) {
  const Frame = row ? VehicleRow : VehicleCard;
  const photos = (
    <PhotosIsland
      vehicle={{ images: car.images, year: car.year, make: car.make, model: car.model }}
      sizes={row ? ROW_IMAGE_SIZES : GRID_IMAGE_SIZES}
      priority={priority}
      status={car.status}
    />
  );
  const booking = <RateAndBooking car={car} className={row ? 'mt-8 pt-6' : 'pt-5'} />;
  return (
    <Frame vehicle={car} media={photos}>
      <SpecList specs={vehicleSpecs(car, 'Kilometres')} className={row ? 'mt-8' : 'mt-6'} />
      {row && car.description && (
        <p className="mt-8 line-clamp-3 text-sm leading-relaxed text-mist">{car.description}</p>
      )}
      <div className={row ? 'mt-8 grid gap-6' : 'relative z-10 mt-6 grid gap-4'}>
        <HireTerms car={car} compact={!row} />
        <NextFree car={car} />
        <AvailabilityAndDetails car={car} />
      </div>
      {row ? booking : <div className="mt-auto pt-8">{booking}</div>}
    </Frame>
  );
}

export default function HirePage() {
  const { data: cars, isPending } = useQuery(queries.hireCars());

  return (
    <PublicPage
      eyebrow="Car Hire"
      title="Luxury Car Hire Fleet"
      intro={
        <PageIntro>
          From a weekend on the coast to a wedding or a week of business in the city, drive something
          exceptional. Every car is detailed, fully insured and delivered ready to go.
        </PageIntro>
      }
    >
      <VehicleListing
        isPending={isPending}
        toolbar={(viewToggle) => (
          <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-b border-line pb-3 sm:mt-14">
            {cars && cars.length > 0 && (
              <p className="text-[11px] uppercase tracking-[0.25em] text-mist">
                {cars.length} {cars.length === 1 ? 'vehicle' : 'vehicles'} in the fleet
              </p>
            )}
            <div className="ml-auto">{viewToggle}</div>
          </div>
        )}
        empty={
          <div className="border border-line px-6 py-24 text-center">
            <p className="text-base font-light tracking-[0.08em] text-white sm:text-lg">
              No vehicles available for hire at the moment.
            </p>
          </div>
        }
        vehicles={cars ?? []}
        gridClassName="grid gap-6 [--card-h:44rem] md:grid-cols-2 lg:gap-8 xl:grid-cols-3"
        card={(car, priority) => <HireItem car={car} priority={priority} />}
        row={(car, priority) => <HireItem car={car} priority={priority} row />}
      />
    </PublicPage>
  );
}
