import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HireCar } from '../../../shared/schemas/car';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';
import { type ContactDrawerApi, ContactDrawerContext } from '../../components/site/contact-drawer-context';
import { lazyUntilOpen } from '../../lib/lazy-until-open';

// The drawer (dialog library, then the form with its validation library) is fetched on first open.
const ContactDrawer = lazyUntilOpen(() => import('./contact-drawer-panel').then((m) => m.ContactDrawer));

/** SPEC §4: the vehicle stays while the drawer slides shut, then is forgotten. */
export const VEHICLE_CLEAR_DELAY_MS = 300;

/**
 * Owns the contact drawer for the public site. Anything can open it through useContactDrawer(), and
 * any link to "#contact" opens it too, so content managed in the admin can point at it.
 */
export function ContactDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleEnquiry | null>(null);
  const [hireCar, setHireCar] = useState<HireCar | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const api = useMemo<ContactDrawerApi>(
    () => ({
      open(next, hire) {
        clearTimeout(clearTimer.current);
        setVehicle(next ?? null);
        setHireCar(hire ?? null);
        setOpen(true);
      },
      preload: () => void ContactDrawer.preload(),
    }),
    [],
  );

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) {
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        setVehicle(null);
        setHireCar(null);
      }, VEHICLE_CLEAR_DELAY_MS);
    }
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href="#contact"]');
      if (!link) return;
      event.preventDefault();
      api.open();
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(clearTimer.current);
    };
  }, [api]);

  return (
    <ContactDrawerContext.Provider value={api}>
      {children}
      <ContactDrawer
        open={open}
        onOpenChange={onOpenChange}
        vehicle={vehicle}
        hireCar={hireCar}
        onSuccess={close}
      />
    </ContactDrawerContext.Provider>
  );
}
