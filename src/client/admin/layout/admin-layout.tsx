import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthUserContext, useCurrentUser } from '../lib/auth';

/**
 * Guards every admin screen: without a user it goes to /admin/login (the media screen with a full page
 * redirect, as SPEC §2 says). The login screen itself is always reachable.
 */
export function AdminLayout() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isLogin = pathname === '/admin/login';

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
