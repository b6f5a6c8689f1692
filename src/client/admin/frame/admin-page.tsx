import { ShieldCheck, UserRound } from 'lucide-react';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { ArrowLeft } from '../../components/ui/icons';
import { LogoutButton, ViewSiteLink } from '../components/session-controls';
import { useAuthUser } from '../lib/auth';
import { Link } from '../lib/nav';
import { adminHead } from './admin-head';

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
  back = { to: '/admin' },
}: {
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (right on desktop, under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
  /**
   * The link above the title: where it goes (by default the dashboard; e.g. a dashboard tab), its label
   * (by default 'Back to Dashboard'), and what runs before it navigates (it may prevent that, e.g. to go
   * back in history instead).
   */
  back?: { to: string; label?: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };
}) {
  return (
    <div className="min-h-dvh bg-ink">
      <ScreenBar />

      <main
        className={cn(
          'mx-auto px-4 pb-24 pt-6 sm:px-8 sm:pt-10',
          width === 'wide' ? 'max-w-7xl' : 'max-w-3xl',
        )}
      >
        <Link
          to={back.to}
          onClick={back.onClick}
          className="inline-flex items-center gap-2 text-xs uppercase tracking-[0.18em] text-mist hover:text-white"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {back.label ?? 'Back to Dashboard'}
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

/** The slim bar over a standalone screen: the admin mark (home to the dashboard), who is logged in, Logout. */
function ScreenBar() {
  const user = useAuthUser();
  return (
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
          <ViewSiteLink className="md:inline-flex" />
          <span aria-hidden="true" className="hidden h-4 w-px bg-line md:block" />
          <Link
            to="/admin/account"
            className="flex items-center gap-2 text-xs text-mist hover:text-white"
            title="Your account"
          >
            <UserRound className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">Logged in as </span>
            <span className="max-w-32 truncate text-white/80 sm:max-w-none">{user.username}</span>
          </Link>
          <LogoutButton variant="ghost" className="px-3" />
        </div>
      </div>
    </header>
  );
}

/**
 * The `head` and the default export of a screen that is one component in the frame, so that its title
 * is written once for the browser tab and the heading.
 */
export function framedScreen(title: string, description: string, Body: ComponentType) {
  return {
    head: adminHead(title),
    Screen: () => (
      <AdminPage title={title} description={description}>
        <Body />
      </AdminPage>
    ),
  };
}
