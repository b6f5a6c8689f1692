import '../admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthUser } from '../../../shared/schemas/auth';
import { toast } from '../../components/ui/toast';
import { ApiError, TOKEN_KEY } from '../../lib/api';
import { AuthUserContext, ME_KEY, useCurrentUser } from '../lib/auth';
import { Outlet, useLocation, useNavigate } from '../lib/nav';
import { SessionDialog } from './session-dialog';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A session that ends while a screen is open (token expired or revoked elsewhere) makes admin calls
 * answer 401: the token is forgotten and `onEnded` is told, once, so the screen can ask for the password
 * again over what is on it instead of leaving lists that silently fail to load or a save that is lost.
 */
function useSessionExpiry(active: boolean, onEnded: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const expire = (error: unknown) => {
      if (!isUnauthorized(error) || !window.localStorage.getItem(TOKEN_KEY)) return;
      window.localStorage.removeItem(TOKEN_KEY);
      onEnded();
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
  }, [active, queryClient, onEnded]);
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
 * redirect, as SPEC §2 says). The login screen itself is always reachable. A session that ends on an open
 * screen keeps the screen, under a dialog that signs the same person in again (`SessionDialog`).
 */
function AdminGuard() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The login screen and the invitation link's set-password screen are for people not signed in yet.
  const isLogin = pathname === '/admin/login' || pathname.startsWith('/admin/set-password/');
  // Who was signed in when the session ended: the screen stays theirs until they sign in again.
  const [ended, setEnded] = useState<AuthUser | null>(null);
  const lastUser = useRef(user);
  if (user) lastUser.current = user;
  const onEnded = useCallback(() => {
    // Nobody is signed in now: the next sign-in (the dialog's, or the login screen's) sets the user again.
    queryClient.setQueryData(ME_KEY, null);
    // SPEC §7: a 401 on the standalone subscribers page redirects to login (the guard below does it).
    if (window.location.pathname.startsWith('/admin/subscribers')) {
      toast({ title: 'Your session has ended', description: 'Please log in again.', variant: 'destructive' });
      return;
    }
    setEnded(lastUser.current ?? null);
  }, [queryClient]);
  useSessionExpiry(!isLogin && !!user && !ended, onEnded);

  // Signed in again: what failed meanwhile is read again; a save that failed is the person's to repeat.
  useEffect(() => {
    if (!ended || !user) return;
    setEnded(null);
    void queryClient.invalidateQueries();
    toast({ title: 'Logged in again', description: 'Anything that did not save can be saved now.' });
  }, [ended, user, queryClient]);

  useEffect(() => {
    if (isPending || user || isLogin || ended) return;
    if (pathname.startsWith('/admin/media')) window.location.href = '/admin/login';
    else navigate('/admin/login', { replace: true });
  }, [isPending, user, isLogin, ended, pathname, navigate]);

  if (isLogin) return <Outlet />;
  const shown = user ?? ended;
  if (!shown) {
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
    <AuthUserContext.Provider value={shown}>
      <Outlet />
      {ended && !user && <SessionDialog username={ended.username} />}
    </AuthUserContext.Provider>
  );
}
