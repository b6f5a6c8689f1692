// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserHistory,
  createPath,
  type NavigationAction,
  parsePath,
  type RouterLocation,
} from './browser-history';

type Update = { action: NavigationAction; location: RouterLocation };

/** Resolves on the next popstate: jsdom, like a browser, moves through history asynchronously. */
const nextPopState = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('createBrowserHistory', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    window.history.replaceState(null, '', '/');
  });

  it('starts as a POP of the page as opened, under the "default" key', () => {
    window.history.replaceState(null, '', '/cars?make=bmw#top');
    const history = createBrowserHistory();
    expect(history.action).toBe('POP');
    expect(history.location).toEqual({
      pathname: '/cars',
      search: '?make=bmw',
      hash: '#top',
      state: null,
      key: 'default',
    });
  });

  it('tells its listener of pushes, replaces and Back, with keys that survive going back', async () => {
    const history = createBrowserHistory();
    const updates: Update[] = [];
    stops.push(history.listen((update) => updates.push(update)));

    history.push('/cars?make=bmw#list');
    expect(address()).toBe('/cars?make=bmw#list');
    expect(updates.at(-1)?.action).toBe('PUSH');
    expect(updates.at(-1)?.location).toMatchObject({ pathname: '/cars', search: '?make=bmw', hash: '#list' });
    const carsKey = updates.at(-1)?.location.key;
    expect(carsKey).toMatch(/^[a-z0-9]+$/);
    expect(history.location.key).toBe(carsKey);

    history.push('/hire');
    history.replace({ pathname: '/services', search: '?from=menu', hash: '' });
    expect(updates.at(-1)?.action).toBe('REPLACE');
    expect(address()).toBe('/services?from=menu');
    expect(updates.at(-1)?.location.key).not.toBe(carsKey);

    const popped = nextPopState();
    history.go(-1);
    await popped;
    expect(updates.at(-1)?.action).toBe('POP');
    expect(updates.at(-1)?.location).toMatchObject({ pathname: '/cars', key: carsKey });
    expect(history.action).toBe('POP');
    expect(updates).toHaveLength(4);
  });

  it('keeps the path for a query alone, and drops the old query and hash for a new path', () => {
    window.history.replaceState(null, '', '/cars?make=bmw#list');
    const history = createBrowserHistory();
    history.push('?make=audi');
    expect(address()).toBe('/cars?make=audi');
    history.push('/hire');
    expect(address()).toBe('/hire');
  });

  it('keeps state with the entry, and reads the keys of entries React Router wrote', () => {
    window.history.replaceState({ usr: null, key: 'rr1234', idx: 3 }, '', '/hire');
    const history = createBrowserHistory();
    expect(history.location.key).toBe('rr1234');
    history.push('/cars', { from: 'hire' });
    expect(history.location.state).toEqual({ from: 'hire' });
  });

  it('stops telling a listener once unsubscribed', () => {
    const history = createBrowserHistory();
    const updates: Update[] = [];
    const stop = history.listen((update) => updates.push(update));
    stop();
    history.push('/cars');
    expect(updates).toEqual([]);
    expect(window.location.pathname).toBe('/cars');
  });
});

describe('createPath and parsePath', () => {
  it('round-trip a path, leaving out an empty query or hash', () => {
    expect(parsePath('/cars?make=bmw#top')).toEqual({ pathname: '/cars', search: '?make=bmw', hash: '#top' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/cars', search: '?make=bmw', hash: '#top' })).toBe('/cars?make=bmw#top');
    expect(createPath({ pathname: '/cars', search: '?', hash: '#' })).toBe('/cars');
    expect(createPath({ search: 'page=2' })).toBe('/?page=2');
  });
});
