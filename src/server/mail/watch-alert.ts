/**
 * The "Notify me" alerts (issue 17): one mail per watch, when the watched car's price drops or it sells.
 * Marketing mail, so it ends with the dealer's identity and the one-click unsubscribe (marketing.ts).
 */
import { formatPrice, vehicleTitle } from '../../shared/format';
import { carPath } from '../../shared/vehicle-path';
import { type DealerIdentity, escapeHtml, marketingFooter } from './marketing';
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
export function watchAlertMail(options: {
  to: { email: string; unsubscribeToken: string };
  alert: WatchAlert;
  identity: DealerIdentity;
  publicUrl: string;
}): OutgoingMail {
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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0a0a0a;font-family:Helvetica,Arial,sans-serif;color:#e5e5e5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0a0a"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 24px"><p style="margin:0 0 16px;font-size:15px">Hello,</p>
${lines.map((l) => `<p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(l)}</p>`).join('\n')}</td></tr>
<tr><td style="padding:0 0 8px"><a href="${escapeHtml(action.url)}" style="display:inline-block;border:1px solid #c9a96e;color:#c9a96e;padding:10px 18px;font-size:13px;letter-spacing:2px;text-transform:uppercase;text-decoration:none">${escapeHtml(action.label)}</a></td></tr>
<tr><td>${footer.html}</td></tr>
</table></td></tr></table>
</body></html>`;

  return { kind: 'watch-alert', to: to.email, subject, text, html, headers: footer.headers };
}
