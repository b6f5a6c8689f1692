import { Fragment, type ReactNode } from 'react';
import { ViewToggleIsland, viewOf } from '../../components/vehicle/view-toggle';
import { useSearchParams } from '../../lib/navigation';
import { SWAP_ATTR } from '../../lib/swap-regions';

/**
 * The frame of the listing and text pages (cars, hire, services, privacy): the content width, the space
 * under the site bar, and the header with an accent eyebrow and the page's one h1.
 */
export function PublicPage({
  eyebrow,
  title,
  intro,
  headerClassName,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  /** What follows the title in the header, usually a `PageIntro`. */
  intro?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
}) {
  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <header className={headerClassName}>
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">{eyebrow}</p>
          <h1 className="mt-4 text-3xl font-light uppercase tracking-[0.18em] sm:text-5xl">{title}</h1>
          {intro}
        </header>
        {children}
      </div>
    </main>
  );
}

/** The paragraph under a page's title that says what the page is for. */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className="mt-5 max-w-2xl text-sm leading-relaxed text-mist sm:text-base">{children}</p>;
}

/** Below a listing's toolbar: a loading line until the data is there, then the empty state or the list. */
export function ListingContent({
  isPending,
  loadingText,
  isEmpty,
  empty,
  children,
}: {
  isPending: boolean;
  loadingText: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-10 sm:mt-14">
      {isPending ? (
        <p role="status" className="py-24 text-center text-sm uppercase tracking-[0.25em] text-mist">
          {loadingText}
        </p>
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A vehicle listing: the toolbar, with the grid/list toggle placed by the page, then a loading line, the
 * empty state, or the vehicles as cards or rows.
 */
export function VehicleListing<V extends { id: number }>({
  isPending,
  vehicles,
  toolbar,
  empty,
  gridClassName,
  itemData,
  card,
  row,
  after,
}: {
  isPending: boolean;
  vehicles: V[];
  toolbar: (viewToggle: ReactNode) => ReactNode;
  empty: ReactNode;
  /** The grid's classes; they set `--card-h`, a card's usual height, for the cards not yet rendered. */
  gridClassName: string;
  /** `data-` attributes for a vehicle's grid item, for finding its card again. */
  itemData?: (vehicle: V) => Record<`data-${string}`, string | number>;
  /** `priority` is true for the first vehicle, whose photo is the largest thing above the fold. */
  card: (vehicle: V, priority: boolean) => ReactNode;
  row: (vehicle: V, priority: boolean) => ReactNode;
  /** Below the vehicles and shown in place with them (the page links). */
  after?: ReactNode;
}) {
  const [params] = useSearchParams();
  const view = viewOf(params);
  return (
    <>
      {toolbar(<ViewToggleIsland />)}
      {/* Shown in place when the address changes on the page (a filter, the layout): lib/swap-regions.ts. */}
      <div {...{ [SWAP_ATTR]: 'listing' }}>
        <ListingContent
          isPending={isPending}
          loadingText="Loading vehicles..."
          isEmpty={vehicles.length === 0}
          empty={empty}
        >
          {view === 'grid' ? (
            <ul className={gridClassName}>
              {vehicles.map((vehicle, i) => (
                // Cards off screen skip style, layout and paint until they come near (content-visibility), so
                // the first frame lays out one screen, not the whole grid; the page sets --card-h to a card's
                // usual height so the scrollbar is right before they render. Only the height: an intrinsic
                // width would become the grid column's minimum and widen the page past a phone's screen.
                <li
                  key={vehicle.id}
                  {...itemData?.(vehicle)}
                  className="grid [contain-intrinsic-block-size:auto_var(--card-h)] [content-visibility:auto]"
                >
                  {card(vehicle, i === 0)}
                </li>
              ))}
            </ul>
          ) : (
            <div>
              {vehicles.map((vehicle, i) => (
                <Fragment key={vehicle.id}>{row(vehicle, i === 0)}</Fragment>
              ))}
            </div>
          )}
        </ListingContent>
        {after}
      </div>
    </>
  );
}
