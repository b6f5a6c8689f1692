import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { HeadFn } from '../../lib/head';
import { queries } from '../../lib/queries';
import { ServiceImage } from './service-image';

/** SPEC §8: a failed load is not shown to visitors; they see the empty state instead. */
export async function load(queryClient: QueryClient) {
  const query = queries.serviceItems();
  await queryClient.ensureQueryData(query).catch(() => queryClient.setQueryData(query.queryKey, []));
}

export const head: HeadFn = () => ({
  title: 'Services',
  description:
    'Sales, consignment, acquisitions, finance and luxury car hire: how our Sydney team helps you buy, sell and drive exceptional cars.',
});

export default function ServicesPage() {
  const { data, isPending } = useQuery(queries.serviceItems());
  const services = useMemo(() => [...(data ?? [])].sort((a, b) => a.order - b.order), [data]);

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto max-w-7xl px-6 lg:px-10">
        <header className="border-b border-line pb-10 sm:pb-14">
          <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">What We Do</p>
          <h1 className="mt-4 text-3xl font-light uppercase tracking-[0.18em] sm:text-5xl">Our Services</h1>
          <p className="mt-5 max-w-2xl text-sm leading-relaxed text-mist sm:text-base">
            Whether you are buying, selling or simply want to drive something special, one team handles every
            detail with the discretion a fine car deserves.
          </p>
        </header>

        <div className="mt-10 sm:mt-14">
          {isPending ? (
            <p role="status" className="py-24 text-center text-sm uppercase tracking-[0.25em] text-mist">
              Loading services...
            </p>
          ) : services.length === 0 ? (
            <p className="border border-line px-6 py-24 text-center text-base font-light tracking-[0.08em] sm:text-lg">
              No services available at the moment.
            </p>
          ) : (
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
                    <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-mist">
                      {service.description}
                    </p>
                    <Link
                      to={`/services/${service.id}`}
                      className="mt-6 inline-flex items-center gap-3 self-start border-b border-white/30 pb-1 text-[11px] uppercase tracking-[0.25em] transition-colors after:absolute after:inset-0 after:content-[''] hover:border-accent focus-visible:outline-none group-hover:border-accent"
                    >
                      {/* Visible text stays "Learn More"; the hidden words make the link make sense on its own. */}
                      <span>
                        Learn More<span className="sr-only"> about {service.title}</span>
                      </span>
                      <ArrowRight
                        className="h-3.5 w-3.5 transition-transform group-hover:translate-x-1"
                        aria-hidden="true"
                      />
                    </Link>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </main>
  );
}
