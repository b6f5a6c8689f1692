import { type ReactNode, useSyncExternalStore } from 'react';
import type { Navigator } from './browser-history';
import { LocationProvider } from './navigation';
import { currentLocation, moveTo, subscribeLocation } from './same-path';

/** What links and `useNavigate` move with inside islands: the browser, or in place (same-path.ts). */
export const islandNavigator: Navigator = {
  get location() {
    return currentLocation();
  },
  push: (to) => moveTo(to, 'push'),
  replace: (to) => moveTo(to, 'replace'),
  go: (delta) => window.history.go(delta),
};

/** Gives an island the browser's address and the navigator above. */
export function IslandLocation({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeLocation, currentLocation, currentLocation);
  return (
    <LocationProvider location={location} navigationType="POP" navigator={islandNavigator}>
      {children}
    </LocationProvider>
  );
}
