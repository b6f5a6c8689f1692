import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useInsideIsland } from './island';

/**
 * The public site's data cache: the few parts of TanStack Query it used, with the same names and meaning,
 * at a fraction of the size (TanStack Query was 14 KB of the home page's gzipped JavaScript; decision 0013).
 * The admin keeps TanStack Query. A query is an API path, its key `[path]`; the client fetches it with the
 * fetcher it was made with (in-process on the server, `/api` in the browser). As SPEC §7 asks: no retries,
 * no refetching on focus, reconnect or interval, and data never goes stale unless it is invalidated.
 */

declare const dataType: unique symbol;
/** A query's key: the API path. The phantom field carries the data's type from `queries.ts` to the reads. */
export type QueryKey<T = unknown> = readonly [path: string] & { readonly [dataType]?: T };
export type QueryOptions<T> = { queryKey: QueryKey<T> };
export type Fetcher = (path: string) => Promise<unknown>;

/** What the cache holds for a path. Replaced, never changed, so a new object is a new snapshot. */
type Entry = {
  status: 'success' | 'error';
  /** The last data fetched or set; kept when a later fetch fails, as TanStack does. */
  data: unknown;
  error: unknown;
  updatedAt: number;
  /** Invalidated: the next use fetches it again. */
  stale: boolean;
};

/**
 * What the server hands to the browser: the successful entries. TanStack's shape without the fields
 * nobody reads, since `server/lib/render-head.ts` looks the site settings up in it.
 */
export type DehydratedState = { queries: { queryKey: QueryKey; state: { data: unknown } }[] };

export const queryOptions = <T,>(options: QueryOptions<T>): QueryOptions<T> => options;

export class QueryClient {
  readonly #fetcher: Fetcher;
  readonly #entries = new Map<string, Entry>();
  /** One request per path at a time: every caller during a fetch shares its promise. */
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #listeners = new Map<string, Set<() => void>>();
  /** Mounted, enabled `useQuery`s per path: what an invalidation refetches at once. */
  readonly #observers = new Map<string, number>();
  /** On the server: the paths an island read, whose data the browser's islands need (`dehydrate`). */
  readonly browserReads = new Set<string>();

  constructor(fetcher: Fetcher) {
    this.#fetcher = fetcher;
  }

  getQueryData<T>(queryKey: QueryKey<T>): T | undefined {
    return this.#entries.get(queryKey[0])?.data as T | undefined;
  }

  setQueryData<T>(queryKey: QueryKey<T>, data: T): T {
    this.#set(queryKey[0], { status: 'success', data, error: null, updatedAt: Date.now(), stale: false });
    return data;
  }

  /** The cached data, even if invalidated (a mounted `useQuery` refetches that), or else a fetch. */
  ensureQueryData<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.#entries.get(options.queryKey[0]);
    return entry?.status === 'success' ? Promise.resolve(entry.data as T) : this.fetchQuery(options);
  }

  /** The cached data unless it was invalidated or failed, else a fetch; rejects when the fetch fails. */
  fetchQuery<T>({ queryKey: [path] }: QueryOptions<T>): Promise<T> {
    const entry = this.#entries.get(path);
    if (entry?.status === 'success' && !entry.stale) return Promise.resolve(entry.data as T);
    return this.#fetch(path) as Promise<T>;
  }

  /** As `fetchQuery`, for a load that must not fail: a failure is left in the cache for the page to show. */
  prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    return this.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Marks the matching entries stale; those a mounted `useQuery` shows are fetched again at once. A fetch
   * under way may have been answered before the change: its answer is dropped, not stored, and a new one
   * asked for (a path still loading has no entry yet, so the paths in flight are matched too).
   */
  async invalidateQueries({ predicate }: { predicate: (query: { queryKey: QueryKey }) => boolean }) {
    const refetches: Promise<unknown>[] = [];
    for (const path of new Set([...this.#entries.keys(), ...this.#inflight.keys()])) {
      if (!predicate({ queryKey: [path] })) continue;
      const entry = this.#entries.get(path);
      if (entry) this.#set(path, { ...entry, stale: true });
      this.#inflight.delete(path);
      if (this.#observers.get(path)) refetches.push(this.#fetch(path).catch(() => undefined));
    }
    await Promise.all(refetches);
  }

  /** Forgets everything (a fetch under way is not stored); what a mounted `useQuery` shows is fetched again. */
  clear() {
    this.#entries.clear();
    this.#inflight.clear();
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener();
    for (const path of this.#observers.keys()) this.#fetch(path).catch(() => undefined);
  }

  /** For `useQuery`: the entry of a path, undefined until it has data or an error. */
  entry(path: string): Entry | undefined {
    return this.#entries.get(path);
  }

  entries(): IterableIterator<[string, Entry]> {
    return this.#entries.entries();
  }

  subscribe(path: string, listener: () => void): () => void {
    const listeners = this.#listeners.get(path) ?? new Set();
    this.#listeners.set(path, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size) this.#listeners.delete(path);
    };
  }

  /**
   * A mounted `useQuery` that may fetch: fetches what it lacks (nothing yet, a failure, invalidated, or
   * older than `staleTime`), and makes invalidations of the path refetch at once while it stays mounted.
   */
  observe(path: string, staleTime = Number.POSITIVE_INFINITY): () => void {
    this.#observers.set(path, (this.#observers.get(path) ?? 0) + 1);
    const entry = this.#entries.get(path);
    if (!entry || entry.status === 'error' || entry.stale || Date.now() - entry.updatedAt > staleTime)
      this.#fetch(path).catch(() => undefined);
    return () => {
      const left = (this.#observers.get(path) ?? 1) - 1;
      if (left) this.#observers.set(path, left);
      else this.#observers.delete(path);
    };
  }

  #fetch(path: string): Promise<unknown> {
    const running = this.#inflight.get(path);
    if (running) return running;
    // Stored only if still the current fetch of the path: `clear()` drops what was asked for before it.
    const current = () => this.#inflight.get(path) === promise;
    const promise = this.#fetcher(path).then(
      (data) => {
        if (current()) this.setQueryData([path], data);
        return data;
      },
      (error: unknown) => {
        const entry = this.#entries.get(path);
        if (current())
          this.#set(path, {
            status: 'error',
            data: entry?.data,
            error,
            updatedAt: entry?.updatedAt ?? 0,
            stale: entry?.stale ?? false,
          });
        throw error;
      },
    );
    const forget = () => {
      if (current()) this.#inflight.delete(path);
    };
    promise.then(forget, forget);
    this.#inflight.set(path, promise);
    return promise;
  }

  #set(path: string, entry: Entry) {
    this.#entries.set(path, entry);
    for (const listener of this.#listeners.get(path) ?? []) listener();
  }
}

