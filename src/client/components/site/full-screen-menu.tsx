import { Dialog as D } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { BRAND } from '../../../shared/brand';
import { Link, useLocation } from '../../lib/navigation';
import { cn } from '../ui/cn';
import type { OpenState } from '../ui/dialog';
import { useBusinessDetails } from './business';
import { AddressLines, PhoneAndEmail, SocialLinks } from './contact-links';
import { currentTarget, MENU_ENTRIES } from './nav';
import { Wordmark } from './wordmark';

const contactLink =
  'inline-flex items-center gap-3 py-1.5 text-sm text-white/85 transition-colors hover:text-accent';

/** The full-screen site menu (SPEC §2): the eight entries, the current one highlighted, and how to reach us. */
export function FullScreenMenu({ open, onOpenChange }: OpenState) {
  const location = useLocation();
  const business = useBusinessDetails();
  const current = currentTarget(
    MENU_ENTRIES.map((e) => e.to),
    location,
  );

  // Following a link, or the browser's back button, lands on another page: the menu has done its job.
  const shownAt = useRef(location.key);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && shownAt.current !== location.key) onOpenChange(false);
    shownAt.current = location.key;
  }, [location.key, open, onOpenChange]);

  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Content
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink text-white data-[state=closed]:animate-[fade-out_200ms_ease-in] data-[state=open]:animate-[menu-in_350ms_cubic-bezier(0.22,1,0.36,1)]"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the Menu button lives in the bar instead.
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <D.Title className="sr-only">Menu</D.Title>
          <div className="mx-auto grid h-16 w-full max-w-[1920px] shrink-0 grid-cols-[1fr_auto_1fr] items-center gap-4 border-b border-white/10 px-4 sm:px-10 lg:h-20">
            <D.Close className="-ml-2 inline-flex h-11 items-center justify-self-start px-2 text-[13px] font-medium tracking-[0.2em] text-white transition-colors hover:text-accent">
              <span aria-hidden="true">[ x ]</span>
              <span className="sr-only">Close menu</span>
            </D.Close>
            <Link to="/" className="flex justify-center px-1 py-2" onClick={() => onOpenChange(false)}>
              <Wordmark />
            </Link>
            <span />
          </div>

          <div className="mx-auto grid w-full max-w-7xl flex-1 gap-14 px-6 py-10 sm:px-10 lg:grid-cols-[1.5fr_1fr] lg:items-center lg:gap-20 lg:py-16">
            <nav aria-label="Menu">
              <ol className="grid gap-1 sm:gap-2">
                {MENU_ENTRIES.map((entry, i) => {
                  const isCurrent = current === entry.to;
                  return (
                    <li key={entry.to} className="group flex items-baseline gap-5 sm:gap-8">
                      <span
                        aria-hidden="true"
                        className="w-6 shrink-0 text-[11px] font-medium tracking-[0.2em] text-mist tabular-nums group-has-[[aria-current=page]]:text-accent"
                      >
                        {String(i + 1).padStart(2, '0')}
                      </span>
                      <Link
                        to={entry.to}
                        onClick={() => onOpenChange(false)}
                        aria-current={isCurrent ? 'page' : undefined}
                        className="py-1 text-[1.75rem] leading-[1.2] font-extralight uppercase tracking-[0.12em] text-white/80 transition-[color,translate] duration-300 hover:translate-x-2 hover:text-white aria-[current=page]:text-accent sm:text-5xl lg:text-[3.5rem]"
                      >
                        {entry.label}
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </nav>

            <div className="grid gap-10 border-t border-white/10 pt-10 sm:grid-cols-2 lg:grid-cols-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-12">
              <MenuGroup title="Speak with us">
                <div className="grid">
                  <PhoneAndEmail business={business} linkClass={contactLink} />
                </div>
                <p className="text-xs leading-relaxed text-mist">
                  {BRAND.availability} · {BRAND.hours}
                </p>
              </MenuGroup>
              <MenuGroup title="Follow">
                <div className="grid">
                  <SocialLinks
                    business={business}
                    networks={['instagram', 'linkedin']}
                    linkClass={contactLink}
                    iconClass="h-4 w-4 text-accent"
                    labelled
                  />
                </div>
              </MenuGroup>
              <MenuGroup title="Showroom" address>
                <p className="text-sm leading-relaxed text-white/85">
                  <AddressLines business={business} />
                </p>
              </MenuGroup>
            </div>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** A titled group of the menu's contact column; the showroom's is an address. */
function MenuGroup({ title, address, children }: { title: string; address?: boolean; children: ReactNode }) {
  const Group = address ? 'address' : 'div';
  return (
    <Group className={cn('grid gap-3', address && 'not-italic')}>
      <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-mist">{title}</p>
      {children}
    </Group>
  );
}
