import type { ReactNode } from 'react';
import type { QueryClient, QueryOptions } from '../../lib/page-query';
import { type LoadArgs, pageRedirect } from '../../lib/router';
import { Fold } from '../site/fold';
import { BackLink } from '../ui/back-link';
import { type Spec, SpecList } from './spec-list';
import { DescriptionAndFeatures, VehicleHeading } from './vehicle-sections';

/**
 * Loads the vehicle a page's `:id` names through `query`, or caches null for "no such vehicle" (so the
 * browser hydrates the same 404). The id finds the vehicle; any other address of it (a renamed vehicle's
 * slug, a cut link, the old /…/{id} alone) moves to its own for good.
 */
export async function loadVehicle<V>(
  queryClient: QueryClient,
  query: QueryOptions<V | null>,
  { params, url }: LoadArgs,
  pathOf: (vehicle: V) => string,
): Promise<V | null> {
  const vehicle = /^\d+$/.test(params.id ?? '')
    ? await queryClient.ensureQueryData(query).catch(() => null)
    : null;
  if (!vehicle) {
    queryClient.setQueryData(query.queryKey, null);
    return null;
  }
  const path = pathOf(vehicle);
  if (url.pathname !== path) pageRedirect(`${path}${url.search}`, 301);
  return vehicle;
}

/**
 * A car's or a hire car's own page: the way back to its list, then the photos beside a column that stays
 * in view on a desktop (the title, then `top`: price and actions; below the fold the specifications, then
 * `details`), then the description and features, then `children`. `idPrefix` names the sections' headings.
 */
export function VehiclePageLayout({
  back,
  vehicle,
  idPrefix,
  gallery,
  top,
  specs,
  details,
  children,
}: {
  back: { to: string; label: string };
  vehicle: { year: number; make: string; model: string; description: string; features: readonly string[] };
  idPrefix: string;
  gallery: ReactNode;
  top: ReactNode;
  specs: Spec[];
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="pb-24 pt-8 sm:pt-12">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <BackLink
          to={back.to}
          className="gap-2 text-[11px] font-medium uppercase tracking-[0.25em] text-mist hover:text-white"
        >
          {back.label}
        </BackLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          {gallery}
          <div className="flex flex-col gap-8 lg:sticky lg:top-8 lg:self-start">
            <VehicleHeading vehicle={vehicle} />
            {top}
            {/* The first screen ends here, on a phone and mostly on a desktop: its CSS is inlined, the rest
                comes with the stylesheet, which keeps the page inside a phone's first round trip. */}
            <Fold />
            <section aria-labelledby={`${idPrefix}-specifications`}>
              <h2 id={`${idPrefix}-specifications`} className="sr-only">
                Specifications
              </h2>
              <SpecList specs={specs} wrap />
            </section>
            {details}
          </div>
        </div>

        <DescriptionAndFeatures vehicle={vehicle} idPrefix={idPrefix} />

        {children}
      </div>
    </main>
  );
}
