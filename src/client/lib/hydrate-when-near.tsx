import { type ReactNode, Suspense, use, useSyncExternalStore } from 'react';
import { nearViewport } from './defer-hydration';

const waiting = new Map<string, Promise<void>>();
const noSubscription = () => () => {};

/**
 * Resolves when the element comes near the viewport or the visitor reaches for it (pointer down, focus):
 * React hydrates a boundary for a click only if it can do so at once, so the promise must have resolved by
 * then, and pointerdown comes before the click.
 */
function nearOrReachedFor(el: Element): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const type of ['pointerdown', 'focusin'])
      el.addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
    void nearViewport(el).then(resolve);
  });
}

function Gate({ id }: { id: string }) {
  // True only while React hydrates the server's HTML (it reads the server snapshot then), even when it gets
  // to this boundary after the rest of the page; false for every client render and update.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== 'undefined') {
    let near = waiting.get(id);
    const serverHtml = near ? null : document.querySelector(`[data-hydrate-when-near="${id}"]`);
    if (serverHtml) {
      near = nearOrReachedFor(serverHtml);
      waiting.set(id, near);
    }
    // Suspending while hydrating keeps the server's HTML as it is; React hydrates the boundary when the
    // promise resolves, which a tap does before its click arrives.
    if (near) use(near);
  }
  return null;
}

/**
 * Part of a page whose hydration waits until it is scrolled near: its HTML is the server's, on screen and
 * complete, but React's work for it (rendering it again, wiring its handlers, its effects) is not part of
 * the page's start-up. A grid of a dozen cars hydrates one card at start instead of twelve. `id` is unique
 * on the page and set by the caller as `data-hydrate-when-near` on the element around it. Client renders
 * (navigation, updates) render the children straight away.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} />
      {children}
    </Suspense>
  );
}
