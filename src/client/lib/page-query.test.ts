// @vitest-environment jsdom
import { act, createElement as h, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandTree } from './island';
import {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  type QueryResult,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from './page-query';
import { ensureQueryDataOr } from './queries';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const query = <T>(path: string) => queryOptions<T>({ queryKey: [path] });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetcher whose answers the test hands out, one pending request per call. */
function controlledFetcher() {
  const calls: { path: string; answer: ReturnType<typeof deferred<unknown>> }[] = [];
  const fetcher = vi.fn((path: string) => {
    const answer = deferred<unknown>();
    calls.push({ path, answer });
    return answer.promise;
  });
  return { fetcher, calls };
}

let root: Root | null = null;
let container: HTMLElement;
function unmount() {
  act(() => root?.unmount());
  root = null;
  container?.remove();
}
afterEach(unmount);

/** Renders one useQuery in a DOM and records every result it returns. */
function renderQuery<T>(client: QueryClient, initial: UseQueryOptions<T>) {
  const results: QueryResult<T>[] = [];
  let options = initial;
  function Probe() {
    results.push(useQuery(options));
    return null;
  }
  const app = () => h(StrictMode, null, h(QueryClientProvider, { client }, h(Probe)));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(app()));
  return {
    results,
    last: () => results[results.length - 1] as QueryResult<T>,
    rerender: (next: UseQueryOptions<T>) => {
      options = next;
      act(() => root?.render(app()));
    },
  };
}

