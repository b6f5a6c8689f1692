import { type QueryClient, useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDailyRate } from '../../../shared/format';
import type { HireCar } from '../../../shared/schemas/car';
import { useContactDrawer } from '../../components/site/contact-drawer-context';
import { Button } from '../../components/ui/button';
import { ImageCarousel } from '../../components/vehicle/image-carousel';
import { SpecList, vehicleSpecs } from '../../components/vehicle/spec-list';
import { HireStatusBadge } from '../../components/vehicle/vehicle-badge';
import { GRID_IMAGE_SIZES, VehicleCard } from '../../components/vehicle/vehicle-card';
import { type ViewMode, ViewToggle } from '../../components/vehicle/view-toggle';
import type { HeadFn } from '../../lib/head';
import { queries } from '../../lib/queries';

/** SPEC §8: a failed listing load is not shown to visitors; they see the empty state instead. */
export async function load(queryClient: QueryClient) {
  const query = queries.hireCars();
  await queryClient.ensureQueryData(query).catch(() => queryClient.setQueryData(query.queryKey, []));
}

export const head: HeadFn = () => ({
  title: 'Luxury Car Hire Fleet',
  description:
    'Hire a luxury or performance car in Sydney by the day: supercars, grand tourers and prestige SUVs, delivered ready to drive.',
});

function DailyRate({ rate }: { rate: number }) {
  return (
    <div>
      <p className="text-[10px] font-medium uppercase tracking-[0.25em] text-mist">Daily Rate</p>
      <p className="mt-1 text-2xl font-light tracking-wide">{formatDailyRate(rate)}</p>
    </div>
  );
}

function BookNow({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <CalendarCheck className="h-4 w-4" aria-hidden="true" />
      BOOK NOW
    </Button>
  );
}

const titleOf = (car: HireCar) => `${car.year} ${car.make} ${car.model}`;

function HireCard({ car, priority, onBook }: { car: HireCar; priority: boolean; onBook: () => void }) {
  return (
    <VehicleCard
      vehicle={car}
      media={
        <ImageCarousel
          images={car.images}
          title={titleOf(car)}
          sizes={GRID_IMAGE_SIZES}
          priority={priority}
          overlay={<HireStatusBadge status={car.status} />}
        />
      }
    >
      <SpecList specs={vehicleSpecs(car, 'Kilometres')} className="mt-6" />
      <div className="mt-auto pt-8">
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line pt-5">
          <DailyRate rate={car.dailyRate} />
          <BookNow onClick={onBook} />
        </div>
      </div>
    </VehicleCard>
  );
}

function HireRow({ car, priority, onBook }: { car: HireCar; priority: boolean; onBook: () => void }) {
  return (
    <article className="grid gap-6 border-t border-line py-10 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:py-14">
      <ImageCarousel
        images={car.images}
        title={titleOf(car)}
        sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
        priority={priority}
        overlay={<HireStatusBadge status={car.status} />}
      />
      <div className="flex flex-col">
        <h2 className="text-xl font-light uppercase leading-snug tracking-[0.14em] sm:text-2xl">
          <span className="block text-[11px] font-medium tracking-[0.3em] text-accent">{car.year}</span>{' '}
          <span className="mt-2 block">
            {car.make} {car.model}
          </span>
        </h2>
        <SpecList specs={vehicleSpecs(car, 'Kilometres')} className="mt-8" />
        {car.description && (
          <p className="mt-8 line-clamp-3 text-sm leading-relaxed text-mist">{car.description}</p>
        )}
        <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-t border-line pt-6">
          <DailyRate rate={car.dailyRate} />
          <BookNow onClick={onBook} />
        </div>
      </div>
    </article>
  );
}

export default function HirePage() {
  const { data: cars, isPending } = useQuery(queries.hireCars());
  const [view, setView] = useState<ViewMode>('grid');
  const drawer = useContactDrawer();
  const book = (car: HireCar) =>
    drawer.open({ id: car.id, year: car.year, make: car.make, model: car.model, mileage: car.mileage });

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <header>
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">Car Hire</p>
          <h1 className="mt-4 text-3xl font-light uppercase tracking-[0.18em] sm:text-5xl">
            Luxury Car Hire Fleet
          </h1>
          <p className="mt-5 max-w-2xl text-sm leading-relaxed text-mist sm:text-base">
            From a weekend on the coast to a wedding or a week of business in the city, drive something
            exceptional. Every car is detailed, fully insured and delivered ready to go.
          </p>
        </header>

        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-b border-line pb-3 sm:mt-14">
          {cars && cars.length > 0 && (
            <p className="text-[11px] uppercase tracking-[0.25em] text-mist">
              {cars.length} {cars.length === 1 ? 'vehicle' : 'vehicles'} in the fleet
            </p>
          )}
          <div className="ml-auto">
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>

        <div className="mt-10 sm:mt-14">
          {isPending ? (
            <p role="status" className="py-24 text-center text-sm uppercase tracking-[0.25em] text-mist">
              Loading vehicles...
            </p>
          ) : !cars || cars.length === 0 ? (
            <div className="border border-line px-6 py-24 text-center">
              <p className="text-base font-light tracking-[0.08em] text-white sm:text-lg">
                No vehicles available for hire at the moment.
              </p>
            </div>
          ) : view === 'grid' ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:gap-8 xl:grid-cols-3">
              {cars.map((car, i) => (
                <li key={car.id} className="grid">
                  <HireCard car={car} priority={i === 0} onBook={() => book(car)} />
                </li>
              ))}
            </ul>
          ) : (
            <div>
              {cars.map((car, i) => (
                <HireRow key={car.id} car={car} priority={i === 0} onBook={() => book(car)} />
              ))}
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
