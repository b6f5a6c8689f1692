import { clipText, vehicleTitle } from '../../../shared/format';
import type { CarPage } from '../../../shared/schemas/car';
import { carPath } from '../../../shared/vehicle-path';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CarCard } from '../../components/vehicle/vehicle-card';
import type { HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { Link, useSearchParams } from '../../lib/navigation';
import { type QueryClient, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';
import { SWAP_ATTR } from '../../lib/swap-regions';
import { PageIntro, PublicPage, VehicleListing } from '../components/public-page';
import { CarRow } from './car-details';
import { CarDialogHost } from './car-dialog-host';
import { carPageJsonLd, carSummary, listedCarJsonLd } from './car-json-ld';
import { CarsFilters } from './cars-filters';
import { CarsPager } from './cars-pager';
import {
  activeFilterCount,
  carIdOf,
  type Listing,
  listingApiQuery,
  listingHref,
  listingOf,
} from './cars-search';

// The listing is HTML; the filters, the layout toggle and the car dialog are islands (decision 0020). Each
// waits for a visitor to reach for it: the filters are a GET form that works before their code, and a
// choice made while it arrives is given to them once hydrated, so /cars loads no React until it is used.
// The dialog's island wakes when a card is reached for (its link carries `data-opens`).
const FiltersIsland = island('cars-filters', CarsFilters, 'interaction');
const DialogIsland = island('car-dialog', CarDialogHost, 'interaction');
const DialogIslandNow = island('car-dialog', CarDialogHost, 'load');

const EMPTY_PAGE: CarPage = { items: [], total: 0, page: 1, pageSize: 24, pages: 0, makes: [] };

/** The page of cars the address asks for (24, whatever the inventory's size), not the whole stock. */
const pageQuery = (listing: Listing) => queries.carSearch(listingApiQuery(listing));

export const load = async (queryClient: QueryClient, { url }: LoadArgs) => {
  const carId = carIdOf(url.searchParams);
  await Promise.all([
    ensureQueryDataOr(queryClient, pageQuery(listingOf(url.searchParams)), EMPTY_PAGE),
    // A shared link opens its car wherever the car sits in the pages, or after it has sold.
    carId && queryClient.ensureQueryData(queries.car(carId)).catch(() => undefined),
  ]);
};

export const head: HeadFn = ({ queryClient, url }) => {
  const listing = listingOf(url.searchParams);
  const result = queryClient.getQueryData(pageQuery(listing).queryKey) ?? EMPTY_PAGE;
  const cars = result.items;
  const carId = carIdOf(url.searchParams);
  const car = carId
    ? (cars.find((c) => c.id === carId) ?? queryClient.getQueryData(queries.car(carId).queryKey))
    : undefined;
  if (car) {
    return {
      title: vehicleTitle(car),
      description: clipText(`${carSummary(car)}. ${car.description}`, 300),
      canonicalPath: `/cars?carId=${car.id}`,
      image: car.images[0],
      type: 'product',
      jsonLd: [carPageJsonLd(car, url.origin)],
    };
  }
  const { sold } = listing;
  // The cars this page lists, in their order and numbered across the pages; the numbered page links
  // lead search engines on through the rest.
  const first = (result.page - 1) * result.pageSize;
  const listed = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: result.total,
    itemListElement: cars.map((c, i) => ({
      '@type': 'ListItem',
      position: first + i + 1,
      item: listedCarJsonLd(c, url.origin),
    })),
  };
  // A filtered or later page is its own view of the stock, so it names itself.
  const canonicalPath = listingHref(listing);
  return sold
    ? {
        title: 'Sold Archive',
        description: 'Luxury and performance cars we have recently sold for our clients in Sydney.',
        canonicalPath,
        jsonLd: [listed],
      }
    : {
        title: 'Available Vehicles',
        description:
          'Luxury and performance cars for sale in Sydney: hand-selected, inspected and ready for delivery.',
        canonicalPath,
        jsonLd: [listed],
      };
};

const tabClass = (active: boolean) =>
  cn(
    'whitespace-nowrap border-b pb-4 text-[10px] uppercase tracking-[0.2em] transition-colors sm:text-[11px] sm:tracking-[0.25em]',
    active ? 'border-accent text-white' : 'border-transparent text-mist hover:text-white',
  );

export default function CarsPage() {
  const [searchParams] = useSearchParams();
  const { ignored, ...listing } = listingOf(searchParams);
  const { sold } = listing;
  const carId = carIdOf(searchParams);
  const { data, isPending } = useQuery(pageQuery(listing));
  const shown = data?.items ?? [];
  const filtered = activeFilterCount(listing) > 0;

  const title = sold ? 'Sold Archive' : 'Available Vehicles';
  const total = data?.total ?? 0;
  const clearHref = sold ? '/cars?status=sold' : '/cars';

  const emptyBox = (heading: string, note: string, action?: { to: string; label: string }) => (
    <div className="flex flex-col items-center border border-line px-6 py-24 text-center">
      <p className="text-lg font-light uppercase tracking-[0.18em]">{heading}</p>
      <p className="mt-4 text-sm text-mist">{note}</p>
      {action && (
        <Link to={action.to} className={buttonClass('outline', 'md', 'mt-8')}>
          {action.label}
        </Link>
      )}
    </div>
  );

  return (
    <PublicPage
      eyebrow={sold ? 'Archive' : 'Inventory'}
      title={title}
      intro={
        <PageIntro>
          {sold
            ? 'A selection of the exceptional cars we have found new homes for. Looking for something similar? We can source it.'
            : 'Hand-selected luxury and performance cars, each inspected, detailed and ready for delivery anywhere in Australia.'}
        </PageIntro>
      }
    >
      <VehicleListing
        isPending={isPending}
        toolbar={(viewToggle) => (
          <>
            <div className="mt-10 flex items-end justify-between gap-4 border-b border-line sm:mt-14">
              <nav aria-label="Inventory" className="flex gap-6 sm:gap-8">
                <Link to="/cars" className={tabClass(!sold)} aria-current={sold ? undefined : 'page'}>
                  Current Stock
                </Link>
                <Link
                  to="/cars?status=sold"
                  className={tabClass(sold)}
                  aria-current={sold ? 'page' : undefined}
                >
                  Past Sales
                </Link>
              </nav>
              <div className="mb-3 flex shrink-0 items-center gap-5">
                <p
                  {...{ [SWAP_ATTR]: 'count' }}
                  className="hidden text-[11px] uppercase tracking-[0.25em] text-mist md:block"
                >
                  {total > 0 && `${total} ${total === 1 ? 'vehicle' : 'vehicles'}`}
                </p>
                {viewToggle}
              </div>
            </div>
            <FiltersIsland
              listing={listing}
              ignored={ignored}
              makes={data?.makes ?? []}
              total={data?.total}
            />
            <div aria-live="polite" aria-atomic="true">
              <p {...{ [SWAP_ATTR]: 'status' }} className="sr-only">{`${total} vehicles`}</p>
            </div>
          </>
        )}
        empty={
          // A page past the end (an old link, a shrunk stock) still has cars on the pages before it.
          total > 0
            ? emptyBox(
                'No vehicles on this page',
                `${total} ${total === 1 ? 'vehicle is' : 'vehicles are'} on the earlier pages.`,
                { to: listingHref({ ...listing, page: 1 }), label: 'Back to the first page' },
              )
            : filtered
              ? emptyBox(
                  'No vehicles match these filters',
                  'Try a wider price or year range, or another make.',
                  {
                    to: clearHref,
                    label: 'Clear filters',
                  },
                )
              : emptyBox('No vehicles available at the moment', 'Please check back later')
        }
        vehicles={shown}
        gridClassName="grid gap-6 transition-opacity [--card-h:28rem] sm:grid-cols-2 lg:gap-8 xl:grid-cols-3"
        itemData={(car) => ({ 'data-car-id': car.id })}
        // A card is a link to the car's page; with JavaScript it opens the car's dialog (CarDialogHost).
        card={(car, priority) => (
          <CarCard
            car={car}
            priority={priority}
            href={carPath(car)}
            linkData={{ 'data-opens': 'car-dialog' }}
          />
        )}
        row={(car, priority) => <CarRow car={car} priority={priority} />}
        after={data && <CarsPager listing={{ ...listing, page: data.page }} pages={data.pages} />}
      />
      {/* A shared link to a car opens its dialog as soon as the page's script runs. */}
      {carId ? <DialogIslandNow /> : <DialogIsland />}
    </PublicPage>
  );
}
