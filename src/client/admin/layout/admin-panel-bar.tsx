import { ShieldCheck, UserRound } from 'lucide-react';
import { LogoutButton, ViewSiteLink } from '../components/session-controls';
import { useAuthUser } from '../lib/auth';
import { Link } from '../lib/nav';

/** The dashboard's 'Admin Panel' bar: who is logged in (a link to their account), the live site, and Logout. */
export function AdminPanelBar() {
  const user = useAuthUser();

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
              <Link
                to="/admin/account"
                title="Your account: name, password and two-factor sign-in"
                className="group inline-flex max-w-full items-center gap-1.5 hover:text-white"
              >
                <UserRound className="hidden h-3.5 w-3.5 shrink-0 sm:block" aria-hidden="true" />
                <span className="truncate">
                  Welcome,{' '}
                  <span className="text-white underline-offset-4 group-hover:underline">{user.username}</span>
                </span>
              </Link>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <ViewSiteLink className="h-9 px-3 sm:inline-flex" />
          <LogoutButton variant="outline" className="px-3 sm:border-transparent" />
        </div>
      </div>
    </div>
  );
}
