import { Link, useLocation } from '../../lib/navigation';
import { usePageError } from '../../lib/router';
import { errorStatus } from '../../ssr-state';
import { buttonClass } from '../ui/button';
import { Wordmark } from './wordmark';

/**
 * What a visitor sees when a page cannot be prepared: the not-found wording for a 404, otherwise a
 * calm apology with a way forward. Inside the site chrome for page failures; `standalone` draws its
 * own frame when the chrome itself could not load.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = usePageError();
  const location = useLocation();
  const notFound = errorStatus(error) === 404;
  const content = (
    <main className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-accent">
        {notFound ? 'Error 404' : 'Something went wrong'}
      </p>
      <h1 className="mt-6 text-3xl font-extralight uppercase tracking-[0.2em] sm:text-4xl">
        {notFound ? '404 Page Not Found' : 'We hit a bump in the road'}
      </h1>
      <p className="mt-6 max-w-xl text-sm leading-relaxed text-mist sm:text-base">
        {notFound
          ? "The page you are looking for doesn't exist or may have been moved."
          : 'This page could not be loaded just now. Please try again in a moment, or head back to the showroom.'}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {!notFound && (
          // A full reload, not a client navigation: the point is to ask the server again.
          <a href={`${location.pathname}${location.search}`} className={buttonClass('primary')}>
            Try Again
          </a>
        )}
        <Link to="/" reloadDocument={standalone} className={buttonClass('outline')}>
          Back to Home
        </Link>
      </div>
    </main>
  );
  if (!standalone) return content;
  return (
    <div className="flex min-h-dvh flex-col bg-ink text-white">
      <header className="flex h-16 items-center justify-center border-b border-white/10 lg:h-20">
        <a href="/" className="px-2 py-2">
          <Wordmark />
        </a>
      </header>
      {content}
    </div>
  );
}
