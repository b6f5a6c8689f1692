// @vitest-environment jsdom
import { act, createElement as h, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigator, RouterLocation } from './browser-history';
import {
  Link,
  type LinkProps,
  LocationProvider,
  type NavigateFunction,
  StaticRouter,
  useNavigate,
  useSearchParams,
} from './navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const at = (path: string): RouterLocation => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'k' };
};

let root: Root | null = null;
let container: HTMLElement;
const navigator = { push: vi.fn(), replace: vi.fn(), go: vi.fn() } satisfies Navigator;

function mount(element: ReactNode, path = '/cars?make=bmw', history: Navigator = navigator) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      h(LocationProvider, { location: at(path), navigationType: 'POP', navigator: history }, element),
    ),
  );
}

beforeEach(() => {
  for (const fn of Object.values(navigator)) fn.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('Link', () => {
  const anchor = () => container.querySelector('a') as HTMLAnchorElement;
  /** Clicks the link as the browser would; returns whether the browser was left to follow it. */
  const click = (init: MouseEventInit = {}) =>
    anchor().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  const link = (props: Partial<LinkProps> = {}) => h(Link, { to: '/hire', ...props }, 'Hire');

  it('moves inside the app on a plain left click', () => {
    mount(link());
    expect(click()).toBe(false);
    expect(navigator.push).toHaveBeenCalledWith({ pathname: '/hire', search: '', hash: '' });
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['an alt-click', { altKey: true }],
  ])('leaves %s to the browser', (_, init) => {
    mount(link());
    expect(click(init)).toBe(true);
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a new tab', { target: '_blank' }],
    ['a full reload', { reloadDocument: true }],
    ['another site', { to: 'https://example.com/' }],
    ['a protocol-relative address', { to: '//example.com/' }],
  ])('leaves a link to %s to the browser', (_, props) => {
    mount(link(props));
    expect(click()).toBe(true);
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it('moves in this tab for target="_self"', () => {
    mount(link({ target: '_self' }));
    expect(click()).toBe(false);
    expect(navigator.push).toHaveBeenCalled();
  });

  it('runs its own onClick first, and stays put when that handled the click', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    mount(link({ onClick }));
    click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it('replaces rather than pushes when it leads to the location already shown, or when told to', () => {
    mount(link({ to: '/cars?make=bmw' }));
    click();
    expect(navigator.replace).toHaveBeenCalledWith({ pathname: '/cars', search: '?make=bmw', hash: '' });
    act(() => root?.unmount());
    container.remove();
    mount(link({ replace: true }));
    click();
    expect(navigator.replace).toHaveBeenLastCalledWith({ pathname: '/hire', search: '', hash: '' });
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it('keeps the current path for a { search } target', () => {
    mount(link({ to: { search: '?tab=inbox' } }), '/admin/dashboard?tab=overview');
    expect(anchor().getAttribute('href')).toBe('/admin/dashboard?tab=inbox');
    click();
    expect(navigator.push).toHaveBeenCalledWith({
      pathname: '/admin/dashboard',
      search: '?tab=inbox',
      hash: '',
    });
  });

  it('renders on the server the same hrefs and attributes as in the browser', () => {
    const html = (to: LinkProps['to'], location = '/cars/12/bmw?x=1') =>
      renderToString(
        h(StaticRouter, { location }, h(Link, { to, className: 'c', 'aria-current': 'page' }, 't')),
      );
    expect(html('/cars?make=bmw')).toBe('<a class="c" aria-current="page" href="/cars?make=bmw">t</a>');
    expect(html('/privacy-policy#unsubscribing')).toContain('href="/privacy-policy#unsubscribing"');
    expect(html({ search: 'tab=new' }, '/admin')).toContain('href="/admin?tab=new"');
    expect(html('/a//b/./c/../d?')).toContain('href="/a/b/d"');
    expect(html('https://example.com/x')).toContain('href="https://example.com/x"');
  });
});

describe('useNavigate and useSearchParams', () => {
  let navigate: NavigateFunction;
  let setParams: ReturnType<typeof useSearchParams>[1];
  let params: URLSearchParams;
  function Probe() {
    navigate = useNavigate();
    [params, setParams] = useSearchParams();
    return null;
  }

  it('go back and forward by a number', () => {
    mount(h(Probe));
    navigate(-1);
    expect(navigator.go).toHaveBeenCalledWith(-1);
  });

  it('push a path, or replace with { replace: true }', () => {
    mount(h(Probe));
    navigate('/admin/login', { replace: true });
    expect(navigator.replace).toHaveBeenCalledWith({ pathname: '/admin/login', search: '', hash: '' });
    navigate('/cars?page=2');
    expect(navigator.push).toHaveBeenCalledWith({ pathname: '/cars', search: '?page=2', hash: '' });
  });

  it('read the query, and set a new one on the same path from a value or from the previous one', () => {
    mount(h(Probe), '/cars?make=bmw&page=2#list');
    expect(params.get('make')).toBe('bmw');
    setParams(
      (previous) => {
        previous.delete('page');
        previous.set('carId', '7');
        return previous;
      },
      { replace: true },
    );
    expect(navigator.replace).toHaveBeenCalledWith({
      pathname: '/cars',
      search: '?make=bmw&carId=7',
      hash: '',
    });
    // The updater gets a copy: the params the page rendered with stay as they were.
    expect(params.get('page')).toBe('2');
    setParams(new URLSearchParams());
    expect(navigator.push).toHaveBeenCalledWith({ pathname: '/cars', search: '', hash: '' });
  });

  it('two updaters called before a render both land: each builds on where history is now', () => {
    // A history that moves at once but is not rendered again until the test says so.
    let now = at('/admin/dashboard?tab=acquisitions');
    const history: Navigator = {
      get location() {
        return now;
      },
      push: vi.fn(),
      replace: vi.fn((to: string | Partial<RouterLocation>) => {
        now = { ...now, ...(typeof to === 'string' ? at(to) : to) };
      }),
      go: vi.fn(),
    };
    mount(h(Probe), '/admin/dashboard?tab=acquisitions', history);
    const set = (param: string, value: string) =>
      setParams(
        (previous) => {
          previous.set(param, value);
          return previous;
        },
        { replace: true },
      );
    set('status', 'new');
    set('q', 'artura');
    expect(now.search).toBe('?tab=acquisitions&status=new&q=artura');
    // The page on screen is still the one rendered: its params are unchanged.
    expect(params.get('status')).toBeNull();
  });

  it('an updater on a history already at another path builds on the page shown', () => {
    const history: Navigator = { location: at('/hire?x=1'), push: vi.fn(), replace: vi.fn(), go: vi.fn() };
    mount(h(Probe), '/cars?make=bmw', history);
    setParams((previous) => {
      previous.set('page', '2');
      return previous;
    });
    expect(history.push).toHaveBeenCalledWith({ pathname: '/cars', search: '?make=bmw&page=2', hash: '' });
  });
});
