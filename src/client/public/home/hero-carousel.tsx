import { useEffect, useRef, useState } from 'react';
import { BRAND } from '../../../shared/brand';
import type { HeroSlide } from '../../../shared/schemas/content';
import { DrawerButton } from '../../components/site/drawer-button';
import { buttonClass, GroupArrow } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ChevronLeft, ChevronRight, Play } from '../../components/ui/icons';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { SNAP_TRACK, SnapDots, SnapSlide, useSnapCarousel } from '../../components/ui/use-snap-carousel';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { useHydrated } from '../../lib/use-hydrated';
import { SiteLink } from './site-link';
import { useReducedMotion } from './use-reduced-motion';
import { videoSource } from './video-source';

export const FALLBACK_HERO_SLIDE: HeroSlide = {
  id: 0,
  title: 'THE SMART WAY TO BUY OR SELL A LUXURY CAR',
  description:
    'Prestige Motor Co. is a licensed Sydney dealer of luxury and performance vehicles. Buy, sell, consign, source, hire or finance with specialists who know these cars inside out.',
  mediaType: 'image',
  imageUrl: null,
  videoUrl: null,
  hasOverlay: 1,
  buttonText: 'Enquire Now',
  buttonLink: '#contact',
  order: 0,
};

/** SPEC §9: 900 px at desktop; phones get a shorter frame so the next section is still hinted at. */
const HEIGHT = 'h-[620px] sm:h-[760px] lg:h-[900px]';
const SLIDE_DOTS = {
  button: 'group flex h-11 items-center',
  dot: 'block h-px transition-all duration-500',
  current: 'w-12 bg-white',
  other: 'w-6 bg-white/40 group-hover:bg-white/80',
};

