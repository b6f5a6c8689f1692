/** The new-arrivals digest: the cars listed since the last one, each with its photo, title, price and link. */
import { vehicleTitle } from '../../shared/format';
import {
  type CustomerMail,
  mailButton,
  mailCarCard,
  mailCarOf,
  mailPage,
  mailParagraphs,
  mailRow,
  marketingFooter,
} from './marketing';
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
export function newArrivalsMail(
  options: CustomerMail<{ firstName: string; unsubscribeToken: string }> & {
    /** The newest cars, shown; `more` is how many others were listed too (the mail links to them all). */
    cars: DigestCar[];
    more?: number;
  },
): OutgoingMail {
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
  const listed = cars.map((car) => mailCarOf(car, publicUrl));
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

  const html = mailPage(subject, [
    mailRow(mailParagraphs([greeting, intro])),
    ...listed.map((car) => mailRow(mailCarCard(car))),
    mailRow(mailButton(allLabel, allCars), 8),
    mailRow(footer.html, 0),
  ]);

  return {
    kind: 'new-arrivals',
    to: to.email,
    subject,
    text,
    html,
    headers: footer.headers,
  };
}
