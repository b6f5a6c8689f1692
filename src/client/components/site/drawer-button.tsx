import type { ButtonHTMLAttributes } from 'react';
import { type DrawerRequest, drawerAttr } from './contact-drawer-context';

/**
 * A button that opens the contact drawer (Contact, Enquire Now, BOOK NOW). It is the submit button of a
 * small GET form to /enquire, the drawer as a page: the page's script answers the click with the drawer
 * (entry-client.tsx, which stops the form), and a visitor without JavaScript gets the page, with the car
 * asked about (issue 33, "link first"). The form is `display: contents`, so the button lays out as before.
 */
export function DrawerButton({
  request = {},
  ...button
}: { request?: DrawerRequest } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const about =
    request.hireCarId !== undefined
      ? { name: 'hireCarId', value: request.hireCarId }
      : request.vehicle?.id !== undefined
        ? { name: 'carId', value: request.vehicle.id }
        : null;
  return (
    <form method="get" action="/enquire" className="contents">
      {about && <input type="hidden" name={about.name} value={about.value} />}
      <button type="submit" {...drawerAttr(request)} aria-haspopup="dialog" {...button} />
    </form>
  );
}
