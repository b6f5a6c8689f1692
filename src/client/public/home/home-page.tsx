import { BRAND } from '../../../shared/brand';
import { deferHydration } from '../../lib/defer-hydration';
import type { HeadFn } from '../../lib/head';
import type { QueryClient, QueryOptions } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { HeaderStrip } from './header-strip';
import { HeroCarousel } from './hero-carousel';
import { HOME_LIST_SIZE } from './home-list-size';

// Below the fold on every screen: their code loads when scrolled near, not with the page.
const Testimonials = deferHydration('testimonials', () =>
  import('./testimonials').then((m) => m.Testimonials),
);
const CarShowcase = deferHydration('car-showcase', () => import('./car-showcase').then((m) => m.CarShowcase));
const BrandStrip = deferHydration('brand-strip', () => import('./brand-strip').then((m) => m.BrandStrip));
const EnquireSection = deferHydration('enquire', () =>
  import('./enquire-section').then((m) => m.EnquireSection),
);
const DEFERRED = [Testimonials, CarShowcase, BrandStrip, EnquireSection];

/**
 * Each home section stands alone: if its read fails it shows what it shows for no data (hidden, or
 * the fallback slide and testimonial), rather than taking the whole page down. The fallback is cached
 * like a real answer so the server render and hydration agree.
 */
function prefetchOr<T>(queryClient: QueryClient, options: QueryOptions<T>, fallback: T) {
  return queryClient.fetchQuery(options).catch((error: unknown) => {
    console.warn(`Home: ${String(options.queryKey[0])} failed to load`, error);
    queryClient.setQueryData(options.queryKey, fallback);
  });
}

export const load = (queryClient: QueryClient) =>
  Promise.all([
    ...DEFERRED.map((section) => section.load()),
    prefetchOr(queryClient, queries.headerSlides(), []),
    prefetchOr(queryClient, queries.heroSlides(), []),
    prefetchOr(queryClient, queries.testimonials(), []),
    prefetchOr(queryClient, queries.testimonialSettings(), {
      backgroundImageUrl: null,
      backgroundColor: '#000000',
    }),
    prefetchOr(queryClient, queries.carsByStatus('available', HOME_LIST_SIZE), []),
    prefetchOr(queryClient, queries.carsByStatus('sold', HOME_LIST_SIZE), []),
    prefetchOr(queryClient, queries.brandLogos(), []),
  ]);

export const head: HeadFn = ({ queryClient }) => {
  // The dealer's own JSON-LD comes with every page (resolve-head); the home page adds its first hero image.
  const firstImage = queryClient
    .getQueryData(queries.heroSlides().queryKey)
    ?.find((s) => s.imageUrl)?.imageUrl;
  return { canonicalPath: '/', image: firstImage ?? undefined };
};

/** The home page, sections in SPEC §2 order (the top bar and footer come from the layout). */
export default function HomePage() {
  return (
    <main>
      <h1 className="sr-only">{BRAND.name}: luxury and performance cars, Sydney</h1>
      <HeaderStrip />
      <HeroCarousel />
      <Testimonials />
      <CarShowcase status="available" />
      <CarShowcase status="sold" />
      <BrandStrip />
      <EnquireSection />
    </main>
  );
}
