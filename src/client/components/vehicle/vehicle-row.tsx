import type { ReactNode } from 'react';
import { VehicleName } from './vehicle-card';

/** Photo sizes of a list row: the media column is about 7/12 of the content width from `lg` up. */
export const ROW_IMAGE_SIZES = '(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw';

/** A vehicle in a listing's list view: its photos beside the name, then whatever the listing shows. */
export function VehicleRow({
  vehicle,
  media,
  children,
}: {
  vehicle: { year: number; make: string; model: string };
  media: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="grid gap-6 border-t border-line py-10 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:py-14">
      {media}
      <div className="flex flex-col">
        <h2 className="text-xl font-light uppercase leading-snug tracking-[0.14em] sm:text-2xl">
          <VehicleName vehicle={vehicle} />
        </h2>
        {children}
      </div>
    </article>
  );
}
