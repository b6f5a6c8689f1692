import type { Testimonial } from '../../../shared/schemas/content';
import { cn } from '../../components/ui/cn';
import { ArrowUpRight } from '../../components/ui/icons';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { SNAP_TRACK, SnapSlide } from '../../components/ui/use-snap-carousel';
import { behaviour } from '../../lib/island';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';

/**
 * A dot per testimonial: the button is the hit area, the dot inside is filled while its button is
 * `aria-current` (testimonials-motion.ts moves that mark, so the look follows it without a class change).
 */
const DOT_BUTTON = 'group inline-flex h-11 w-11 items-center justify-center';
const DOT = 'block h-2 w-2 rounded-full border bg-transparent transition-colors';
/** Dark dots on a light background, white ones on a dark background. */
const DARK_DOT = `${DOT} border-ink group-aria-[current=true]:bg-ink`;
const LIGHT_DOT = `${DOT} border-white group-aria-[current=true]:bg-white`;

export const DEFAULT_TESTIMONIAL: Testimonial = {
  id: 0,
  headline: 'Unmatched experience',
  quote:
    'From the first phone call to the moment the keys were in my hand, every detail was handled with care. No pressure, complete transparency, and a car delivered exactly as described. I would not buy a car any other way.',
  clientName: 'James Whitfield',
  clientTitle: 'Private collector, Mosman',
  vehicleName: 'Porsche 911 GT3 Touring',
  testimonialDate: null,
  reviewUrl: null,
  order: 0,
};

/** Relative luminance of a #rgb/#rrggbb colour, to keep text readable on any background staff choose. */
function isLight(hex: string): boolean {
  const h = hex.replace('#', '');
  const full =
    h.length === 3 || h.length === 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
}

/**
 * Client testimonials (SPEC §2): 900 px, dots when more than one, background from testimonial settings.
 * Sent as HTML only: the track is a native scroll-snap scroller that swipes without script, and the dots'
 * few lines of DOM code (testimonials-motion.ts) need no data and no React (decision 0027).
 */
export function Testimonials() {
  const { data } = useQuery(queries.testimonials());
  const { data: settings } = useQuery(queries.testimonialSettings());
  const items = data && data.length > 0 ? data : [DEFAULT_TESTIMONIAL];
  const many = items.length > 1;

  const image = settings?.backgroundImageUrl || null;
  const color = settings?.backgroundColor || '#000000';
  // A photograph is always dimmed, so text on it stays light; a plain colour decides for itself.
  const dark = !image && isLight(color);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className={cn(
        // SPEC §9: 900 px; smaller screens grow with the quote instead of clipping it.
        'relative flex min-h-[640px] flex-col justify-center overflow-hidden py-20 sm:min-h-[760px] lg:h-[900px] lg:py-16',
        dark ? 'text-ink' : 'text-white',
      )}
      style={{ backgroundColor: color }}
      {...(many ? behaviour('testimonials') : {})}
    >
      {image && (
        <>
          <ResponsiveImage
            src={image}
            alt=""
            width={1920}
            height={1080}
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-black/70" />
        </>
      )}
      <h2 id="testimonials-title" className="sr-only">
        Testimonials
      </h2>

      {/* A scroller with more than one slide is in the tab order: keyboard users scroll it with the arrows. */}
      <div data-track="" tabIndex={many ? 0 : undefined} className={cn('relative', SNAP_TRACK)}>
        {items.map((t, i) => (
          <SnapSlide
            key={t.id}
            index={i}
            count={items.length}
            inert={i !== 0}
            className="flex items-center justify-center px-6 sm:px-10"
          >
            <TestimonialCard testimonial={t} dark={dark} />
          </SnapSlide>
        ))}
      </div>

      {many && (
        <div className="relative mt-10 flex justify-center gap-1 lg:mt-14">
          {items.map((t, i) => (
            <button
              key={t.id}
              type="button"
              data-dot=""
              aria-label={`Go to testimonial ${i + 1}`}
              aria-current={i === 0 ? 'true' : undefined}
              className={DOT_BUTTON}
            >
              <span className={dark ? DARK_DOT : LIGHT_DOT} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function TestimonialCard({ testimonial: t, dark }: { testimonial: Testimonial; dark: boolean }) {
  const muted = dark ? 'text-ink/75' : 'text-white/75';
  const details = [t.clientTitle, t.vehicleName, t.testimonialDate].filter(Boolean);
  return (
    <figure className="mx-auto flex max-w-4xl flex-col items-center text-center">
      <p
        className={cn(
          'text-[10px] font-medium uppercase tracking-[0.36em]',
          dark ? 'text-ink' : 'text-accent',
        )}
      >
        Client Stories
      </p>
      <span
        aria-hidden="true"
        className={cn(
          'mt-8 font-serif text-7xl leading-none sm:text-8xl',
          dark ? 'text-ink/30' : 'text-accent/60',
        )}
      >
        “
      </span>
      {t.headline && (
        <h3 className="mt-2 text-2xl font-extralight uppercase tracking-[0.2em] sm:text-4xl">{t.headline}</h3>
      )}
      <blockquote
        className={cn(
          'mt-8 line-clamp-[10] text-lg leading-relaxed font-light sm:text-xl lg:text-2xl lg:leading-relaxed',
          dark ? 'text-ink/90' : 'text-white/90',
        )}
      >
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="mt-10 grid gap-2">
        <span className="text-xs font-medium uppercase tracking-[0.3em]">{t.clientName}</span>
        {details.length > 0 && <span className={cn('text-sm', muted)}>{details.join(' · ')}</span>}
        {t.reviewUrl && (
          <a
            href={t.reviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'mt-2 inline-flex items-center justify-center gap-1.5 text-[11px] font-medium uppercase tracking-[0.24em] underline-offset-4 hover:underline',
              dark ? 'text-ink' : 'text-accent',
            )}
          >
            Read the review
            <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" strokeWidth={1.5} />
          </a>
        )}
      </figcaption>
    </figure>
  );
}
