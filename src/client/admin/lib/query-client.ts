import { QueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api';
import { claimEarlyRead } from '../early-reads';

let adminQueryClient: QueryClient | undefined;

/**
 * The back office's TanStack Query client, made on first use and kept for the tab's life, so leaving the
 * admin and coming back keeps the signed-in user and the lists. Query keys are API paths, fetched with
 * the stored token (or taken from a read started before the admin's code: early-reads.ts). SPEC §7: no
 * retries, no refetching on focus or interval, cached data never goes stale.
 * (The public site has its own small cache, lib/page-query.tsx, so its pages never load TanStack Query.)
 */
export function getAdminQueryClient(): QueryClient {
  adminQueryClient ??= new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => {
          const path = String(queryKey[0]);
          return getJson(path, { started: claimEarlyRead(path) });
        },
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return adminQueryClient;
}
