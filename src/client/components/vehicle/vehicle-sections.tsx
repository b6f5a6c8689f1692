import type { ReactNode } from 'react';
import { FeatureList } from './spec-list';

/** Sections of a vehicle's own page that a car and a hire car show alike. */

export const EYEBROW = 'text-[11px] font-medium uppercase tracking-[0.3em] text-accent';
export const SECTION_TITLE = 'text-xl font-light uppercase tracking-[0.18em]';

/** The page's title: the year above the make and model, the one h1 of a car's and a hire car's page. */
export function VehicleHeading({ vehicle }: { vehicle: { year: number; make: string; model: string } }) {
  return (
    <header>
      <p className={EYEBROW}>{vehicle.year}</p>
      <h1 className="mt-3 text-3xl font-light uppercase leading-tight tracking-[0.12em] sm:text-4xl">
        {vehicle.make} {vehicle.model}
      </h1>
    </header>
  );
}

/**
 * The description (its line breaks kept) beside the features, under a rule; nothing when neither is
 * filled. `idPrefix` names the headings the sections are labelled by.
 */
export function DescriptionAndFeatures({
  vehicle,
  idPrefix,
}: {
  vehicle: { description: string; features: readonly string[] };
  idPrefix: string;
}) {
  const { description, features } = vehicle;
  if (!description && features.length === 0) return null;
  return (
    <div className="mt-16 grid gap-12 border-t border-line pt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
      {description && (
        <section aria-labelledby={`${idPrefix}-description`}>
          <h2 id={`${idPrefix}-description`} className={SECTION_TITLE}>
            Description
          </h2>
          <p className="mt-6 whitespace-pre-line text-sm leading-relaxed text-mist sm:text-base">
            {description}
          </p>
        </section>
      )}
      {features.length > 0 && (
        <section aria-labelledby={`${idPrefix}-features`}>
          <h2 id={`${idPrefix}-features`} className={SECTION_TITLE}>
            Features
          </h2>
          <FeatureList features={features} className="mt-6 gap-3" />
        </section>
      )}
    </div>
  );
}

/**
 * "You may also like": up to four vehicle cards, a swipeable row on phones (four stacked cards would be
 * a long scroll; the scroll padding keeps a snapped card off the screen's edge) and a grid from tablets
 * up. Nothing when there are none.
 */
export function SimilarVehicles<T extends { id: number }>({
  id,
  title,
  items,
  card,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  items: readonly T[];
  card: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-16 border-t border-line pt-10">
      <p className={EYEBROW}>You may also like</p>
      <h2 id={id} className={`mt-3 ${SECTION_TITLE}`}>
        {title}
      </h2>
      <ul className="-mx-6 mt-8 flex snap-x snap-mandatory scroll-px-6 gap-4 overflow-x-auto px-6 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="grid w-[78%] shrink-0 snap-start sm:w-auto">
            {card(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
