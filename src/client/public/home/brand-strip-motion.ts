import type { Behaviour } from '../../lib/island-runtime';

/** SPEC §9: the logo list is shown three times; the loop (site-theme.css) moves it by one third. */
export const LOGO_REPEATS = 3;

/**
 * Starts the logo strip (brand-strip.tsx): the list the server sent once is repeated, the repeats hidden from
 * assistive tech, and the list marked moving, which starts its CSS loop.
 */
export const moveLogos: Behaviour = (section) => {
  const list = section.querySelector('ul');
  if (!list) return () => {};
  const logos = [...list.children];
  const repeats = Array.from({ length: LOGO_REPEATS - 1 }, () =>
    logos.map((logo) => {
      const copy = logo.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      return copy;
    }),
  ).flat();
  list.append(...repeats);
  list.setAttribute('data-moving', '');
  return () => {
    for (const copy of repeats) copy.remove();
    list.removeAttribute('data-moving');
  };
};
