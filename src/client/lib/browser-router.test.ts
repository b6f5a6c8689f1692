// @vitest-environment jsdom
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NavigateFunction, Outlet, useLocation, useNavigate } from './navigation';
import {
  type AppRoute,
  BrowserDataRouter,
  createDataRouter,
  PageErrorResponse,
  pageRedirect,
  usePageError,
} from './router';

/**
 * BrowserDataRouter in a DOM: which page is shown while loads race, redirects and fail, and where the
 * window scrolls. Every wait is on the router's own work (its pending resolutions, a popstate), never a
 * timer, so each assertion runs once the thing it checks has happened.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let navigate: NavigateFunction;

function RootRoute() {
  navigate = useNavigate();
  return h(Outlet);
}

function Layout() {
  return h('div', null, h('header', { id: 'chrome' }, 'site chrome'), h(Outlet));
}

/** A page says its name and the location it sees, so a test can tell which page is shown and where. */
function Page({ name }: { name: string }) {
  const location = useLocation();
  return h(
    'main',
    { id: 'page' },
    `${name} at ${location.pathname}${location.search}`,
    h('section', { id: 'specs' }, 'specs'),
  );
}

function Boundary() {
  const error = usePageError();
  const location = useLocation();
  const status = error instanceof PageErrorResponse ? error.status : 'unknown';
  return h('p', { id: 'error' }, `error ${status} at ${location.pathname}`);
}

type Loads = Record<string, () => Promise<unknown> | undefined>;

/** The site's shape: a root boundary, a layout, a page boundary, then the pages (each `load` from `loads`). */
function routes(loads: Loads): AppRoute[] {
  const page = (name: string) => async () => ({
    Component: () => h(Page, { name }),
    load: async () => loads[name]?.(),
  });
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: Boundary,
      children: [
        {
          id: 'layout',
          Component: Layout,
          children: [
            {
              id: 'page',
              ErrorBoundary: Boundary,
              children: ['home', 'slow', 'fast', 'old', 'new', 'broken', 'plain', 'other'].map((name) =>
                name === 'home' ? { index: true, lazy: page(name) } : { path: name, lazy: page(name) },
              ),
            },
          ],
        },
      ],
    },
  ];
}

let root: Root | null = null;
let container: HTMLElement;
/** Resolutions the router has started and the test has not yet waited for, by path. */
const pending: { path: string; done: Promise<unknown> }[] = [];

const text = (id: string) => container.querySelector(`#${id}`)?.textContent ?? null;
const shownPage = () => container.querySelector('#page')?.firstChild?.textContent ?? null;

/**
 * Waits, inside act, until the router's resolutions (of `path`, or all of them, and any they lead to) are
 * done and rendered. The router's own `.then` on a resolution runs before this wait's, so its outcome is
 * committed when the wait returns.
 */
async function settle(path?: string) {
  await act(async () => {
    for (;;) {
      const waiting = pending.filter((entry) => path === undefined || entry.path === path);
      if (!waiting.length) return;
      for (const entry of waiting) pending.splice(pending.indexOf(entry), 1);
      await Promise.allSettled(waiting.map((entry) => entry.done));
    }
  });
}

async function mount(loads: Loads = {}) {
  const router = createDataRouter(routes(loads));
  const resolve = router.resolveFollowingRedirect;
  router.resolveFollowingRedirect = (url) => {
    const done = resolve(url);
    pending.push({ path: url.pathname, done });
    return done;
  };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(h(BrowserDataRouter, { router, initial: null })));
  await settle();
}

async function go(to: string) {
  await act(async () => navigate(to));
  await settle();
}

/** Back or Forward: the router hears the popstate, then resolves the page it leads to. */
async function traverse(delta: number) {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(delta);
    await popped;
  });
  await settle();
}

// jsdom lays nothing out: the window's scroll position is ours to move, as the visitor and the router do.
let y = 0;
const scrolledInto: string[] = [];
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});
/** The visitor scrolls: the page moves, and the browser fires a scroll event. */
const scrollBy = (top: number) => {
  y = top;
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  y = 0;
  scrolledInto.length = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto.push(this.id);
  };
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  pending.length = 0;
});

