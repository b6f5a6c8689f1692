import { type ComponentType, lazy, Suspense } from 'react';

/** Resolves once the element is within 200 px of the viewport. */
export function nearViewport(el: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
  });
}

type Module<P> = { default: ComponentType<P> };

/**
 * A page section below the fold whose code is not part of the page's first load. The server renders it as
 * usual (its page's `load` calls `load()` first); in the browser it hydrates when scrolled near, and on
 * later client navigations `load()` (from the page's loader) has it ready before the page renders.
 */
export function deferHydration<P extends object>(name: string, importer: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let requested: () => void = () => {};
  const loadRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const load = () => {
    requested();
    loading ??= importer().then((c) => {
      component = c;
      return c;
    });
    return loading;
  };

  const Lazy = lazy<ComponentType<P>>(() => {
    // Already loaded (always so on the server): answer synchronously, so React renders it in this pass.
    if (component) {
      const ready = { default: component };
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is how React's lazy renders in one pass
      return { then: (resolve: (m: Module<P>) => void) => resolve(ready) } as Promise<Module<P>>;
    }
    // Server HTML for the section on the page means this is the first load: React keeps that HTML as it
    // is until the code arrives, so it is fetched only when the section comes near (or the page asks).
    const serverHtml =
      typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
    const when = serverHtml ? Promise.race([nearViewport(serverHtml), loadRequested]) : Promise.resolve();
    return when.then(load).then((c) => ({ default: c }));
  });

  function Deferred(props: P) {
    return (
      // Off-screen, the browser also skips the section's layout and paint until it is scrolled near.
      <div
        data-deferred={name}
        className="[content-visibility:auto] [contain-intrinsic-block-size:auto_800px]"
      >
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Deferred, { load });
}
