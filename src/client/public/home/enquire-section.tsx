import { type ReactNode, useEffect, useState } from 'react';
import { BRAND, telHref, whatsappHref } from '../../../shared/brand';
import { useBusinessDetails } from '../../components/site/business';
import { ArrowUpRight, Mail, MessageCircle, MessagesSquare, Phone } from '../../components/ui/icons';

type ChatWindow = Window & {
  Tawk_API?: { maximize?: () => void };
  LiveChatWidget?: { call?: (method: string) => void };
  tidioChatApi?: { open?: () => void };
  Intercom?: (command: string) => void;
  $crisp?: { push: (args: unknown[]) => void };
};

/** The "maximise" of whichever live-chat widget the site has loaded, if any. */
function findChatWidget(): (() => void) | null {
  const w = window as ChatWindow;
  if (typeof w.Tawk_API?.maximize === 'function') return () => w.Tawk_API?.maximize?.();
  if (typeof w.LiveChatWidget?.call === 'function') return () => w.LiveChatWidget?.call?.('maximize');
  if (typeof w.tidioChatApi?.open === 'function') return () => w.tidioChatApi?.open?.();
  if (typeof w.Intercom === 'function') return () => w.Intercom?.('show');
  if (w.$crisp && typeof w.$crisp.push === 'function') return () => w.$crisp?.push(['do', 'chat:open']);
  return null;
}

/** Chat widgets load after the page; look for one for a little while. */
function useChatWidget() {
  const [open, setOpen] = useState<(() => void) | null>(null);
  useEffect(() => {
    let tries = 0;
    const check = () => {
      const found = findChatWidget();
      if (found) {
        setOpen(() => found);
        clearInterval(timer);
      } else if (++tries >= 10) clearInterval(timer);
    };
    const timer = setInterval(check, 1000);
    check();
    return () => clearInterval(timer);
  }, []);
  return open;
}

const tile =
  'group relative flex h-full flex-col gap-6 p-7 text-left transition-colors hover:bg-white/[0.04] sm:p-9 w-full';

function Option({ icon, label, detail }: { icon: ReactNode; label: string; detail: string }) {
  return (
    <>
      <span className="flex items-start justify-between">
        <span className="text-accent">{icon}</span>
        <ArrowUpRight
          className="h-4 w-4 text-white/40 transition-all group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-white"
          aria-hidden="true"
          strokeWidth={1.5}
        />
      </span>
      <span className="grid gap-2">
        <span className="text-[11px] font-medium uppercase tracking-[0.28em] text-white">{label}</span>
        <span className="break-words text-sm text-mist">{detail}</span>
      </span>
    </>
  );
}

/** ENQUIRE NOW (SPEC §2): opening hours and every way to reach the team. */
export function EnquireSection() {
  const business = useBusinessDetails();
  const openChat = useChatWidget();
  const iconProps = { className: 'h-6 w-6', 'aria-hidden': true, strokeWidth: 1.25 } as const;

  return (
    <section aria-labelledby="enquire-now" className="bg-ink-2 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-6 sm:px-10 lg:grid-cols-[1fr_1.25fr] lg:items-center lg:gap-24">
        <div>
          <p className="text-[10px] font-medium uppercase tracking-[0.36em] text-accent">
            Speak with a specialist
          </p>
          <h2 id="enquire-now" className="mt-4 text-3xl font-extralight tracking-[0.24em] sm:text-5xl">
            ENQUIRE NOW
          </h2>
          <p className="mt-6 max-w-lg text-sm leading-relaxed text-mist sm:text-base">
            Buying, selling, consigning or simply curious about a car: talk to us the way that suits you.
            Every enquiry is answered by someone who knows the cars.
          </p>
          <div className="mt-10 border-l-2 border-accent pl-5">
            <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-white/85">Opening hours</p>
            <p className="mt-2 text-base font-light text-white">{BRAND.hours}</p>
          </div>
        </div>

        <ul className="grid border-t border-l border-white/10 sm:grid-cols-2">
          <li className="border-r border-b border-white/10">
            <a href={telHref(business.phone)} className={tile}>
              <Option icon={<Phone {...iconProps} />} label="Call us" detail={business.phone} />
            </a>
          </li>
          <li className="border-r border-b border-white/10">
            <a href={whatsappHref(business.phone)} target="_blank" rel="noopener noreferrer" className={tile}>
              <Option icon={<MessageCircle {...iconProps} />} label="WhatsApp" detail="Message us any time" />
            </a>
          </li>
          {openChat && (
            <li className="border-r border-b border-white/10">
              <button type="button" onClick={openChat} className={tile}>
                <Option
                  icon={<MessagesSquare {...iconProps} />}
                  label="Live chat"
                  detail="Chat with the team now"
                />
              </button>
            </li>
          )}
          <li className={`border-r border-b border-white/10 ${openChat ? '' : 'sm:col-span-2'}`}>
            <a href={`mailto:${business.email}`} className={tile}>
              <Option icon={<Mail {...iconProps} />} label="Email" detail={business.email} />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
