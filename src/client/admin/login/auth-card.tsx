import type { ReactNode } from 'react';
import { Wordmark } from '../../components/site/wordmark';
import { Link } from '../lib/nav';

/** The sign-in screens' frame: the wordmark, one card with an icon, title and subtitle, the way back to the site. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ink px-4 py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(201,169,110,0.10),transparent_60%)]"
      />
      <Link to="/" className="relative mb-10 text-white hover:text-white/85" title="Back to the website">
        <Wordmark size="lg" />
      </Link>
      <div className="relative w-full max-w-sm border border-line bg-ink-2/90 p-6 shadow-2xl backdrop-blur sm:p-8">
        <div className="mb-8 flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center border border-line text-accent">
            {icon}
          </span>
          <div className="min-w-0">
            <h1 className="text-lg font-light uppercase tracking-[0.24em]">{title}</h1>
            <p className="text-xs text-mist">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
      <Link to="/" className="relative mt-8 text-xs uppercase tracking-[0.18em] text-mist hover:text-white">
        ← Back to website
      </Link>
    </main>
  );
}
