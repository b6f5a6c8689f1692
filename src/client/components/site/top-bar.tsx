import { useState } from 'react';
import { island } from '../../lib/island';
import { lazyUntilOpen } from '../../lib/lazy-until-open';
import { Link, useLocation } from '../../lib/navigation';
import { cn } from '../ui/cn';
import { DrawerButton } from './drawer-button';
import { currentTarget, MENU_ENTRIES } from './nav';
import { Wordmark } from './wordmark';

const FullScreenMenu = lazyUntilOpen(() => import('./full-screen-menu').then((m) => m.FullScreenMenu));

const LEFT_LINKS = ['/cars', '/cars?status=sold', '/hire'];
const RIGHT_LINKS = ['/services', '/finance'];
const label = (to: string) => MENU_ENTRIES.find((e) => e.to === to)?.label ?? to;

const barLink =
  'relative py-2 text-[11px] font-medium uppercase tracking-[0.24em] text-white/75 transition-colors hover:text-white ' +
  'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-accent ' +
  'after:transition-transform hover:after:scale-x-100 aria-[current=page]:text-white aria-[current=page]:after:scale-x-100';

/**
 * The public navigation bar: left and right link groups around the centred brand, the Menu button
 * and the Contact button. The admin dashboard shows it too, without Contact (it has no drawer).
 */
/** The Menu button and the full-screen menu it opens: the bar's one island. */
export function MenuButton() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setMenuOpen(true)}
        onPointerEnter={() => void FullScreenMenu.preload()}
        onFocus={() => void FullScreenMenu.preload()}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        className="group -ml-2 inline-flex h-11 items-center gap-3 px-2 text-[11px] font-medium uppercase tracking-[0.24em] text-white"
      >
        <span aria-hidden="true" className="flex w-5 flex-col gap-[5px]">
          <span className="h-px w-5 bg-current" />
          <span className="h-px w-3.5 bg-current transition-all group-hover:w-5" />
        </span>
        Menu
      </button>
      <FullScreenMenu open={menuOpen} onOpenChange={setMenuOpen} />
    </>
  );
}

const MenuIsland = island('menu', MenuButton, 'interaction');

export function TopBar({ hideContact = false }: { hideContact?: boolean }) {
  const location = useLocation();
  const current = currentTarget([...LEFT_LINKS, ...RIGHT_LINKS], location);

  const links = (targets: string[]) =>
    targets.map((to) => (
      <Link key={to} to={to} className={barLink} aria-current={current === to ? 'page' : undefined}>
        {label(to)}
      </Link>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/90 backdrop-blur-md supports-[backdrop-filter]:bg-ink/75">
      <div className="mx-auto grid h-16 max-w-[1920px] grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 sm:px-10 lg:h-20">
        <nav aria-label="Browse" className="flex items-center gap-8">
          <MenuIsland />
          <div className="hidden items-center gap-8 xl:flex">{links(LEFT_LINKS)}</div>
        </nav>

        <Link to="/" className="flex justify-center px-1 py-2">
          <Wordmark />
        </Link>

        <nav aria-label="Enquire" className="flex items-center justify-end gap-8">
          <div className="hidden items-center gap-8 xl:flex">{links(RIGHT_LINKS)}</div>
          {!hideContact && (
            <DrawerButton
              className={cn(
                'inline-flex h-11 items-center -mr-2 px-2 text-[11px] font-medium uppercase tracking-[0.24em] text-white',
                'sm:mr-0 sm:h-10 sm:border sm:border-white/35 sm:px-5 sm:transition-colors sm:hover:border-white sm:hover:bg-white sm:hover:text-ink',
              )}
            >
              Contact
            </DrawerButton>
          )}
        </nav>
      </div>
    </header>
  );
}
