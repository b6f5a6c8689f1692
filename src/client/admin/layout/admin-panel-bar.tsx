import { ExternalLink, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuthUser, useLogout } from '../lib/auth';

/** The dashboard's 'Admin Panel' bar: who is logged in, a link to the live site, and Logout. */
export function AdminPanelBar() {
  const user = useAuthUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  return (
    <div className="border-b border-line bg-ink-2">
      <div className="mx-auto flex max-w-[1600px] items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-10">
        <div className="flex min-w-0 items-center gap-3">
          <ShieldCheck className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-4">
            <h1 className="text-xs font-medium uppercase tracking-[0.28em] whitespace-nowrap text-white sm:text-sm">
              Admin Panel
            </h1>
            <span aria-hidden="true" className="hidden h-4 w-px bg-line sm:block" />
            <p className="truncate text-xs text-mist sm:text-sm">
              Welcome, <span className="text-white">{user.username}</span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="hidden h-9 items-center gap-2 px-3 text-xs uppercase tracking-[0.18em] text-white/70 hover:text-white sm:inline-flex"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            View site
          </a>
          <Button
            variant="outline"
            size="sm"
            className="px-3 sm:border-transparent"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await logout();
              navigate('/admin/login', { replace: true });
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </div>
  );
}
