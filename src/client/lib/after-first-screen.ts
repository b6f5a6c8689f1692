import { DEFERRED_PRELOADS_ID, HERO_TIMING } from '../../shared/page-chunks';

/** Whether this browser reports when an element marked `elementtiming` is first presented (Chromium). */
const reportsElementTiming = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element');

/**
 * Resolves once the first screen has been presented: after the next frame, or, when the page has a hero
 * image (the one image it marks `fetchpriority="high"`), once that image is on screen. A tab opened in the
 * background gets no frames and an image may never arrive, so it resolves after a bounded wait regardless.
 *
 * Where the browser reports the hero's own presentation (Element Timing), that report is what counts: a
 * frame requested after the image's `load` can run before the image is decoded and shown, and code fetched
 * then competes with it (issue 18: Lighthouse counted the app's whole download towards the largest paint).
 * Elsewhere the hero is decoded first, then a frame is awaited.
 */
export function afterFirstScreen({
  imageWaitMs = 2000,
  paintWaitMs = 1000,
}: {
  imageWaitMs?: number;
  paintWaitMs?: number;
} = {}): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const nextFrame = () => requestAnimationFrame(() => setTimeout(done, 0));
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!hero) return nextFrame();
    setTimeout(done, imageWaitMs);
    if (reportsElementTiming() && hero.getAttribute('elementtiming') === HERO_TIMING) {
      observer = new PerformanceObserver((list) => {
        if (
          list
            .getEntries()
            .some((entry) => (entry as PerformanceEntry & { element?: Element }).element === hero)
        )
          setTimeout(done, 0);
      });
      observer.observe({ type: 'element', buffered: true });
      // An image that fails to load is never presented.
      hero.addEventListener('error', nextFrame, { once: true });
      return;
    }
    const shown = () => {
      setTimeout(done, paintWaitMs);
      hero.decode().then(nextFrame, nextFrame);
    };
    if (hero.complete) shown();
    else {
      hero.addEventListener('load', shown, { once: true });
      hero.addEventListener('error', nextFrame, { once: true });
    }
  });
}

/**
 * Moves the server's list of the page's chunks (`<link rel="modulepreload">` tags, inert inside a
 * `<template>`) into the head, where the browser fetches them alongside the app's own code. One link a
 * task: Chromium starts each fetch on the main thread, and the whole list at once held it for 20 to 35 ms
 * on a phone-class CPU, the longest task before hydration (issue 18, /hire's total blocking time).
 */
export async function releaseDeferredPreloads() {
  const template = document.getElementById(DEFERRED_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  template.remove();
  for (const link of links) {
    document.head.append(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
