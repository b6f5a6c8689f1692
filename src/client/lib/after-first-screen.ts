import { DEFERRED_PRELOADS_ID } from '../../shared/page-chunks';

/**
 * Resolves once the first screen has been painted: after the next frame, or, when the page has a hero
 * image (the one image it marks `fetchpriority="high"`), after the frame that shows it. A tab opened in the
 * background gets no frames and an image may never arrive, so it resolves after a bounded wait regardless.
 */
export function afterFirstScreen({
  imageWaitMs = 2000,
  frameWaitMs = 500,
}: {
  imageWaitMs?: number;
  frameWaitMs?: number;
} = {}): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, frameWaitMs);
    };
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!hero || hero.complete) return painted();
    hero.addEventListener('load', painted, { once: true });
    hero.addEventListener('error', painted, { once: true });
    setTimeout(painted, imageWaitMs);
  });
}

/**
 * Moves the server's list of the page's chunks (`<link rel="modulepreload">` tags, inert inside a
 * `<template>`) into the head, where the browser fetches them alongside the app's own code.
 */
export function releaseDeferredPreloads() {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content);
  template.remove();
}
