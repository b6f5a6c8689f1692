import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A dialog whose code is fetched the first time it opens (or when `preload` is called on intent, such as
 * hovering its button), then stays mounted so it can animate closed. Closed dialogs render nothing on the
 * server either, so pages ship without the dialog library until someone needs it.
 */
export function lazyUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));

  function LazyDialog(props: P) {
    // False on the server and while hydrating: a dialog open from the first render (a shared link to a
    // car) is a portal the server never draws, so it loads right after hydration instead of suspending it.
    const hydrated = useHydrated();
    const [wanted, setWanted] = useState(false);
    if (hydrated && props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
