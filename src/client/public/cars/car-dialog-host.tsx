import { useEffect, useRef } from 'react';
import { vehicleTitle } from '../../../shared/format';
import type { Car } from '../../../shared/schemas/car';
import { contactDrawer } from '../../components/site/contact-drawer-context';
import { isPlainClick } from '../../lib/island-runtime';
import { lazyUntilOpen } from '../../lib/lazy-until-open';
import { useSearchParams } from '../../lib/navigation';
import { useQuery, useQueryClient } from '../../lib/page-query';
import { queries } from '../../lib/queries';
import { onSamePath } from '../../lib/same-path';
import { carIdOf } from './cars-search';

// The dialog library and the car's details load when a car is first opened.
const CarDialog = lazyUntilOpen(() => import('./car-dialog').then((m) => m.CarDialog));

/** The car card (a link to the car's page) that a listing event came from, and its car's id. */
function cardOf(event: Event) {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-opens="car-dialog"]');
  const id = Number(link?.closest('[data-car-id]')?.getAttribute('data-car-id'));
  return link && Number.isInteger(id) && id > 0 ? id : null;
}

/** The address without the open car: two addresses that differ only in `carId` show the same listing. */
const withoutCar = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('carId');
  params.sort();
  return params.toString();
};

/**
 * The car dialog of /cars and the sold archive (SPEC: `?carId=`), an island over a listing of plain links
 * (decision 0020): a card's link goes to the car's page without JavaScript; with it, a plain click opens
 * the car here and puts it in the address, so the address is always the shareable link to what is shown.
 */
export function CarDialogHost() {
  const [params, setParams] = useSearchParams();
  const carId = carIdOf(params);
  const client = useQueryClient();
  const { data } = useQuery({ ...queries.car(carId ?? 0), enabled: !!carId });
  const car: Car | undefined = data && data.id === carId ? data : undefined;

  const setOpenCar = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('carId', String(id));
        else next.delete('carId');
        return next;
      },
      { replace: true },
    );
  const open = useRef(setOpenCar);
  open.current = setOpenCar;

  useEffect(() => {
    // Opening or closing a car changes only `carId`: shown here, not by loading the listing again.
    const claim = onSamePath((to, from) => withoutCar(to.search) === withoutCar(from.search));
    const onClick = (event: MouseEvent) => {
      const id = isPlainClick(event) ? cardOf(event) : null;
      if (!id) return;
      event.preventDefault();
      open.current(id);
    };
    // A visitor reaching for a card is about to open it: its details and the dialog's code start loading.
    const onIntent = (event: Event) => {
      const id = cardOf(event);
      if (!id) return;
      void client.prefetchQuery(queries.car(id));
      void CarDialog.preload();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      claim();
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [client]);

  // The dialog has no trigger to hand focus back to, so closing it returns focus to the car's card; the
  // tab's title names the car while it is open, and the listing once closed, as the server's head does.
  const lastOpenId = useRef<number | null>(null);
  const sold = params.get('status') === 'sold';
  useEffect(() => {
    const site = document.title.split(' | ').at(-1);
    if (car) {
      lastOpenId.current = car.id;
      document.title = `${vehicleTitle(car)} | ${site}`;
      return () => {
        document.title = `${sold ? 'Sold Archive' : 'Available Vehicles'} | ${site}`;
      };
    }
    if (lastOpenId.current) {
      document.querySelector<HTMLElement>(`[data-car-id="${lastOpenId.current}"] a`)?.focus();
      lastOpenId.current = null;
    }
  }, [car, sold]);

  if (!car) return null;
  const enquire = () => {
    // Focus belongs to the drawer that is opening, not to the card behind it.
    lastOpenId.current = null;
    setOpenCar(null);
    const { id, year, make, model, mileage } = car;
    contactDrawer.open({ id, year, make, model, mileage });
  };
  return <CarDialog open car={car} onClose={() => setOpenCar(null)} onEnquire={enquire} />;
}
