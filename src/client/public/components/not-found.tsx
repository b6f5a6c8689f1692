import type { HeadFn } from '../../lib/head';
import { Link } from '../../lib/navigation';

/** The 404 page's head and body: the not-found route and a content page with an unknown slug both show it. */
export const notFoundHead: HeadFn = () => ({ title: '404 Page Not Found', noindex: true });

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-light tracking-[0.2em] uppercase sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-6 text-mist">The page you are looking for doesn't exist or may have been moved.</p>
      <Link
        to="/"
        className="mt-10 border border-white/30 px-8 py-3 text-sm tracking-[0.2em] uppercase hover:bg-white hover:text-ink"
      >
        Back to Home
      </Link>
    </main>
  );
}