/** The main slider (SPEC §2): looping, one slide per view; images, video-sharing embeds or video files. */
export function HeroCarousel() {
  const { data } = useQuery(queries.heroSlides());
  const slides = data && data.length > 0 ? data : [FALLBACK_HERO_SLIDE];
  const many = slides.length > 1;
  const reducedMotion = useReducedMotion();
  const { trackProps, dotsProps, selected, next, prev } = useSnapCarousel(slides.length);
  const [inView, setInView] = useState(false);
  const section = useRef<HTMLElement>(null);
  // Only the first slide's media is in the server's HTML. The others sit beside it in the scroller, where
  // Chromium's lazy loading counts them as near and fetches them all with the page, competing with the one
  // image a visitor sees; they are added once the page has hydrated, long before anyone can swipe to them.
  const hydrated = useHydrated();

  useEffect(() => {
    const el = section.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      threshold: 0.25,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label="Featured"
      className={cn('relative overflow-hidden bg-ink', HEIGHT)}
      onKeyDown={(e) => {
        if (!many || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
        // One slide per key press, wrapping around, instead of the scroller's own arrow-key scrolling.
        e.preventDefault();
        if (e.key === 'ArrowLeft') prev();
        else next();
      }}
    >
      <div {...trackProps} className={cn('h-full', SNAP_TRACK)}>
        {slides.map((slide, i) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            index={i}
            count={slides.length}
            active={i === selected}
            withMedia={i === 0 || hydrated}
            playable={i === selected && inView && !reducedMotion}
          />
        ))}
      </div>

      {many && (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 z-20">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 pb-7 sm:px-10 lg:pb-10">
            <div className="pointer-events-auto flex items-center gap-2">
              <SnapDots {...dotsProps} label={(i) => `Go to slide ${i + 1}`} look={SLIDE_DOTS} />
            </div>
            <div className="pointer-events-auto flex items-center gap-4">
              <p
                aria-hidden="true"
                className="text-[11px] font-medium tracking-[0.24em] text-white/80 tabular-nums"
              >
                {String(selected + 1).padStart(2, '0')} / {String(slides.length).padStart(2, '0')}
              </p>
              {[
                { label: 'Previous slide', onClick: prev, Icon: ChevronLeft },
                { label: 'Next slide', onClick: next, Icon: ChevronRight },
              ].map(({ label, onClick, Icon }) => (
                <button
                  key={label}
                  type="button"
                  aria-label={label}
                  onClick={onClick}
                  className="inline-flex h-11 w-11 items-center justify-center border border-white/30 text-white transition-colors hover:border-white hover:bg-white hover:text-ink"
                >
                  <Icon className="h-4 w-4" aria-hidden="true" strokeWidth={1.5} />
                </button>
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

function HeroSlideView({
  slide,
  index,
  count,
  active,
  withMedia,
  playable,
}: {
  slide: HeroSlide;
  index: number;
  count: number;
  active: boolean;
  withMedia: boolean;
  playable: boolean;
}) {
  return (
    <SnapSlide
      index={index}
      count={count}
      inert={!active}
      // Sized by the track, so a slide out of view can skip its layout and paint until it scrolls near.
      className="relative h-full overflow-hidden [container-type:size] [content-visibility:auto]"
    >
      {withMedia ? (
        <SlideMedia slide={slide} priority={index === 0} playable={playable} />
      ) : (
        <StudioBackdrop />
      )}

      {slide.hasOverlay === 1 && (
        <>
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[linear-gradient(to_top,rgba(0,0,0,0.88)_0%,rgba(0,0,0,0.55)_45%,rgba(0,0,0,0.25)_100%)]"
          />
          <SlideCaption slide={slide} />
        </>
      )}
    </SnapSlide>
  );
}

/** The slide's words over its darkened foot: the eyebrow, title, description and call to action. */
function SlideCaption({ slide }: { slide: HeroSlide }) {
  const link = slide.buttonLink?.trim() || '#contact';
  const buttonText = slide.buttonText?.trim() || 'Enquire Now';
  const ctaClass = buttonClass('primary', 'lg', 'group px-9');
  const cta = (
    <>
      {buttonText}
      <GroupArrow className="h-4 w-4" />
    </>
  );

  return (
    <div className="absolute inset-x-0 bottom-0 z-10">
      <div className="mx-auto max-w-7xl px-6 pb-28 sm:px-10 sm:pb-32 lg:pb-40">
        <div className="max-w-4xl">
          <p className="flex items-center gap-4 text-[10px] font-medium uppercase tracking-[0.36em] text-accent">
            <span aria-hidden="true" className="h-px w-10 bg-accent" />
            {BRAND.name} · Sydney
          </p>
          <h2 className="mt-6 text-[2rem] leading-[1.08] font-extralight uppercase tracking-[0.1em] text-balance sm:text-5xl lg:text-[4.25rem]">
            {slide.title}
          </h2>
          <p className="mt-6 max-w-2xl text-sm leading-relaxed text-white/85 sm:text-base lg:text-lg lg:leading-relaxed">
            {slide.description}
          </p>
          <div className="mt-10">
            {link === '#contact' ? (
              <DrawerButton className={ctaClass}>{cta}</DrawerButton>
            ) : (
              <SiteLink href={link} className={ctaClass}>
                {cta}
              </SiteLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

const cover = 'absolute inset-0 h-full w-full object-cover';

function SlideMedia({
  slide,
  priority,
  playable,
}: {
  slide: HeroSlide;
  priority: boolean;
  playable: boolean;
}) {
  if (slide.mediaType === 'video' && slide.videoUrl) {
    return (
      <SlideVideo url={slide.videoUrl} poster={slide.imageUrl} title={slide.title} playable={playable} />
    );
  }
  if (slide.imageUrl) {
    return (
      <ResponsiveImage
        src={slide.imageUrl}
        alt={slide.title}
        width={1920}
        height={1080}
        priority={priority}
        className={cover}
      />
    );
  }
  return <StudioBackdrop />;
}

/** The look of a slide without media: a dark studio with a single warm light. */
function StudioBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[radial-gradient(60%_55%_at_72%_28%,rgba(201,169,110,0.22)_0%,rgba(201,169,110,0.05)_45%,transparent_70%),radial-gradient(120%_80%_at_50%_120%,#1c1c1c_0%,#0a0a0a_60%)]"
    >
      <div className="absolute inset-x-0 top-[58%] h-px bg-gradient-to-r from-transparent via-white/15 to-transparent" />
    </div>
  );
}

function SlideVideo({
  url,
  poster,
  title,
  playable,
}: {
  url: string;
  poster: string | null;
  title: string;
  playable: boolean;
}) {
  const source = videoSource(url);
  const [requested, setRequested] = useState(false);
  const [embedLoaded, setEmbedLoaded] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // Embeds are heavy: the player loads once its slide is on screen, or when asked for.
  useEffect(() => {
    if (playable) setEmbedLoaded(true);
  }, [playable]);
  const showEmbed = embedLoaded || requested;

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (playable || requested) el.play().catch(() => {});
    else el.pause();
  }, [playable, requested]);

  if (source.kind === 'file') {
    return (
      <>
        <video
          ref={video}
          className={cover}
          src={source.url}
          poster={poster ?? undefined}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={title}
        />
        {!playable && !requested && <PlayButton onClick={() => setRequested(true)} />}
      </>
    );
  }

  const posterUrl = poster ?? source.posterUrl;
  return (
    <>
      {posterUrl ? (
        <ResponsiveImage src={posterUrl} alt={title} width={1920} height={1080} className={cover} />
      ) : (
        <StudioBackdrop />
      )}
      {showEmbed ? (
        <div className="pointer-events-none absolute inset-0 overflow-hidden">
          <iframe
            src={source.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            tabIndex={-1}
            className="absolute left-1/2 top-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0"
          />
        </div>
      ) : (
        <PlayButton onClick={() => setRequested(true)} />
      )}
    </>
  );
}

function PlayButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Play video"
      className="absolute left-1/2 top-[38%] z-10 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-white/50 bg-black/30 text-white backdrop-blur-sm transition-colors hover:bg-white hover:text-ink"
    >
      <Play className="ml-0.5 h-5 w-5" aria-hidden="true" strokeWidth={1.5} />
    </button>
  );
}
