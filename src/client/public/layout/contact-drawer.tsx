import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CLOSED_DRAWER, contactDrawer } from '../../components/site/contact-drawer-context';
import { island } from '../../lib/island';
import { lazyUntilOpen } from '../../lib/lazy-until-open';

// The drawer (dialog library, then the form with its validation library) is fetched on first open.
const ContactDrawer = lazyUntilOpen(() => import('./contact-drawer-panel').then((m) => m.ContactDrawer));

const serverState = () => CLOSED_DRAWER;

/**
 * The contact drawer's island: renders the drawer store's state. It renders nothing on the server; the page's
 * script hydrates it when something opens the drawer.
 */
export function ContactDrawerHost() {
  const { open, vehicle, hireCar } = useSyncExternalStore(
    contactDrawer.subscribe,
    contactDrawer.getState,
    serverState,
  );
  // Hydrated because the drawer is wanted (a visitor reaching for a button, or opening it): its code too.
  useEffect(() => void ContactDrawer.preload(), []);
  const onOpenChange = useCallback((next: boolean) => {
    if (next)
      contactDrawer.open(contactDrawer.getState().vehicle, contactDrawer.getState().hireCar ?? undefined);
    else contactDrawer.close();
  }, []);
  return (
    <ContactDrawer
      open={open}
      onOpenChange={onOpenChange}
      vehicle={vehicle}
      hireCar={hireCar}
      onSuccess={contactDrawer.close}
    />
  );
}

// Hydrated only when something opens the drawer (the store wakes it): a page that is only read loads no code.
export const ContactDrawerIsland = island('contact-drawer', ContactDrawerHost, 'interaction');
