import {
  Outlet,
  useBlocker,
  useRouter,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
  useParams as useRouterParams,
  useSearch,
} from '@tanstack/react-router';
import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/*
 * The admin's one door to routing (decision 0025): every admin screen imports Link and the location hooks
 * from here, never from the router package. Paths are strings ("/admin/leads/contact/4", "?tab=inbox"),
 * as under the hand-built router. The query string is typed: a screen reads its route's validated search
 * with TanStack's `useSearch({ from: '/admin/activity' })` (or `{ strict: false }` for a part shown on
 * several routes, as the dashboard's lists are) and writes it with `useSetSearch`. Each route's search
 * schema (admin/search.ts) says what it may hold.
 */

export { Outlet, useSearch };

/** A path, a query alone ("?tab=inbox": this path with another query), or the parts of one. */
export type To = string | { pathname?: string; search?: string; hash?: string };
export type NavigateOptions = { replace?: boolean };
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or Forward (1) through the browser's history. */
  (delta: number): void;
};

/** Where the admin is: the path, the query string ("?a=1" or ""), the hash ("#x" or ""). */
export type AdminLocation = { pathname: string; search: string; hash: string; key: string };

const prefixed = (value: string | undefined, mark: '?' | '#') =>
  !value || value === mark ? '' : value.startsWith(mark) ? value : `${mark}${value}`;

/** `to` as an address: a query or a hash alone stays on `pathname`. */
export function hrefOf(to: To, pathname: string): string {
  if (typeof to === 'string') {
    if (to.startsWith('?') || to.startsWith('#')) {
      const hashAt = to.indexOf('#');
      const search = hashAt < 0 ? to : to.slice(0, hashAt);
      const hash = hashAt < 0 ? '' : to.slice(hashAt);
      return `${pathname}${prefixed(search, '?')}${prefixed(hash, '#')}`;
    }
    return to;
  }
  return `${to.pathname || pathname}${prefixed(to.search, '?')}${prefixed(to.hash, '#')}`;
}

/** Another origin or scheme (`https:`, `mailto:`, `//host`): the browser's to follow. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
/** The admin app holds /admin and below; any other page of the site is a document of its own. */
export const isAdminHref = (href: string) => /^\/admin(?:[/?#]|$)/.test(href);

export function useLocation(): AdminLocation {
  const { pathname, searchStr, hash, state } = useRouterLocation();
  // The first page of this visit to the admin: nothing to go back to inside it (an e-mail's link).
  const key = state.__TSR_index > 0 ? (state.key ?? String(state.__TSR_index)) : 'default';
  return useMemo(
    () => ({ pathname, search: prefixed(searchStr, '?'), hash: prefixed(hash, '#'), key }),
    [pathname, searchStr, hash, key],
  );
}

/** The path's parameters (`:id`, `:kind`, `:token`) of the screen shown. */
export const useParams = (): Record<string, string | undefined> => useRouterParams({ strict: false });

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  const { pathname } = useRouterLocation();
  // A new function when the path changes, as React Router's was: effects that list it run again then.
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return router.history.go(to);
      const href = hrefOf(to, pathname);
      if (!isAdminHref(href)) {
        if (options.replace) window.location.replace(href);
        else window.location.assign(href);
        return;
      }
      void router.navigate({ href, replace: options.replace });
    },
    [router, pathname],
  ) as NavigateFunction;
}

/** A route's validated search, as a screen part shown on several routes reads it. */
export type SearchValues = Readonly<Record<string, unknown>>;

/** One parameter of a search as text: '' when absent (or not a string, which the admin never writes). */
export const searchText = (search: SearchValues, key: string) => {
  const value = search[key];
  return typeof value === 'string' ? value : '';
};

/** Changes to the address's query: a value sets its parameter, '' or undefined takes it out. */
export type SearchChanges = Record<string, string | undefined>;

/**
 * The setter of a screen's typed search (its route's schema, admin/search.ts): the changes land on this
 * path, replacing the history entry (choosing filters must not fill the history: Back leaves the screen),
 * and the hash is dropped. The router builds them on its latest address, not the one last rendered, so
 * two changes before a render (a debounced search settling as a filter is chosen) both land (e2e20b7).
 * Values of the wrong shape are already gone from `prev`: a write drops them from the address too.
 * With `{ only: true }` the address keeps nothing else (a dashboard tab's list starts unfiltered).
 */
