/**
 * "Send to client" (issue 17): a car for sale that fits a client's acquisition request, sent by staff as
 * a reply to that request. Not marketing (the client asked us to find the car), so it carries no
 * unsubscribe; it is signed with the dealer's identity like every mail to a customer.
 */
import { formatMileage, vehicleTitle } from '../../shared/format';
import {
  type CustomerMail,
  identityHtml,
  identityText,
  mailButton,
  mailCarCard,
  mailCarOf,
  mailPage,
  mailParagraphs,
  mailRow,
} from './marketing';
import type { OutgoingMail } from './outbox';

type SentCar = {
  id: number;
  year: number;
  make: string;
  model: string;
  price: number;
  mileage: number;
  color: string;
  images: string[];
};

export const matchToClientSubject = (car: SentCar) => `A car for you: ${vehicleTitle(car)}`;

/** The client's mail: plain text and HTML with the same content, the car's photo and its page. */
export function matchToClientMail(
  options: CustomerMail<{ firstName: string }> & { car: SentCar },
): OutgoingMail {
  const { to, car, identity, publicUrl } = options;
  const card = mailCarOf(car, publicUrl, [formatMileage(car.mileage), car.color].filter(Boolean).join(' · '));
  const greeting = `Dear ${to.firstName.trim() || 'client'},`;
  const intro = `Thank you for asking ${identity.name} to find a car for you. This one has just come in and fits your request:`;
  const outro =
    'If you would like to see it, drive it or talk about it, reply to this e-mail or call us. We would be glad to hold it for you for a day while you decide.';
  const subject = matchToClientSubject(car);

  const text = [
    greeting,
    '',
    intro,
    '',
    card.title,
    card.price,
    ...(card.facts ? [card.facts] : []),
    '',
    `See the car: ${card.link}`,
    ...(card.photo ? [`Photo: ${card.photo}`] : []),
    '',
    outro,
    '',
    'Kind regards,',
    ...identityText(identity),
  ].join('\n');

  const html = mailPage(subject, [
    mailRow(mailParagraphs([greeting, intro])),
    mailRow(mailCarCard(card)),
    mailRow(mailButton('See the car', card.link)),
    mailRow(mailParagraphs([outro]), 8),
    mailRow(identityHtml(identity, '\n<p style="margin:0 0 8px;font-size:14px">Kind regards,</p>'), 0),
  ]);

  return { kind: 'match-to-client', to: to.email, subject, text, html };
}
