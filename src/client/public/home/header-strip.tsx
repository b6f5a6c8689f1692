import type { CSSProperties } from 'react';
import { BRAND } from '../../../shared/brand';
import type { HeaderSlide } from '../../../shared/schemas/content';
import { GroupArrow } from '../../components/ui/button';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { behaviour } from '../../lib/island';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { SiteLink } from './site-link';

/**
 * The header card strip (SPEC §2): a row of links, sent once. Its motion (the endless auto-scroll, the
 * pause under the pointer, dragging) is plain DOM code, `header-strip-motion.ts`, started once the first
 * screen is painted and idle: the strip has nothing to re-render, so it loads no React (decision 0027).
 */
export function HeaderStrip() {
  const { data: slides = [] } = useQuery(queries.headerSlides());
  if (slides.length === 0) return null;

  return (
    <section
      aria-label="Highlights"
      className="border-b border-white/10 bg-ink-2"
      {...behaviour('header-strip', 'idle')}
    >
      <div className="flex flex-col sm:flex-row">
        <p className="flex shrink-0 items-center gap-3 whitespace-nowrap border-b border-white/10 px-6 py-2.5 text-[10px] font-medium uppercase tracking-[0.32em] text-white/85 sm:border-r sm:border-b-0 sm:px-10">
          <span aria-hidden="true" className="relative flex h-1.5 w-1.5">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-accent/70 motion-reduce:hidden" />
            <span className="relative inline-flex h-1.5 w-1.5 rounded-full bg-accent" />
          </span>
          {BRAND.availability}
        </p>
        <div
          data-strip-scroller=""
          className="no-scrollbar flex min-w-0 flex-1 cursor-grab overflow-x-auto overscroll-x-contain select-none data-[dragging=true]:cursor-grabbing"
          style={{ '--strip-count': slides.length } as CSSProperties}
        >
          {slides.map((slide, i) => (
            <StripCard key={slide.id} slide={slide} eager={i < 3} />
          ))}
        </div>
      </div>
    </section>
  );
}

function StripCard({ slide, eager }: { slide: HeaderSlide; eager: boolean }) {
  return (
    <div
      // Cards out of view (most of them once the motion has repeated the list) skip layout and paint until
      // scrolled near; the width is fixed and the height reserved, so nothing moves when they render.
      className="w-[max(19rem,calc(100%/var(--strip-count)))] shrink-0 border-r border-white/10 [content-visibility:auto] [contain-intrinsic-height:auto_7rem] sm:[contain-intrinsic-height:auto_8rem]"
    >
      <SiteLink
        href={slide.href}
        draggable={false}
        className="group flex h-28 items-stretch gap-4 p-3 pr-5 transition-colors hover:bg-white/[0.03] sm:h-32"
      >
        <span className="relative aspect-square h-full shrink-0 overflow-hidden bg-ink-3">
          <ResponsiveImage
            src={slide.imageUrl}
            alt={slide.title}
            width={240}
            height={240}
            sizes="120px"
            loading={eager ? 'eager' : 'lazy'}
            draggable={false}
            className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
          />
        </span>
        <span className="flex min-w-0 flex-col justify-center gap-1">
          <span className="truncate text-[12px] font-medium uppercase tracking-[0.2em] text-white">
            {slide.title}
          </span>
          <span className="line-clamp-2 text-xs leading-snug text-mist">{slide.description}</span>
          <span className="mt-1 inline-flex items-center gap-2 text-[10px] font-medium uppercase tracking-[0.24em] text-accent">
            {slide.buttonText}
            <GroupArrow className="h-3 w-3" strokeWidth={1.75} />
          </span>
        </span>
      </SiteLink>
    </div>
  );
}
