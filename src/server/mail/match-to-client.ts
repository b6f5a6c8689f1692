/**
 * "Send to client" (issue 17): a car for sale that fits a client's acquisition request, sent by staff as
 * a reply to that request. Not marketing (the client asked us to find the car), so it carries no
 * unsubscribe; it is signed with the dealer's identity like every mail to a customer.
 */
import { formatMileage, formatPrice, vehicleTitle } from '../../shared/format';
import { carPath } from '../../shared/vehicle-path';
import { absoluteUrl, type DealerIdentity, escapeHtml } from './marketing';
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
export function matchToClientMail(options: {
  to: { email: string; firstName: string };
  car: SentCar;
  identity: DealerIdentity;
  publicUrl: string;
}): OutgoingMail {
  const { to, car, identity, publicUrl } = options;
  const title = vehicleTitle(car);
  const link = `${publicUrl}${carPath(car)}`;
  const photo = car.images[0] ? absoluteUrl(publicUrl, car.images[0]) : null;
  const facts = [formatMileage(car.mileage), car.color].filter(Boolean).join(' · ');
  const greeting = `Dear ${to.firstName.trim() || 'client'},`;
  const intro = `Thank you for asking ${identity.name} to find a car for you. This one has just come in and fits your request:`;
  const outro =
    'If you would like to see it, drive it or talk about it, reply to this e-mail or call us. We would be glad to hold it for you for a day while you decide.';
  const signOff = [
    'Kind regards,',
    identity.name,
    ...identity.addressLines,
    `${identity.phone} · ${identity.email}`,
  ];
  const subject = matchToClientSubject(car);

  const text = [
    greeting,
    '',
    intro,
    '',
    title,
    formatPrice(car.price),
    ...(facts ? [facts] : []),
    '',
    `See the car: ${link}`,
    ...(photo ? [`Photo: ${photo}`] : []),
    '',
    outro,
    '',
    ...signOff,
    identity.legalText,
  ].join('\n');

  const muted = 'color:#8a8a8a;font-size:12px;line-height:18px;margin:0 0 6px';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0a0a0a;font-family:Helvetica,Arial,sans-serif;color:#e5e5e5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0a0a"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%">
<tr><td style="padding:0 0 24px"><p style="margin:0 0 16px;font-size:15px">${escapeHtml(greeting)}</p><p style="margin:0;font-size:15px;line-height:22px">${escapeHtml(intro)}</p></td></tr>
<tr><td style="padding:0 0 24px"><a href="${escapeHtml(link)}" style="text-decoration:none;color:#ffffff;display:block">
${photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(title)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">` : ''}
<p style="margin:14px 0 4px;font-size:18px;color:#ffffff">${escapeHtml(title)}</p>
<p style="margin:0 0 4px;font-size:16px;color:#c9a96e">${escapeHtml(formatPrice(car.price))}</p>
${facts ? `<p style="margin:0;font-size:13px;color:#8a8a8a">${escapeHtml(facts)}</p>` : ''}
</a></td></tr>
<tr><td style="padding:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;border:1px solid #c9a96e;color:#c9a96e;padding:10px 18px;font-size:13px;letter-spacing:2px;text-transform:uppercase;text-decoration:none">See the car</a></td></tr>
<tr><td style="padding:0 0 8px"><p style="margin:0;font-size:15px;line-height:22px">${escapeHtml(outro)}</p></td></tr>
<tr><td><div style="border-top:1px solid #2a2a2a;margin-top:24px;padding-top:20px">
<p style="margin:0 0 8px;font-size:14px">Kind regards,</p>
<p style="color:#ffffff;font-size:13px;font-weight:600;letter-spacing:2px;text-transform:uppercase;margin:0 0 8px">${escapeHtml(identity.name)}</p>
<p style="${muted}">${identity.addressLines.map(escapeHtml).join('<br>')}</p>
<p style="${muted}">${escapeHtml(identity.phone)} · <a href="mailto:${escapeHtml(identity.email)}" style="color:#c9a96e">${escapeHtml(identity.email)}</a></p>
<p style="${muted}">${escapeHtml(identity.legalText)}</p>
</div></td></tr>
</table></td></tr></table></body></html>`;

  return { kind: 'match-to-client', to: to.email, subject, text, html };
}