export function useSetSearch() {
  const navigate = useRouterNavigate();
  return useCallback(
    (changes: SearchChanges, { only = false } = {}) =>
      navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => withChanges(changes)(only ? {} : prev),
        replace: true,
      }),
    [navigate],
  );
}

/** The search updater of `useSetSearch`: the parameters in their order, changed ones in place, new ones last. */
export const withChanges = (changes: SearchChanges) => (prev: Record<string, unknown>) => {
  const next = { ...prev };
  for (const [key, value] of Object.entries(changes)) next[key] = value || undefined;
  return next;
};

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry; by default only a link to the location already shown does. */
  replace?: boolean;
  /** A full page load instead of a move inside the admin. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain left click, without modifier keys, on a link that opens in this tab: the app's to handle. */
const isAppClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A real link (its href opens in a new tab, a crawler or a screen reader reads it); a plain click on an
 * admin address moves inside the app. The rest of the site is not in the admin app: a link there loads it.
 */
export function Link({ to, replace, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = external ? (to as string) : hrefOf(to, location.pathname);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || reloadDocument || !isAdminHref(href) || !isAppClick(event, target)) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(href, { replace: replace ?? here === href });
  };
  return <a {...rest} href={href} onClick={click} target={target} />;
}

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this screen and lose them?';

/** A move that takes the screen away: another path, or another tab of the dashboard. A list's filters keep it. */
const leavesScreen = (current: { pathname: string; search: object }, next: typeof current) =>
  current.pathname !== next.pathname ||
  (current.search as { tab?: unknown }).tab !== (next.search as { tab?: unknown }).tab;

/**
 * One question for one move, however many forms on the screen have unsaved changes: each form's blocker is
 * asked about the same move in turn, and the answer given for it stands for the others.
 */
let lastAnswer = { move: '', at: 0, leave: false };
function confirmLeaving(move = '') {
  if (move && move === lastAnswer.move && Date.now() - lastAnswer.at < 1_000) return lastAnswer.leave;
  const leave = window.confirm(LEAVE_MESSAGE);
  lastAnswer = { move, at: Date.now(), leave };
  return leave;
}

/** The guards whose forms have unsaved changes now. */
const changed = new Set<object>();
/** Until when moves go through unasked: the person has just agreed to leave (`askBeforeLeaving`). */
let agreedUntil = 0;

export const DISCARD_MESSAGE = 'You have unsaved changes. Discard them?';

/**
 * Before a form is given other values on the same screen (another item to edit): true when nothing would be
 * lost. `dirty` is that form's state where the caller has it; by default, whether any form here is changed.
 */
export const confirmDiscard = (dirty = changed.size > 0) => !dirty || window.confirm(DISCARD_MESSAGE);

/**
 * For an action that leaves the screen after some work of its own (Logout): true when nothing is unsaved
 * or the person agrees to lose it, and then the moves of the next seconds go through without asking again.
 */
export function askBeforeLeaving(): boolean {
  if (changed.size === 0) return true;
  if (!confirmLeaving()) return false;
  agreedUntil = Date.now() + 10_000;
  return true;
}

/**
 * Asks before a form's unsaved changes are lost: leaving its screen inside the admin (a link, Back, another
 * dashboard tab, a logout) with the question above, and reloading, closing the tab or leaving the admin with
 * the browser's own. The function it returns lets the next move through without asking: a screen that moves
 * on after its own save or delete calls it first.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  useEffect(() => {
    if (!dirty) {
      allowed.current = false;
      return;
    }
    const guard = {};
    changed.add(guard);
    return () => {
      changed.delete(guard);
    };
  }, [dirty]);
  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      if (Date.now() < agreedUntil) return false;
      return (
        leavesScreen(current, next) && !confirmLeaving(`${next.pathname} ${JSON.stringify(next.search)}`)
      );
    },
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
  return useCallback(() => {
    allowed.current = true;
  }, []);
}