describe('BrowserDataRouter navigation', () => {
  it('keeps the current page, and its location, on screen while the next one loads', async () => {
    const slow = deferred();
    await mount({ slow: () => slow.promise });
    expect(shownPage()).toBe('home at /');

    await act(async () => navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(shownPage()).toBe('home at /');

    slow.resolve();
    await settle();
    expect(shownPage()).toBe('slow at /slow');
  });

  /** Navigates to /slow, then to /fast before /slow has loaded; each load finishes when the test says. */
  async function slowThenFast() {
    const loads = { slow: deferred(), fast: deferred() };
    await mount({ slow: () => loads.slow.promise, fast: () => loads.fast.promise });
    await act(async () => navigate('/slow'));
    await act(async () => navigate('/fast'));
    return async (page: keyof typeof loads) => {
      loads[page].resolve();
      await settle(`/${page}`);
    };
  }

  // Whichever of the two loads finishes first, only the newer navigation (/fast) is ever shown.
  it.each([
    {
      name: 'shows the newer navigation when the earlier, slower one finishes after it',
      order: ['fast', 'slow'] as const,
      shown: ['fast at /fast', 'fast at /fast'],
    },
    {
      name: 'does not show the earlier page when it finishes first while a newer one is still loading',
      order: ['slow', 'fast'] as const,
      shown: ['home at /', 'fast at /fast'],
    },
  ])('$name', async ({ order, shown }) => {
    const finish = await slowThenFast();
    for (const [i, page] of order.entries()) {
      await finish(page);
      expect(shownPage()).toBe(shown[i]);
    }
    expect(window.location.pathname).toBe('/fast');
  });

  it('follows a redirect thrown during a load, replacing the address with its target', async () => {
    const targetLoads = vi.fn();
    await mount({ old: () => pageRedirect('/new'), new: async () => targetLoads() });

    await go('/plain');
    await go('/old');
    expect(window.location.pathname).toBe('/new');
    expect(shownPage()).toBe('new at /new');
    // The target was loaded once, while following the redirect, not again when the address changed.
    expect(targetLoads).toHaveBeenCalledTimes(1);

    // Replaced, not pushed: Back skips the redirecting address.
    await traverse(-1);
    expect(window.location.pathname).toBe('/plain');
    expect(shownPage()).toBe('plain at /plain');
  });

  it('shows a failing load in the nearest error boundary, inside the layout, until the next page', async () => {
    let failures = 0;
    await mount({
      broken: async () => {
        failures++;
        throw new PageErrorResponse(503);
      },
    });

    await go('/broken');
    expect(text('error')).toBe('error 503 at /broken');
    expect(text('chrome')).toBe('site chrome');
    expect(shownPage()).toBeNull();

    // Asked for again: a failed page is not kept as if it were shown.
    await go('/broken');
    expect(failures).toBe(2);

    await go('/plain');
    expect(text('error')).toBeNull();
    expect(shownPage()).toBe('plain at /plain');
  });

  it('shows the root boundary when the first page of a client-rendered screen fails', async () => {
    window.history.replaceState(null, '', '/broken');
    await mount({ broken: () => Promise.reject(new PageErrorResponse(500)) });
    expect(text('error')).toBe('error 500 at /broken');
  });
});

describe('BrowserDataRouter scrolling (ScrollManager)', () => {
  it('starts a new page at the top', async () => {
    await mount();
    scrollBy(800);
    await go('/plain');
    expect(shownPage()).toBe('plain at /plain');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(y).toBe(0);
  });

  it('returns to the previous position on Back, and to the later one on Forward', async () => {
    await mount();
    scrollBy(800);
    await go('/plain');
    expect(y).toBe(0);
    scrollBy(250);

    await traverse(-1);
    expect(shownPage()).toBe('home at /');
    expect(y).toBe(800);

    await traverse(1);
    expect(shownPage()).toBe('plain at /plain');
    expect(y).toBe(250);
  });

  it('scrolls a new page with a hash to the element it names, not to the top', async () => {
    await mount();
    scrollBy(800);
    await go('/other#specs');
    expect(shownPage()).toBe('other at /other');
    expect(scrolledInto).toEqual(['specs']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to an anchor on the same page without rendering it again', async () => {
    await mount();
    await go('/other');
    const page = container.querySelector('#page');
    scrollBy(900);
    await go('/other#specs');
    expect(scrolledInto).toEqual(['specs']);
    expect(container.querySelector('#page')).toBe(page);
  });

  it('keeps the place when only the query string changes', async () => {
    await mount();
    await go('/plain');
    scrollBy(600);
    scrollTo.mockClear();
    await go('/plain?sort=price');
    expect(shownPage()).toBe('plain at /plain?sort=price');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(600);
  });
});
