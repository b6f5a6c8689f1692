/**
 * When an `idle` island or behaviour starts (lib/island-runtime.ts, decision 0020): after the first screen
 * has been presented and the browser has a quiet moment. Returns a timer that clearTimeout cancels.
 */
export function whenIdle(callback: () => void): number {
  // After the load event, the first screen's paint and a quiet moment: an idle island must not compete with
  // the first screen. A loaded image is not yet a painted one: the first screen's own (fetchpriority=high,
  // the hero) are decoded first, and where the browser reports it, the element marked `elementtiming` is
  // waited for until it has been presented (at most 3 s); then two frames and an idle moment.
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 200);
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(idle));
  const run = () => {
    const firstScreen = [...document.images].filter((image) => image.fetchPriority === 'high');
    void Promise.all([
      ...firstScreen.map((image) => image.decode().catch(() => {})),
      markedElementPresented(),
    ]).then(painted);
  };
  if (document.readyState === 'complete') return window.setTimeout(run, 0);
  window.addEventListener('load', () => window.setTimeout(run, 0), { once: true });
  return -1;
}

/** Resolves once the page's `elementtiming` element has been presented (Chromium reports it), or at once. */
function markedElementPresented(): Promise<void> {
  const observable =
    PerformanceObserver.supportedEntryTypes?.includes('element') && document.querySelector('[elementtiming]');
  if (!observable) return Promise.resolve();
  return new Promise((resolve) => reported('element', () => true, resolve));
}

/** Calls back once the browser reports an entry of `type` that `wanted` accepts, at the latest after 3 s. */
function reported(
  type: string,
  wanted: (list: PerformanceObserverEntryList) => boolean,
  callback: () => void,
) {
  const observer = new PerformanceObserver((list) => {
    if (wanted(list)) run();
  });
  const timer = window.setTimeout(() => run(), 3000);
  function run() {
    observer.disconnect();
    clearTimeout(timer);
    callback();
  }
  observer.observe({ type, buffered: true });
}

let painted: Promise<void> | undefined;
/**
 * Resolves once the page's first content has been presented (the browser's `first-contentful-paint`, which
 * every browser the site targets reports), at the latest after 3 s (a page loaded in a background tab
 * paints when shown). When a `visible` island may start (lib/island-runtime.ts): code asked for before that
 * paint would come before it. One wait for the page, however many islands ask.
 */
export const firstPaint = (): Promise<void> =>
  (painted ??= new Promise((resolve) =>
    reported('paint', (list) => list.getEntriesByName('first-contentful-paint').length > 0, resolve),
  ));
