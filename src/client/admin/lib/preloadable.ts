import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component whose code loads on first use or on `load()`, whichever comes first, and which renders at
 * once when its code is already in. A React.lazy component suspends at least once even then, and React
 * holds a Suspense boundary's fallback on screen for about 300 ms before it shows what came in (issue 32:
 * the reports screen drew its charts that much later). Chosen once per mount, so a screen is never swapped
 * (and its state lost) under staff's hands.
 */
export function preloadable<M>(importer: () => Promise<M>, pick: (mod: M) => ComponentType) {
  let loaded: ComponentType | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (mod) => {
        loaded = pick(mod);
        return mod;
      },
      (error) => {
        // A failed download is asked for again next time, in case the network is back.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function Preloadable() {
    const [chosen] = useState<{ type: ComponentType }>(() => ({ type: loaded ?? Lazy }));
    return createElement(chosen.type);
  }
  return { Component: Preloadable, load };
}
