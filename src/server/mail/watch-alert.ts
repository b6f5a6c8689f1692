/**
 * The "Notify me" alerts (issue 17): one mail per watch, when the watched car's price drops or it sells.
 * Marketing mail, so it ends with the dealer's identity and the one-click unsubscribe (marketing.ts).
 */
import { formatPrice, vehicleTitle } from '../../shared/format';
import { carPath } from '../../shared/vehicle-path';
import {
  type CustomerMail,
  mailButton,
  mailPage,
  mailParagraphs,
  mailRow,
  marketingFooter,
} from './marketing';
import type { OutgoingMail } from './outbox';

type AlertCar = { id: number; year: number; make: string; model: string; price: number };

export type WatchAlert = { kind: 'price-drop'; car: AlertCar; was: number } | { kind: 'sold'; car: AlertCar };

export const WATCH_ALERT_REASON =
  'You receive this e-mail because you asked on our website to be told when this car’s price drops or it sells. It is the only alert we will send you about it.';

/** /cars with the make filter set: where a sold car's watcher finds the nearest thing to it. */
export const similarCarsPath = (car: { make: string }) => `/cars?${new URLSearchParams({ make: car.make })}`;

export function watchAlertSubject(alert: WatchAlert) {
  const title = vehicleTitle(alert.car);
  return alert.kind === 'price-drop'
    ? `Price drop: ${title} is now ${formatPrice(alert.car.price)}`
    : `Sold: ${title}`;
}

/** One watcher's alert: plain text and HTML with the same content, and the one-click headers. */
export function watchAlertMail(
  options: CustomerMail<{ unsubscribeToken: string }> & { alert: WatchAlert },
): OutgoingMail {
  const { to, alert, identity, publicUrl } = options;
  const footer = marketingFooter(identity, publicUrl, to.unsubscribeToken, WATCH_ALERT_REASON);
  const title = vehicleTitle(alert.car);
  const lines =
    alert.kind === 'price-drop'
      ? [
          `Good news: the ${title} you are watching has dropped in price.`,
          `Was ${formatPrice(alert.was)}, now ${formatPrice(alert.car.price)}.`,
        ]
      : [
          `The ${title} you were watching has been sold.`,
          `We have other ${alert.car.make} cars for sale, and if none is right our acquisitions team can find one for you.`,
        ];
  const action =
    alert.kind === 'price-drop'
      ? { label: 'View the car', url: `${publicUrl}${carPath(alert.car)}` }
      : { label: `See ${alert.car.make} cars for sale`, url: `${publicUrl}${similarCarsPath(alert.car)}` };

  const text = [
    'Hello,',
    '',
    ...lines.flatMap((l) => [l, '']),
    `${action.label}: ${action.url}`,
    '',
    footer.text,
  ].join('\n');
  const subject = watchAlertSubject(alert);
  const html = mailPage(subject, [
    mailRow(mailParagraphs(['Hello,', ...lines])),
    mailRow(mailButton(action.label, action.url), 8),
    mailRow(footer.html, 0),
  ]);

  return { kind: 'watch-alert', to: to.email, subject, text, html, headers: footer.headers };
}
