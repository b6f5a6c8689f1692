import { useMemo } from 'react';
import { GroupArrow } from '../../components/ui/button';
import { fixedHead } from '../../lib/head';
import { Link } from '../../lib/navigation';
import { type QueryClient, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import { ListingContent, PageIntro, PublicPage } from '../components/public-page';
import { ServiceImage } from './service-image';

export const load = (queryClient: QueryClient) => ensureQueryDataOr(queryClient, queries.serviceItems(), []);

export const head = fixedHead(
  'Services',
  'Sales, consignment, acquisitions, finance and luxury car hire: how our Sydney team helps you buy, sell and drive exceptional cars.',
);

export default function ServicesPage() {
  const { data, isPending } = useQuery(queries.serviceItems());
  const services = useMemo(() => [...(data ?? [])].sort((a, b) => a.order - b.order), [data]);

  return (
    <PublicPage
      eyebrow="What We Do"
      title="Our Services"
      headerClassName="border-b border-line pb-10 sm:pb-14"
      intro={
        <PageIntro>
          Whether you are buying, selling or simply want to drive something special, one team handles every
          detail with the discretion a fine car deserves.
        </PageIntro>
      }
    >
      <ListingContent
        isPending={isPending}
        loadingText="Loading services..."
        isEmpty={services.length === 0}
        empty={
          <p className="border border-line px-6 py-24 text-center text-base font-light tracking-[0.08em] sm:text-lg">
            No services available at the moment.
          </p>
        }
      >
        <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, i) => (
            <li key={service.id}>
              <article className="group relative flex h-full flex-col has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-accent">
                <div className="aspect-[3/2] overflow-hidden bg-ink-3">
                  <ServiceImage
                    src={service.imageUrl}
                    alt={service.title}
                    sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
                    priority={i === 0}
                    className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                  />
                </div>
                <p className="mt-6 text-[11px] font-medium tabular-nums tracking-[0.3em] text-accent">
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h2 className="mt-3 text-lg font-light uppercase tracking-[0.16em]">{service.title}</h2>
                <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-mist">{service.description}</p>
                <Link
                  to={`/services/${service.id}`}
                  className="mt-6 inline-flex items-center gap-3 self-start border-b border-white/30 pb-1 text-[11px] uppercase tracking-[0.25em] transition-colors after:absolute after:inset-0 after:content-[''] hover:border-accent focus-visible:outline-none group-hover:border-accent"
                >
                  {/* Visible text stays "Learn More"; the hidden words make the link make sense on its own. */}
                  <span>
                    Learn More<span className="sr-only"> about {service.title}</span>
                  </span>
                  <GroupArrow className="h-3.5 w-3.5" strokeWidth={2} />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </ListingContent>
    </PublicPage>
  );
}
