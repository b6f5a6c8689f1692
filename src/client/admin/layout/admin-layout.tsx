import '../admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { ApiError, TOKEN_KEY } from '../../lib/api';
import { AuthUserContext, ME_KEY, useCurrentUser } from '../lib/auth';
import { Outlet, useLocation, useNavigate } from '../lib/nav';

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
 * The layout of every admin route (admin/router.tsx): the guard below. The admin's one data layer is
 * TanStack Query, its client given by admin/admin-app.tsx; the public site's cache is another page's, never
 * loaded here (a public page opened after the admin loads its data afresh).
 */
export function AdminLayout() {
  return <AdminGuard />;
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
