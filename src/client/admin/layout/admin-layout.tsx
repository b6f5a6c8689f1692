import '../admin.css';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast';
import { ApiError, getJson, TOKEN_KEY } from '../../lib/api';
import {
  QueryClient as PageQueryClient,
  QueryClientProvider as PageQueryClientProvider,
  useQueryClient as usePageQueryClient,
} from '../../lib/page-query';
import { AuthUserContext, ME_KEY, useCurrentUser } from '../lib/auth';
import { Outlet, useLocation, useNavigate } from '../lib/nav';
import { getAdminQueryClient } from '../lib/query-client';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A session that ends while a screen is open (token expired or revoked elsewhere) makes admin calls
 * answer 401: the token is forgotten and the guard below sends the user to the login screen, with a
 * word about why, instead of leaving lists that silently fail to load.
 */
function useSessionExpiry(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const expire = (error: unknown) => {
      if (!isUnauthorized(error) || !window.localStorage.getItem(TOKEN_KEY)) return;
      window.localStorage.removeItem(TOKEN_KEY);
      queryClient.setQueryData(ME_KEY, null);
      toast({ title: 'Your session has ended', description: 'Please log in again.', variant: 'destructive' });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [active, queryClient]);
}

/**
 * The admin's data layers. Its screens use TanStack Query, loaded with the admin's chunks only (the public
 * site has its own small cache, lib/page-query.tsx). The shared parts that read public data through that
 * cache (a hire car's calendar, the menu's contact details) get a cache of their own for this visit, so
 * nothing read here lands in the public one.
 *
 * Staff change what public pages show, so the public cache is forgotten on the way in: a public page
 * opened afterwards in this tab fetches its data again. Not on the way out, which would be too late: the
 * next page's loads run, and fill the cache, before the admin unmounts.
 */
export function AdminLayout() {
  const publicClient = usePageQueryClient();
  const [pageClient] = useState(() => new PageQueryClient((path) => getJson(path)));
  useEffect(() => {
    publicClient.clear();
  }, [publicClient]);
  return (
    <PageQueryClientProvider client={pageClient}>
      <QueryClientProvider client={getAdminQueryClient()}>
        <AdminGuard />
      </QueryClientProvider>
    </PageQueryClientProvider>
  );
}

/**
 * Guards every admin screen: without a user it goes to /admin/login (the media screen with a full page
 * redirect, as SPEC §2 says). The login screen itself is always reachable.
 */
function AdminGuard() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The login screen and the invitation link's set-password screen are for people not signed in yet.
  const isLogin = pathname === '/admin/login' || pathname.startsWith('/admin/set-password/');
  useSessionExpiry(!isLogin && !!user);

  useEffect(() => {
    if (isPending || user || isLogin) return;
    if (pathname.startsWith('/admin/media')) window.location.href = '/admin/login';
    else navigate('/admin/login', { replace: true });
  }, [isPending, user, isLogin, pathname, navigate]);

  if (isLogin) return <Outlet />;
  if (isPending || !user) {
    return (
      <div
        className="flex min-h-dvh items-center justify-center text-sm tracking-[0.2em] text-mist uppercase"
        role="status"
      >
        Loading...
      </div>
    );
  }
  return (
    <AuthUserContext.Provider value={user}>
      <Outlet />
    </AuthUserContext.Provider>
  );
}
