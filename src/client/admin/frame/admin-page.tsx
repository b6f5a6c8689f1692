import { ArrowLeft, ExternalLink, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useAuthUser, useLogout } from '../lib/auth';

/**
 * The frame of a standalone admin screen: a slim bar with the admin mark, the logged-in user and
 * Logout; then 'Back to Dashboard', the page title and the screen itself.
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
  width = 'wide',
  backTo = '/admin',
  backLabel = 'Back to Dashboard',
  onBack,
}: {
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (right on desktop, under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
  /** Where 'Back to Dashboard' goes, e.g. a dashboard tab. */
  backTo?: string;
  backLabel?: string;
  /** Runs before the back link navigates (it may prevent that, e.g. to go back in history instead). */
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const user = useAuthUser();
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <div className="min-h-dvh bg-ink">
      <header className="sticky top-0 z-40 border-b border-line bg-ink/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-8">
          <Link
            to="/admin"
            className="flex items-center gap-3 text-[11px] font-medium uppercase tracking-[0.3em] text-white hover:text-accent"
          >
            <ShieldCheck className="h-5 w-5 text-accent" aria-hidden="true" />
            Admin Panel
          </Link>
          <div className="flex items-center gap-2 sm:gap-4">
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="hidden items-center gap-2 text-xs uppercase tracking-[0.18em] text-white/70 hover:text-white md:inline-flex"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View site
            </a>
            <span aria-hidden="true" className="hidden h-4 w-px bg-line md:block" />
            <span className="flex items-center gap-2 text-xs text-mist" title="Logged in">
              <UserRound className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">Logged in as </span>
              <span className="max-w-32 truncate text-white/80 sm:max-w-none">{user.username}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="px-3"
              onClick={async () => {
                await logout();
                navigate('/admin/login', { replace: true });
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>

      <main
        className={cn(
          'mx-auto px-4 pb-24 pt-6 sm:px-8 sm:pt-10',
          width === 'wide' ? 'max-w-7xl' : 'max-w-3xl',
        )}
      >
        <Link
          to={backTo}
          onClick={onBack}
          className="inline-flex items-center gap-2 text-xs uppercase tracking-[0.18em] text-mist hover:text-white"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {backLabel}
        </Link>
        <div className="mt-6 mb-8 flex flex-col gap-4 sm:mt-8 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-light uppercase tracking-[0.2em] sm:text-3xl">{title}</h1>
            {description && <p className="mt-2 max-w-2xl text-sm text-mist">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}
