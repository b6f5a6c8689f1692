import './styles.css';
// Before any island loads Zod: its settings are read when it loads (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { contactDrawer, DRAWER_ATTR, type DrawerRequest } from './components/site/contact-drawer-context';
import { BEHAVIOURS, ISLANDS } from './islands';
import { recordTouch } from './lib/attribution';
import { createIslandRuntime, isPlainClick } from './lib/island-runtime';
import { moveTo, onSamePath } from './lib/same-path';
import { SWAP_ATTR, swapRegions } from './lib/swap-regions';

/*
 * The public site's one script (docs/decisions/0020-islands.md). The server's HTML is the whole page and its
 * links and forms work without it; this hydrates only the islands, each when it is wanted, and opens the
 * contact drawer from any button that asks for it. React comes with the first island that hydrates. The
 * admin is an application rendered in the browser, with its own code (admin/admin-app.tsx, decision 0025).
 */
if (window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/')) {
  // The screen's first data is asked for before the admin's code (admin/early-reads.ts, which starts its
  // reads when it runs; the shell runs it sooner still): that small chunk first, so its requests are not
  // queued behind the admin's thirty (cached after the first visit).
  void import('./admin/early-reads').catch(() => {}).then(() => import('./admin/admin-app'));
} else {
  // Where this visit came from, for the leads it may send (first party only: lib/attribution.ts).
  recordTouch(new URL(window.location.href), document.referrer);
  const runtime = createIslandRuntime(ISLANDS, BEHAVIOURS);
  runtime.scan();
  // A page with regions that can show another query of its path shows it in place (lib/swap-regions.ts).
  if (document.querySelector(`[${SWAP_ATTR}]`)) {
    let reveal = false;
    onSamePath((url) => {
      const revealing = reveal;
      reveal = false;
      void swapRegions(url, runtime).then((shown) => {
        // The visitor who asked for the next page wants to read it from its top.
        const top = document.querySelector(`[${SWAP_ATTR}]`);
        if (shown && revealing && top && top.getBoundingClientRect().top < 0)
          top.scrollIntoView({ block: 'start' });
      });
      return true;
    });
    // A link in a region to another query of this path (a page of the listing) is shown in place too.
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`[${SWAP_ATTR}] a[href]`);
      if (!link || !isPlainClick(event) || link.dataset.opens || link.target) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
      event.preventDefault();
      reveal = true;
      moveTo(url.pathname + url.search, 'push');
    });
  }

  contactDrawer.onWanted(() => void runtime.hydrateNamed('contact-drawer'));

  // A link that an island takes over (a car card opens its dialog): clicked before that island's code,
  // the island is brought in and the click given to it; a click with a modifier key stays the browser's.
  document.addEventListener(
    'click',
    (event) => {
      const opener = (event.target as Element | null)?.closest?.<HTMLElement>('[data-opens]');
      const name = opener?.dataset.opens;
      if (!opener || !name || !isPlainClick(event) || runtime.isHydrated(name)) return;
      event.preventDefault();
      event.stopPropagation();
      void runtime.hydrateNamed(name).then(() => opener.isConnected && opener.click());
    },
    { capture: true },
  );

  // A button that opens the drawer, or any link to "#contact" (content managed in the admin can use one).
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const target = event.target as Element | null;
    const opener = target?.closest?.(`[${DRAWER_ATTR}], a[href="#contact"]`);
    if (!opener) return;
    event.preventDefault();
    const request = JSON.parse(opener.getAttribute(DRAWER_ATTR) || '{}') as DrawerRequest;
    if (request.hireCarId === undefined) contactDrawer.open(request.vehicle ?? null);
    else
      void import('./lib/hire-car-lookup').then(({ hireCarById }) =>
        hireCarById(request.hireCarId!).then((hireCar) =>
          contactDrawer.open(request.vehicle ?? null, hireCar),
        ),
      );
  });
  // A visitor reaching for such a button, or for a link an island takes over, is about to use it: its code
  // starts loading.
  for (const type of ['pointerover', 'focusin'] as const)
    document.addEventListener(
      type,
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest?.(`[${DRAWER_ATTR}]`)) contactDrawer.preload();
        const opens = target?.closest?.<HTMLElement>('[data-opens]')?.dataset.opens;
        if (opens) void runtime.hydrateNamed(opens);
      },
      { passive: true },
    );
}
