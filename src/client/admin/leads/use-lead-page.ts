import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadSourceCount, LeadsSummary } from '../../../shared/schemas/lead-desk';
import { pagedListOptions, usePagedList } from '../lib/paged-list';
import type { LeadFilters } from './lead-filters';

export const INBOX_ENDPOINT = '/api/admin/leads';
export const SUMMARY_ENDPOINT = '/api/admin/leads/summary';
export const LEAD_SETTINGS_ENDPOINT = '/api/admin/lead-settings';
export const SOURCES_ENDPOINT = '/api/admin/leads/sources';

/** Where a lead's own page is. */
export const leadPath = (kind: string, id: number) => `/admin/leads/${kind}/${id}`;

/** How long a list's loaded pages outlive the screen: long enough to work a lead and come back. */
const KEEP_PAGES_MS = 30 * 60_000;

/**
 * A lead list's pages, newest first, a page at a time (never the whole list). Opening a lead and
 * coming back finds every loaded page still cached, so the list returns at once, as long as it was.
 */
export function useLeadPage<T>(endpoint: string, filters: LeadFilters) {
  const queryClient = useQueryClient();
  useState(() => keepPages(queryClient, endpoint));
  return usePagedList<T>(endpoint, filters);
}

const keepPages = (queryClient: QueryClient, endpoint: string) =>
  queryClient.setQueryDefaults([endpoint, 'page'], { gcTime: KEEP_PAGES_MS });

/**
 * Starts a list's first page (the very query `useLeadPage` reads) without waiting for it, so it loads
 * while the tab's code and the login check do. Pages already cached are used as they are.
 */
export function prefetchLeadPage(queryClient: QueryClient, endpoint: string, filters: LeadFilters) {
  keepPages(queryClient, endpoint);
  queryClient.infiniteQuery(pagedListOptions(endpoint, filters)).catch(() => {
    // The list itself shows the failure when it mounts (and asks again).
  });
}

/**
 * New, overdue and today's counts per kind and the response time: one small call for the navigation,
 * the Overview and the overdue markers. Refreshed every minute so a lead turning overdue shows.
 */
export const useLeadsSummary = () =>
  useQuery<LeadsSummary>({ queryKey: [SUMMARY_ENDPOINT], refetchInterval: 60_000 });

/**
 * How many leads each source brought, most first, for the inbox's Source filter. Only asked for by a
 * list that filters by source; re-read after a minute, since leads keep arriving.
 */
export const useLeadSources = (enabled: boolean) =>
  useQuery<LeadSourceCount[]>({ queryKey: [SOURCES_ENDPOINT], enabled, staleTime: 60_000 });
