import type { Behaviour } from '../../lib/island-runtime';

/**
 * Brings the testimonials carousel (testimonials.tsx) to life. Its track is a native scroll-snap scroller, so
 * swiping needs no script; this marks the testimonial in view (the others inert, out of the tab order and
 * hidden from assistive tech, and its dot current) and makes each dot scroll to its testimonial. The two
 * lines of slide arithmetic repeat use-snap-carousel.tsx's on purpose: a module shared with it becomes a
 * chunk of its own (one more request on every page with an island) or brings the islands' shared chunk here.
 */
export const moveTestimonials: Behaviour = (section) => {
  const track = section.querySelector<HTMLElement>('[data-track]');
  const dots = [...section.querySelectorAll<HTMLElement>('[data-dot]')];
  if (!track || dots.length < 2) return () => {};
  const slides = [...track.children] as HTMLElement[];

  const show = (index: number) => {
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  let frame = 0;
  const onScroll = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (track.clientWidth === 0) return;
      show(Math.min(slides.length - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    });
  };
  const onClick = (event: MouseEvent) => {
    const index = dots.findIndex((dot) => dot.contains(event.target as Node));
    if (index < 0) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: index * track.clientWidth, behavior: reduced ? 'instant' : 'smooth' });
  };

  track.addEventListener('scroll', onScroll, { passive: true });
  section.addEventListener('click', onClick);
  return () => {
    track.removeEventListener('scroll', onScroll);
    section.removeEventListener('click', onClick);
    cancelAnimationFrame(frame);
  };
};
