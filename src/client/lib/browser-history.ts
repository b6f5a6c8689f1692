import type { Location, NavigationType, Navigator } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: the one module allowed to use React Router's UNSAFE_ history.
import { UNSAFE_createBrowserHistory } from 'react-router';

/**
 * The browser history our router drives, and the only use of React Router's `UNSAFE_` API in the project:
 * declarative mode has no public history we can listen to before a location is shown, and data mode's
 * router would take over loading. `browser-history.test.ts` fails if React Router stops exporting it or
 * changes what we call: `action`, `location`, `listen` (with v5Compat, also for our own push and replace),
 * and the navigator methods `<Router>` calls (`push`, `replace`, `go`, `createHref`, `encodeLocation`).
 */
export type BrowserHistory = Navigator & {
  /** The last change: POP for the page as first opened and for Back/Forward. */
  readonly action: NavigationType;
  readonly location: Location;
  /** Called after every change of location, pushes and replaces included; returns the unsubscribe. */
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
};

export function createBrowserHistory(): BrowserHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}
