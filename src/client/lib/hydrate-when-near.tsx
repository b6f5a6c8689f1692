import { type ReactNode, Suspense, use, useSyncExternalStore } from 'react';
import { nearViewport } from './defer-hydration';

const waiting = new Map<string, Promise<void>>();
const noSubscription = () => () => {};

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
      near = nearViewport(serverHtml);
      waiting.set(id, near);
    }
    // Suspending while hydrating keeps the server's HTML as it is; React hydrates the boundary when the
    // promise resolves (a card that is tapped is on screen, so that is at once, and React replays the tap).
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
