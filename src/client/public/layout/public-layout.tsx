import { Fold } from '../../components/site/fold';
import { TopBar } from '../../components/site/top-bar';
import { Outlet } from '../../lib/navigation';
import { ContactDrawerIsland } from './contact-drawer';
import { Footer } from './footer';

/** Every public page: the navigation bar, the page, the footer, and the contact drawer they can all open (an island). */
export function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:bg-white focus:px-4 focus:py-3 focus:text-xs focus:font-medium focus:uppercase focus:tracking-[0.2em] focus:text-ink"
      >
        Skip to content
      </a>
      <TopBar />
      <div id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
      <Fold />
      <Footer />
      <ContactDrawerIsland />
    </>
  );
}
