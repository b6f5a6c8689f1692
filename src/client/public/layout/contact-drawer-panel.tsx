import { Dialog as D } from 'radix-ui';
import { lazy, Suspense, useRef } from 'react';
import { BRAND } from '../../../shared/brand';
import type { HireCar } from '../../../shared/schemas/car';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';
import type { OpenState } from '../../components/ui/dialog';
import { X } from '../../components/ui/icons';
import { CallNow, EnquiringAbout } from './contact-intro';

// The form (with its validation library) is fetched when the drawer first opens.
const EnquiryForm = lazy(() =>
  import('../components/forms/enquiry-form').then((m) => ({ default: m.EnquiryForm })),
);

/** The contact drawer itself (SPEC §2): call button, the vehicle asked about, and the enquiry form. */
export function ContactDrawer({
  open,
  onOpenChange,
  vehicle,
  hireCar,
  onSuccess,
}: OpenState & {
  vehicle: VehicleEnquiry | null;
  hireCar: HireCar | null;
  onSuccess: () => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-[fade-out_250ms_ease-in] data-[state=open]:animate-[fade-in_300ms_ease-out]" />
        <D.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            // Whatever opened the drawer (Contact, an Enquire Now or BOOK NOW button) gets focus back.
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col overflow-y-auto border-white/10 bg-ink-2 text-white shadow-2xl outline-none sm:w-[700px] sm:max-w-full sm:border-l data-[state=closed]:animate-[drawer-out_250ms_ease-in] data-[state=open]:animate-[drawer-in_400ms_cubic-bezier(0.22,1,0.36,1)]"
        >
          <div className="flex items-center justify-between border-b border-white/10 px-6 py-4 sm:px-12">
            <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-mist">
              Enquiries · {BRAND.availability}
            </p>
            <D.Close
              aria-label="Close"
              className="-mr-2 inline-flex h-11 w-11 items-center justify-center text-white/75 transition-colors hover:text-white"
            >
              <X className="h-5 w-5" aria-hidden="true" strokeWidth={1.5} />
            </D.Close>
          </div>

          <div className="flex flex-1 flex-col gap-8 px-6 py-8 sm:px-12 sm:py-12">
            <header className="grid gap-4">
              <D.Title className="text-3xl font-extralight tracking-[0.04em] sm:text-[2.75rem] sm:leading-tight">
                Let's get started.
              </D.Title>
              <D.Description className="max-w-md text-sm leading-relaxed text-mist">
                Tell us what you have in mind and a specialist will be in touch shortly. Opening hours are{' '}
                {BRAND.hours}.
              </D.Description>
            </header>

            <CallNow />

            {vehicle && <EnquiringAbout vehicle={vehicle} />}

            <div className="border-t border-white/10 pt-8">
              <Suspense
                fallback={
                  <p className="text-sm text-mist" role="status">
                    Loading...
                  </p>
                }
              >
                <EnquiryForm vehicle={vehicle} hireCar={hireCar} onSuccess={onSuccess} />
              </Suspense>
            </div>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
