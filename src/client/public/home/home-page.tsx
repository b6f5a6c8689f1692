import { BRAND } from '../../../shared/brand';
import { Fold } from '../../components/site/fold';
import type { HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import type { QueryClient, QueryOptions } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { BrandStrip } from './brand-strip';
import { CarShowcase } from './car-showcase';
import { EnquireSection } from './enquire-section';
import { HeaderStrip } from './header-strip';
import { HeroCarousel } from './hero-carousel';
import { HOME_LIST_SIZE } from './home-list-size';
import { Testimonials } from './testimonials';

// The sections that open or change something are islands (decision 0020); the strips and the testimonials
// only move, with plain DOM code of their own (0027); the car showcases are links only. The hero is the first screen's image: it
// swipes without script, and its code comes with the first touch.
const HeroIsland = island('hero', HeroCarousel, 'interaction');
const EnquireIsland = island('enquire', EnquireSection);

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
      <HeroIsland />
      <Fold />
      <Testimonials />
      <CarShowcase status="available" />
      <CarShowcase status="sold" />
      <BrandStrip />
      <EnquireIsland />
    </main>
  );
}
