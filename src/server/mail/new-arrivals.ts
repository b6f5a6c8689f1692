/** The new-arrivals digest: the cars listed since the last one, each with its photo, title, price and link. */
import { formatPrice, vehicleTitle } from '../../shared/format';
import { carPath } from '../../shared/vehicle-path';
import { escapeHtml } from '../lib/render-head';
import { absoluteUrl, type DealerIdentity, marketingFooter } from './marketing';
import type { OutgoingMail } from './outbox';

export type DigestCar = {
  id: number;
  year: number;
  make: string;
  model: string;
  price: number;
  images: string[];
};

export const NEW_ARRIVALS_REASON =
  'You receive this e-mail because you subscribed to updates on new vehicles on our website.';

export const newArrivalsSubject = (dealer: string, cars: DigestCar[], more = 0) =>
  cars.length === 1 && more === 0
    ? `New arrival at ${dealer}: ${vehicleTitle(cars[0])}`
    : `${cars.length + more} new arrivals at ${dealer}`;

/** One subscriber's digest: plain text and HTML with the same content, and the one-click headers. */
export function newArrivalsMail(options: {
  to: { email: string; firstName: string; unsubscribeToken: string };
  /** The newest cars, shown; `more` is how many others were listed too (the mail links to them all). */
  cars: DigestCar[];
  more?: number;
  identity: DealerIdentity;
  publicUrl: string;
}): OutgoingMail {
  const { to, cars, identity, publicUrl } = options;
  const more = options.more ?? 0;
  const total = cars.length + more;
  const subject = newArrivalsSubject(identity.name, cars, more);
  const footer = marketingFooter(identity, publicUrl, to.unsubscribeToken, NEW_ARRIVALS_REASON);
  const greeting = `Hello ${to.firstName},`;
  const intro =
    total === 1
      ? 'A new car has just arrived in our showroom:'
      : more > 0
        ? `${total} new cars have just arrived in our showroom. The newest ${cars.length}:`
        : `${total} new cars have just arrived in our showroom:`;
  const listed = cars.map((car) => ({
    title: vehicleTitle(car),
    price: car.price > 0 ? formatPrice(car.price) : 'Price on application',
    link: `${publicUrl}${carPath(car)}`,
    photo: car.images[0] ? absoluteUrl(publicUrl, car.images[0]) : null,
  }));
  const allCars = `${publicUrl}/cars`;
  const allLabel =
    more > 0 ? `See all ${total} new arrivals and every car for sale` : 'See every car for sale';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.flatMap((car) => [`${car.title} · ${car.price}`, car.link, '']),
    `${allLabel}: ${allCars}`,
    '',
    footer.text,
  ].join('\n');

  const cards = listed
    .map(
      (car) => `<tr><td style="padding:0 0 24px">
<a href="${escapeHtml(car.link)}" style="text-decoration:none;color:#ffffff;display:block">
${car.photo ? `<img src="${escapeHtml(car.photo)}" alt="${escapeHtml(car.title)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">` : ''}
<p style="margin:12px 0 4px;font-size:17px;color:#ffffff">${escapeHtml(car.title)}</p>
<p style="margin:0;font-size:15px;color:#c9a96e">${escapeHtml(car.price)}</p>
</a></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0a0a0a;font-family:Helvetica,Arial,sans-serif;color:#e5e5e5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0a0a"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 24px"><p style="margin:0 0 16px;font-size:15px">${escapeHtml(greeting)}</p><p style="margin:0;font-size:15px">${escapeHtml(intro)}</p></td></tr>
${cards}
<tr><td style="padding:0 0 8px"><a href="${escapeHtml(allCars)}" style="display:inline-block;border:1px solid #c9a96e;color:#c9a96e;padding:10px 18px;font-size:13px;letter-spacing:2px;text-transform:uppercase;text-decoration:none">${escapeHtml(allLabel)}</a></td></tr>
<tr><td>${footer.html}</td></tr>
</table></td></tr></table>
</body></html>`;

  return {
    kind: 'new-arrivals',
    to: to.email,
    subject,
    text,
    html,
    headers: footer.headers,
  };
}