describe('QueryClient', () => {
  it('shares one request among concurrent reads of a path', async () => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    const reads = [
      client.fetchQuery(query<number>('/api/a')),
      client.ensureQueryData(query<number>('/api/a')),
      client.prefetchQuery(query<number>('/api/a')),
    ];
    expect(fetcher).toHaveBeenCalledTimes(1);
    calls[0]?.answer.resolve(7);
    expect(await Promise.all(reads)).toEqual([7, 7, undefined]);
    // Cached and never stale: no second request.
    expect(await client.fetchQuery(query<number>('/api/a'))).toBe(7);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('caches a load’s fallback like an answer, and the server hands it to the browser', async () => {
    const client = new QueryClient(() => Promise.reject(new Error('503: down')));
    await ensureQueryDataOr(client, query<string[]>('/api/list'), []);
    expect(client.getQueryData(query<string[]>('/api/list').queryKey)).toEqual([]);
    // Handed over when an island read it while the server rendered (decision 0020), or when always sent.
    expect(dehydrate(client).queries).toEqual([]);
    expect(dehydrate(client, ['/api/list']).queries).toEqual([
      { queryKey: ['/api/list'], state: { data: [] } },
    ]);
    client.browserReads.add('/api/list');
    expect(dehydrate(client).queries).toEqual([{ queryKey: ['/api/list'], state: { data: [] } }]);
  });

  it('rejects fetchQuery on failure, swallows it in prefetchQuery, and hands no failure to the browser', async () => {
    const client = new QueryClient(() => Promise.reject(new Error('500: boom')));
    await expect(client.fetchQuery(query('/api/x'))).rejects.toThrow('500: boom');
    await expect(client.prefetchQuery(query('/api/y'))).resolves.toBeUndefined();
    expect(client.getQueryData(query('/api/x').queryKey)).toBeUndefined();
    expect(dehydrate(client)).toEqual({ queries: [] });
  });

  it('refetches an invalidated path on its next fetch; ensureQueryData keeps the data meanwhile', async () => {
    let n = 0;
    const client = new QueryClient(async () => ++n);
    await client.fetchQuery(query('/api/n'));
    await client.invalidateQueries({ predicate: ({ queryKey: [path] }) => path.startsWith('/api/n') });
    // Nothing shows it: marked only, not fetched.
    expect(n).toBe(1);
    expect(await client.ensureQueryData(query('/api/n'))).toBe(1);
    expect(await client.fetchQuery(query('/api/n'))).toBe(2);
    expect(await client.fetchQuery(query('/api/n'))).toBe(2);
  });

  it('does not store an answer asked for before clear()', async () => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    const old = client.fetchQuery(query('/api/a'));
    client.clear();
    calls[0]?.answer.resolve('old');
    await old;
    expect(client.getQueryData(query('/api/a').queryKey)).toBeUndefined();
  });

  it('survives the trip through the page’s JSON: the browser hydrates what the server rendered, with no request', async () => {
    const server = new QueryClient(async (path) => ({ path, items: ['<b>a</b>', 'é'] }));
    server.setQueryData(query<null>('/api/cars/9').queryKey, null);
    await server.fetchQuery(query('/api/list'));
    await server.prefetchQuery({ queryKey: ['/api/missing'] });
    function Page() {
      const list = useQuery(query<{ items: string[] }>('/api/list'));
      const car = useQuery(query<null>('/api/cars/9'));
      return h('p', null, `${list.data?.items.join(',')} ${car.data === null} ${car.isPending}`);
    }
    // Rendered outside an island, the page is HTML only: nothing of its data goes to the browser.
    expect(renderToString(h(QueryClientProvider, { client: server }, h(Page)))).toBe(
      '<p>&lt;b&gt;a&lt;/b&gt;,é true false</p>',
    );
    expect(dehydrate(server)).toEqual({ queries: [] });
    // As an island, what it read goes with the page.
    const html = renderToString(
      h(IslandTree, { frame: (node) => h(QueryClientProvider, { client: server }, node) }, h(Page)),
    );
    expect(html).toBe('<p>&lt;b&gt;a&lt;/b&gt;,é true false</p>');

    const json = JSON.stringify({ queries: dehydrate(server) });
    const fetcher = vi.fn(() => new Promise<never>(() => {}));
    const browser = new QueryClient(fetcher);
    hydrate(browser, JSON.parse(json).queries);
    expect(browser.getQueryData(query('/api/list').queryKey)).toEqual({
      path: '/api/list',
      items: ['<b>a</b>', 'é'],
    });
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, h(QueryClientProvider, { client: browser }, h(Page)), {
        onRecoverableError,
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('useQuery', () => {
  it('fetches what the cache lacks on mount, then shows it', async () => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    const view = renderQuery(client, query<string>('/api/a'));
    expect(view.last()).toMatchObject({ data: undefined, isPending: true, isError: false });
    // StrictMode mounts twice: still one request.
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.answer.resolve('a'));
    expect(view.last()).toMatchObject({ data: 'a', isPending: false, isSuccess: true });
  });

  it('reads the cache without fetching when disabled', () => {
    const fetcher = vi.fn(() => Promise.resolve('x'));
    const client = new QueryClient(fetcher);
    const view = renderQuery(client, { ...query<string>('/api/a'), enabled: false });
    expect(view.last()).toMatchObject({ data: undefined, isPending: true });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows an error, and asks again when mounted anew', async () => {
    let down = true;
    const fetcher = vi.fn(() => (down ? Promise.reject(new Error('500: boom')) : Promise.resolve('back')));
    const client = new QueryClient(fetcher);
    const view = renderQuery(client, query<string>('/api/a'));
    await act(async () => {});
    expect(view.last()).toMatchObject({ data: undefined, isPending: false, isError: true });
    expect(String(view.last().error)).toContain('500: boom');
    // No retries.
    expect(fetcher).toHaveBeenCalledTimes(1);
    unmount();
    down = false;
    const again = renderQuery(client, query<string>('/api/a'));
    await act(async () => {});
    expect(again.last()).toMatchObject({ data: 'back', isError: false, isSuccess: true });
  });

  it('refetches a shown query when it is invalidated, and keeps its data meanwhile', async () => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    client.setQueryData(query<string>('/api/hire-cars/3/availability?from=a').queryKey, 'before');
    const view = renderQuery(client, query<string>('/api/hire-cars/3/availability?from=a'));
    expect(fetcher).not.toHaveBeenCalled();
    let done!: Promise<void>;
    act(() => {
      done = client.invalidateQueries({
        predicate: ({ queryKey: [p] }) => p.startsWith('/api/hire-cars/3/'),
      });
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(view.last().data).toBe('before');
    await act(async () => {
      calls[0]?.answer.resolve('after');
      await done;
    });
    expect(view.last()).toMatchObject({ data: 'after', isSuccess: true });
  });

  it.each([
    // A month just opened in the calendar: its read is out, nothing is cached for it yet.
    ['a path still loading', false],
    // A month on screen already being read again after an earlier refusal.
    ['a path being read again', true],
  ])('drops the answer of a fetch under way when %s is invalidated, and asks again', async (_, cached) => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    const path = '/api/hire-cars/3/availability?from=b';
    const invalidate = () =>
      client.invalidateQueries({ predicate: ({ queryKey: [p] }) => p.startsWith('/api/hire-cars/3/') });
    if (cached) client.setQueryData(query<string>(path).queryKey, 'cached');
    const view = renderQuery(client, query<string>(path));
    if (cached) act(() => void invalidate());
    expect(calls.map((c) => c.path)).toEqual([path]);
    let done!: Promise<void>;
    act(() => {
      done = invalidate();
    });
    expect(calls.map((c) => c.path)).toEqual([path, path]);
    // The first read was answered before the change; its answer arrives after the second's.
    await act(async () => {
      calls[1]?.answer.resolve('after');
      await done;
    });
    await act(async () => {
      calls[0]?.answer.resolve('before');
    });
    expect(view.last()).toMatchObject({ data: 'after', isSuccess: true });
    expect(client.getQueryData(query<string>(path).queryKey)).toBe('after');
  });

  it('keeps the previous key’s data as a placeholder while the next one loads', async () => {
    const { fetcher, calls } = controlledFetcher();
    const client = new QueryClient(fetcher);
    client.setQueryData(query<string>('/api/cars?page=1').queryKey, 'page 1');
    const view = renderQuery(client, {
      ...query<string>('/api/cars?page=1'),
      placeholderData: keepPreviousData,
    });
    expect(view.last()).toMatchObject({ data: 'page 1', isPlaceholderData: false });
    view.rerender({ ...query<string>('/api/cars?page=2'), placeholderData: keepPreviousData });
    expect(view.last()).toMatchObject({ data: 'page 1', isPlaceholderData: true, isPending: false });
    expect(calls.map((c) => c.path)).toEqual(['/api/cars?page=2']);
    await act(async () => calls[0]?.answer.resolve('page 2'));
    expect(view.last()).toMatchObject({ data: 'page 2', isPlaceholderData: false });
  });

  it('fetches again on mount data older than its staleTime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetcher = vi.fn(() => Promise.resolve('fresh'));
      const client = new QueryClient(fetcher);
      client.setQueryData(query<string>('/api/a').queryKey, 'old');
      renderQuery(client, { ...query<string>('/api/a'), staleTime: 30_000 });
      expect(fetcher).not.toHaveBeenCalled();
      unmount();
      vi.setSystemTime(Date.now() + 31_000);
      const view = renderQuery(client, { ...query<string>('/api/a'), staleTime: 30_000 });
      expect(fetcher).toHaveBeenCalledTimes(1);
      await act(async () => {});
      expect(view.last().data).toBe('fresh');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches what is shown after clear()', async () => {
    let n = 0;
    const client = new QueryClient(async () => ++n);
    const view = renderQuery(client, query<number>('/api/n'));
    await act(async () => {});
    expect(view.last().data).toBe(1);
    await act(async () => client.clear());
    expect(view.last().data).toBe(2);
  });
});
