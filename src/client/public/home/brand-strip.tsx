import { ResponsiveImage } from '../../components/ui/responsive-image';
import { behaviour } from '../../lib/island';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';

/**
 * The partner brand strip (SPEC §9: the list three times, scrolling left in a 30 s loop); paused under the
 * pointer, still for visitors who prefer reduced motion. The server sends the list once and the strip stands
 * still until its code (`brand-strip-motion.ts`, plain DOM: nothing here re-renders) adds the repeats and
 * marks the list moving: the repeats would be a fifth of the home page's HTML (issue 18), and the section is
 * below the fold, started as it comes near (decision 0027).
 */
export function BrandStrip() {
  const { data: logos = [] } = useQuery(queries.brandLogos());
  if (logos.length === 0) return null;

  return (
    <section
      aria-labelledby="network-title"
      className="border-y border-white/10 bg-ink py-16 sm:py-20"
      {...behaviour('brand-strip')}
    >
      <h2
        id="network-title"
        className="mx-auto max-w-2xl px-6 text-center text-sm font-light tracking-[0.18em] text-white/85 sm:text-base"
      >
        A network built on experience, reliability, and results.
      </h2>
      <div className="group mt-12 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)] motion-reduce:overflow-x-auto">
        <ul className="flex w-max data-moving:animate-[marquee_30s_linear_infinite] group-hover:data-moving:[animation-play-state:paused] motion-reduce:data-moving:animate-none">
          {logos.map((logo) => (
            <li
              key={logo.id}
              className="flex h-20 w-44 shrink-0 items-center justify-center px-6 sm:w-60 sm:px-10"
            >
              {logo.imageUrl ? (
                <ResponsiveImage
                  src={logo.imageUrl}
                  alt={logo.name}
                  width={240}
                  height={96}
                  // At most the box's content width (sm:w-60 less sm:px-10 on each side): the 480 px variant
                  // covers it on a screen of three device pixels per pixel.
                  sizes="160px"
                  className="max-h-12 w-auto max-w-full object-contain opacity-70 grayscale transition-opacity duration-300 hover:opacity-100"
                />
              ) : (
                <span className="text-sm font-light uppercase tracking-[0.3em] text-white/70">
                  {logo.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
