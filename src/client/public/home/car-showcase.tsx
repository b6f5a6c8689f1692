import { formatMileage, formatPrice, vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { Badge } from '../../components/ui/badge';
import { GroupArrow } from '../../components/ui/button';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Link } from '../../lib/navigation';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { HOME_LIST_SIZE } from './home-list-size';

const sections = {
  available: {
    id: 'featured-listings',
    eyebrow: 'Current inventory',
    title: 'FEATURED LISTINGS',
    badge: 'FOR SALE',
    viewAll: '/cars',
    details: (car: Car) => `/cars?carId=${car.id}`,
  },
  sold: {
    id: 'flagship-sales',
    eyebrow: 'Recently delivered',
    title: 'FLAGSHIP SALES',
    badge: 'SOLD',
    viewAll: '/cars?status=sold',
    details: (car: Car) => `/cars?carId=${car.id}&status=sold`,
  },
} as const;

/** FEATURED LISTINGS (available cars) or FLAGSHIP SALES (sold cars); hidden when there are none. */
export function CarShowcase({ status }: { status: 'available' | 'sold' }) {
  const s = sections[status];
  const { data: cars, isPending } = useQuery(queries.carsByStatus(status, HOME_LIST_SIZE));
  if (!isPending && (!cars || cars.length === 0)) return null;

  return (
    <section aria-labelledby={s.id} className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6 sm:px-10">
        <div className="flex flex-wrap items-end justify-between gap-6 border-b border-white/10 pb-8">
          <div>
            <p className="text-[10px] font-medium uppercase tracking-[0.36em] text-accent">{s.eyebrow}</p>
            <h2 id={s.id} className="mt-4 text-2xl font-extralight tracking-[0.24em] sm:text-4xl">
              {s.title}
            </h2>
          </div>
          <Link
            to={s.viewAll}
            className="group inline-flex items-center gap-3 py-2 text-[11px] font-medium uppercase tracking-[0.24em] text-white/85 transition-colors hover:text-white"
          >
            View All
            <GroupArrow className="h-4 w-4 text-accent" />
          </Link>
        </div>

        {isPending ? (
          <p className="py-16 text-center text-sm tracking-[0.2em] text-mist uppercase">
            Loading vehicles...
          </p>
        ) : (
          <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {cars!.slice(0, HOME_LIST_SIZE).map((car) => (
              <li key={car.id} className="grid">
                <CarCard car={car} badge={s.badge} href={s.details(car)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CarCard({ car, badge, href }: { car: Car; badge: string; href: string }) {
  const image = car.images[0];
  const title = vehicleTitle(car);
  const facts = [formatMileage(car.mileage), car.transmission, car.fuelType].filter(Boolean);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-3">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={title}
            width={1200}
            height={900}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition-transform duration-[1200ms] ease-out group-hover:scale-[1.04]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-[radial-gradient(circle_at_50%_40%,#262626_0%,#141414_70%)]">
            <span className="text-[11px] font-medium uppercase tracking-[0.32em] text-mist">No Image</span>
          </div>
        )}
        <Badge tone={badge === 'SOLD' ? 'dark' : 'light'} className="absolute left-4 top-4">
          {badge}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col pt-6">
        <h3 className="text-base font-light uppercase tracking-[0.16em] sm:text-lg">{title}</h3>
        <p className="mt-2 mb-5 text-xs uppercase tracking-[0.16em] text-mist">{facts.join(' · ')}</p>
        {/* Pinned to the bottom so prices line up across a row even when a title wraps. */}
        <div className="mt-auto flex items-center justify-between gap-4 border-t border-white/10 pt-5">
          <p className="text-lg font-light tracking-[0.06em]">
            {badge === 'SOLD' ? <span className="text-mist">Sold</span> : formatPrice(car.price)}
          </p>
          {/* The link covers the whole card, so the image and title are part of one tap target. */}
          <Link
            to={href}
            className="inline-flex items-center gap-2 text-[11px] font-medium uppercase tracking-[0.24em] text-white after:absolute after:inset-0 after:content-['']"
          >
            View Details
            <span className="sr-only">: {title}</span>
            <GroupArrow className="h-4 w-4 text-accent" />
          </Link>
        </div>
      </div>
    </article>
  );
}
