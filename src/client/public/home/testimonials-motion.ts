import { scrollToSlide, slideInView } from '../../components/ui/snap-track';
import type { Behaviour } from '../../lib/island-runtime';

/**
 * Brings the testimonials carousel (testimonials.tsx) to life. Its track is a native scroll-snap scroller, so
 * swiping needs no script; this marks the testimonial in view (the others inert, out of the tab order and
 * hidden from assistive tech, and its dot current) and makes each dot scroll to its testimonial.
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
      const index = slideInView(track, slides.length);
      if (index !== null) show(index);
    });
  };
  const onClick = (event: MouseEvent) => {
    const index = dots.findIndex((dot) => dot.contains(event.target as Node));
    if (index >= 0) scrollToSlide(track, index);
  };

  track.addEventListener('scroll', onScroll, { passive: true });
  section.addEventListener('click', onClick);
  return () => {
    track.removeEventListener('scroll', onScroll);
    section.removeEventListener('click', onClick);
    cancelAnimationFrame(frame);
  };
};