/**
 * The server's cache for the browser: the successful entries the islands read while rendering, plus
 * `always` (what the browser's own parts read without a render on the server, such as the dealer's contact
 * details in the contact drawer). Static parts of the page need no data in the browser (decision 0020).
 */
export function dehydrate(client: QueryClient, always: readonly string[] = []): DehydratedState {
  const queries: DehydratedState['queries'] = [];
  for (const [path, entry] of client.entries())
    if (entry.status === 'success' && (client.browserReads.has(path) || always.includes(path)))
      queries.push({ queryKey: [path], state: { data: entry.data } });
  return { queries };
}

/** Fills the browser's cache before the first render, so hydration renders what the server did. */
export function hydrate(client: QueryClient, state: DehydratedState | undefined) {
  for (const { queryKey, state: query } of state?.queries ?? []) client.setQueryData(queryKey, query.data);
}

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

/** For `placeholderData`: while the new key loads, the data shown before it (cars-page's next page). */
export const keepPreviousData = <T,>(previous: T | undefined): T | undefined => previous;

export type UseQueryOptions<T> = QueryOptions<T> & {
  /** false: only reads the cache, never fetches. */
  enabled?: boolean;
  /** Data to show while the key has none yet. */
  placeholderData?: NoInfer<T> | ((previous: NoInfer<T> | undefined) => NoInfer<T> | undefined);
  /** How old data may be, in ms, before a newly mounted `useQuery` fetches it again. Default: forever. */
  staleTime?: number;
};

export type QueryResult<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
};

/**
 * The cached data of a path, fetched on mount when missing. It renders from the cache alone, the same
 * on the server, in the hydration render and after, so hydration matches; fetches start in an effect.
 */
export function useQuery<T>({
  queryKey: [path],
  enabled = true,
  placeholderData,
  staleTime,
}: UseQueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  if (useInsideIsland()) client.browserReads.add(path);
  const subscribe = useCallback((listener: () => void) => client.subscribe(path, listener), [client, path]);
  const read = () => client.entry(path);
  const entry = useSyncExternalStore(subscribe, read, read);
  useEffect(
    () => (enabled ? client.observe(path, staleTime) : undefined),
    [client, path, enabled, staleTime],
  );

  const previous = useRef<T | undefined>(undefined);
  let data = entry?.data as T | undefined;
  let isPlaceholderData = false;
  if (!entry && placeholderData !== undefined) {
    data =
      typeof placeholderData === 'function'
        ? (placeholderData as (previous: T | undefined) => T | undefined)(previous.current)
        : placeholderData;
    isPlaceholderData = data !== undefined;
  }
  // What this render shows is the "previous data" of the next key's placeholder.
  useEffect(() => {
    previous.current = data;
  });
  const isError = entry?.status === 'error';
  const isSuccess = entry?.status === 'success' || isPlaceholderData;
  return {
    data,
    error: isError ? entry.error : null,
    isPending: !isError && !isSuccess,
    isError,
    isSuccess,
    isPlaceholderData,
  };
}
