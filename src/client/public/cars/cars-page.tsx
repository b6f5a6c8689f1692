import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { capitalize, clipText, formatMileage, formatPrice, vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { useContactDrawer } from '../../components/site/contact-drawer-context';
import { cn } from '../../components/ui/cn';
import { CarCard } from '../../components/vehicle/vehicle-card';
import { type ViewMode, ViewToggle } from '../../components/vehicle/view-toggle';
import type { HeadFn } from '../../lib/head';
import { lazyUntilOpen } from '../../lib/lazy-until-open';
import { queries } from '../../lib/queries';
import { CarRow } from './car-details';

const CarDialog = lazyUntilOpen(() => import('./car-dialog').then((m) => m.CarDialog));

/** SPEC §8: a failed listing load is not shown to visitors; they see the empty state instead. */
export async function load(queryClient: QueryClient) {
  const query = queries.cars();
  await queryClient.ensureQueryData(query).catch(() => queryClient.setQueryData(query.queryKey, []));
}

const carIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('carId'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

const summary = (car: Car) =>
  [
    car.price > 0 ? formatPrice(car.price) : undefined,
    formatMileage(car.mileage),
    car.color || undefined,
    capitalize(car.transmission),
    capitalize(car.fuelType),
  ]
    .filter(Boolean)
    .join(' · ');

/** schema.org Car with its Offer (AUD; SoldOut once sold), for search engines and chat-app previews. */
function carJsonLd(car: Car, origin: string) {
  return {
    '@type': 'Car',
    '@id': `${origin}/cars?carId=${car.id}`,
    url: `${origin}/cars?carId=${car.id}`,
    name: vehicleTitle(car),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    color: car.color || undefined,
    vehicleTransmission: capitalize(car.transmission),
    fuelType: capitalize(car.fuelType),
    image: car.images[0] ? new URL(car.images[0], origin).href : undefined,
    description: car.description || undefined,
    ...(car.price > 0 && {
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'AUD',
        availability: car.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
    }),
  };
}

export const head: HeadFn = ({ queryClient, url }) => {
  const cars = queryClient.getQueryData(queries.cars().queryKey) ?? [];
  const carId = carIdOf(url.searchParams);
  const car = carId ? cars.find((c) => c.id === carId) : undefined;
  if (car) {
    return {
      title: vehicleTitle(car),
      description: clipText(`${summary(car)}. ${car.description}`, 300),
      canonicalPath: `/cars?carId=${car.id}`,
      image: car.images[0],
      type: 'product',
      jsonLd: [{ '@context': 'https://schema.org', ...carJsonLd(car, url.origin) }],
    };
  }
  const sold = url.searchParams.get('status') === 'sold';
  // Every car the page lists, in its order, so search engines can read the whole stock from one page.
  const listed = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: cars
      .filter((c) => (c.status === 'sold') === sold)
      .map((c, i) => ({ '@type': 'ListItem', position: i + 1, item: carJsonLd(c, url.origin) })),
  };
  return sold
    ? {
        title: 'Sold Archive',
        description: 'Luxury and performance cars we have recently sold for our clients in Sydney.',
        canonicalPath: '/cars?status=sold',
        jsonLd: [listed],
      }
    : {
        title: 'Available Vehicles',
        description:
          'Luxury and performance cars for sale in Sydney: hand-selected, inspected and ready for delivery.',
        canonicalPath: '/cars',
        jsonLd: [listed],
      };
};

const tabClass = (active: boolean) =>
  cn(
    'whitespace-nowrap border-b pb-4 text-[10px] uppercase tracking-[0.2em] transition-colors sm:text-[11px] sm:tracking-[0.25em]',
    active ? 'border-accent text-white' : 'border-transparent text-mist hover:text-white',
  );

export default function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sold = searchParams.get('status') === 'sold';
  const carId = carIdOf(searchParams);
  const { data: cars, isPending } = useQuery(queries.cars());
  const [view, setView] = useState<ViewMode>('grid');
  const drawer = useContactDrawer();

  const shown = useMemo(
    () => (cars ?? []).filter((car) => (sold ? car.status === 'sold' : car.status !== 'sold')),
    [cars, sold],
  );
  // Any car can be opened by its link, even one that has sold since the link was shared.
  const openCar = carId ? cars?.find((car) => car.id === carId) : undefined;

  // The open car lives in the URL, so the address bar is always the shareable link to what is on screen.
  const setOpenCar = (id: number | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('carId', String(id));
        else next.delete('carId');
        return next;
      },
      { replace: true },
    );

  // The dialog has no trigger element to hand focus back to, so closing it returns focus to the car's card.
  const lastOpenId = useRef<number | null>(null);
  useEffect(() => {
    if (openCar) {
      lastOpenId.current = openCar.id;
    } else if (lastOpenId.current) {
      document.querySelector<HTMLElement>(`[data-car-id="${lastOpenId.current}"] button`)?.focus();
      lastOpenId.current = null;
    }
  }, [openCar]);

  const enquire = (car: Car) => {
    // Focus belongs to the drawer that is opening, not to the card behind it.
    lastOpenId.current = null;
    setOpenCar(null);
    drawer.open({ id: car.id, year: car.year, make: car.make, model: car.model, mileage: car.mileage });
  };

  const title = sold ? 'Sold Archive' : 'Available Vehicles';

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <header>
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">
            {sold ? 'Archive' : 'Inventory'}
          </p>
          <h1 className="mt-4 text-3xl font-light uppercase tracking-[0.18em] sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-sm leading-relaxed text-mist sm:text-base">
            {sold
              ? 'A selection of the exceptional cars we have found new homes for. Looking for something similar? We can source it.'
              : 'Hand-selected luxury and performance cars, each inspected, detailed and ready for delivery anywhere in Australia.'}
          </p>
        </header>

        <div className="mt-10 flex items-end justify-between gap-4 border-b border-line sm:mt-14">
          <nav aria-label="Inventory" className="flex gap-6 sm:gap-8">
            <Link to="/cars" className={tabClass(!sold)} aria-current={sold ? undefined : 'page'}>
              Current Stock
            </Link>
            <Link to="/cars?status=sold" className={tabClass(sold)} aria-current={sold ? 'page' : undefined}>
              Past Sales
            </Link>
          </nav>
          <div className="mb-3 flex shrink-0 items-center gap-5">
            {!isPending && shown.length > 0 && (
              <p className="hidden text-[11px] uppercase tracking-[0.25em] text-mist md:block">
                {shown.length} {shown.length === 1 ? 'vehicle' : 'vehicles'}
              </p>
            )}
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>

        <div className="mt-10 sm:mt-14">
          {isPending ? (
            <p role="status" className="py-24 text-center text-sm uppercase tracking-[0.25em] text-mist">
              Loading vehicles...
            </p>
          ) : shown.length === 0 ? (
            <div className="flex flex-col items-center border border-line px-6 py-24 text-center">
              <p className="text-lg font-light uppercase tracking-[0.18em]">
                No vehicles available at the moment
              </p>
              <p className="mt-4 text-sm text-mist">Please check back later</p>
            </div>
          ) : view === 'grid' ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:gap-8 xl:grid-cols-3">
              {shown.map((car, i) => (
                <li key={car.id} data-car-id={car.id} className="grid">
                  <CarCard
                    car={car}
                    priority={i === 0}
                    onOpen={() => setOpenCar(car.id)}
                    // A visitor reaching for a car is about to open it: the dialog's code starts loading.
                    onIntent={() => void CarDialog.preload()}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div>
              {shown.map((car, i) => (
                <CarRow key={car.id} car={car} priority={i === 0} onEnquire={() => enquire(car)} />
              ))}
            </div>
          )}
        </div>
      </div>

      {openCar && (
        <CarDialog open car={openCar} onClose={() => setOpenCar(null)} onEnquire={() => enquire(openCar)} />
      )}
    </main>
  );
}
