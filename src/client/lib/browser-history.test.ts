// @vitest-environment jsdom
import * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory } from './browser-history';

type Update = { action: ReactRouter.NavigationType; location: ReactRouter.Location };

/** Resolves on the next popstate: jsdom, like a browser, moves through history asynchronously. */
const nextPopState = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('React Router’s UNSAFE_createBrowserHistory, as browser-history.ts uses it', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    window.history.replaceState(null, '', '/');
  });

  it('is still exported as a function', () => {
    expect(typeof (ReactRouter as Record<string, unknown>).UNSAFE_createBrowserHistory).toBe('function');
  });

  it('has every member the router and <Router> call', () => {
    const history = createBrowserHistory();
    for (const method of ['listen', 'push', 'replace', 'go', 'createHref', 'encodeLocation'] as const) {
      expect(typeof history[method], method).toBe('function');
    }
    expect(history.action).toBe(ReactRouter.NavigationType.Pop);
    expect(history.location).toMatchObject({ pathname: '/', search: '', hash: '' });
    expect(history.location.key).toEqual(expect.any(String));
    expect(history.createHref('/cars?make=bmw#top')).toBe('/cars?make=bmw#top');
  });

  it('tells its listener of pushes, replaces and Back, with keys that survive going back', async () => {
    const history = createBrowserHistory();
    const updates: Update[] = [];
    stops.push(history.listen((update) => updates.push(update)));

    history.push('/cars?make=bmw#list');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/cars?make=bmw#list',
    );
    expect(updates.at(-1)?.action).toBe(ReactRouter.NavigationType.Push);
    expect(updates.at(-1)?.location).toMatchObject({ pathname: '/cars', search: '?make=bmw', hash: '#list' });
    const carsKey = updates.at(-1)?.location.key;
    expect(history.location.key).toBe(carsKey);

    history.push('/hire');
    history.replace('/services');
    expect(updates.at(-1)?.action).toBe(ReactRouter.NavigationType.Replace);
    expect(window.location.pathname).toBe('/services');
    expect(updates.at(-1)?.location.key).not.toBe(carsKey);

    const popped = nextPopState();
    history.go(-1);
    await popped;
    expect(updates.at(-1)?.action).toBe(ReactRouter.NavigationType.Pop);
    expect(updates.at(-1)?.location).toMatchObject({ pathname: '/cars', key: carsKey });
    expect(history.action).toBe(ReactRouter.NavigationType.Pop);
    expect(updates).toHaveLength(4);
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
