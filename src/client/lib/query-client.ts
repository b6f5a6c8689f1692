import { QueryClient } from '@tanstack/react-query';
import { getJson } from './api';

export type Fetcher = (path: string) => Promise<unknown>;

/**
 * Query keys are API paths, so the server can prefetch in-process with the same keys the browser
 * would fetch. SPEC §7: no retries, no refetching on focus or interval, cached data never goes stale.
 */
export function createQueryClient(fetcher: Fetcher = (path) => getJson(path)): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => fetcher(String(queryKey[0])),
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
