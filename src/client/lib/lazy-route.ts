import type { ComponentType } from 'react';
import type { HeadArgs, HeadFn } from './head';
import type { QueryClient } from './page-query';
import type { LoadArgs, PageStatus, ResolvedRoute } from './router';

/**
 * What a page module exports: the page as default, an optional `load` that prefetches its queries
 * (run on the server before render and in the browser before navigation), an optional `head`, and
 * an optional HTTP status (the not-found page says 404; a content page says 404 only when its slug is unknown).
 */
export type PageModule = {
  default: ComponentType;
  load?: (queryClient: QueryClient, args: LoadArgs) => Promise<unknown>;
  head?: HeadFn;
  status?: PageStatus;
};

export const resolveStatus = (status: PageStatus | undefined, args: HeadArgs) =>
  typeof status === 'function' ? status(args) : status;

export function lazyPage(queryClient: QueryClient, importer: () => Promise<PageModule>) {
  return async (): Promise<ResolvedRoute> => {
    const mod = await importer();
    return {
      Component: mod.default,
      load: mod.load && ((args) => mod.load!(queryClient, args)),
      handle: { head: mod.head, status: mod.status },
    };
  };
}
