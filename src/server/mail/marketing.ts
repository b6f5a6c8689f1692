/**
 * What every marketing e-mail (new arrivals, car alerts, cars sent to a client) shares: the dealer's
 * identity and a working one-click unsubscribe, as the Spam Act 2003 asks, in the text and the HTML part.
 */
import { BRAND, BRAND_LEGAL_TEXT } from '../../shared/brand';
import { carPriceLabel, vehicleTitle } from '../../shared/format';
import { carPath } from '../../shared/vehicle-path';
import type { Db } from '../db/client';
import { escapeHtml } from '../lib/render-head';
import { getFooterSettings } from '../modules/settings/settings.service';
import { unsubscribeLinks } from './unsubscribe-links';

export type DealerIdentity = {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  /** Legal name, ABN and dealer licence number, as the site footer shows them. */
  legalText: string;
};

/** What every mail to a customer is built from: who it goes to, the dealer who signs it, the site's address. */
export type CustomerMail<To> = { to: To & { email: string }; identity: DealerIdentity; publicUrl: string };

/** The footer settings staff saved, with the built-in details where they left a field empty. */
export async function dealerIdentity(db: Db): Promise<DealerIdentity> {
  const footer = await getFooterSettings(db);
  const saved = [footer.addressLine1, footer.addressLine2, footer.addressLine3].filter(
    (line): line is string => !!line,
  );
  return {
    name: BRAND.name,
    addressLines: saved.length > 0 ? saved : [...BRAND.addressLines],
    phone: footer.phone ?? BRAND.phone,
    email: footer.email ?? BRAND.email,
    legalText: footer.legalText ?? BRAND_LEGAL_TEXT,
  };
}

const MUTED = 'color:#8a8a8a;font-size:12px;line-height:18px;margin:0 0 6px';

/** The dealer's name, address, phone, e-mail and licence line, as text lines. */
export const identityText = (identity: DealerIdentity) => [
  identity.name,
  ...identity.addressLines,
  `${identity.phone} · ${identity.email}`,
  identity.legalText,
];

/** The same identity in HTML, under a thin rule; `before` goes above the name (e.g. "Kind regards,"). */
export function identityHtml(identity: DealerIdentity, before = '', after = '') {
  return `<div style="border-top:1px solid #2a2a2a;margin-top:32px;padding-top:20px">${before}
<p style="color:#ffffff;font-size:13px;font-weight:600;letter-spacing:2px;text-transform:uppercase;margin:0 0 8px">${escapeHtml(identity.name)}</p>
<p style="${MUTED}">${identity.addressLines.map(escapeHtml).join('<br>')}</p>
<p style="${MUTED}">${escapeHtml(identity.phone)} · <a href="mailto:${escapeHtml(identity.email)}" style="color:#c9a96e">${escapeHtml(identity.email)}</a></p>
<p style="${MUTED}">${escapeHtml(identity.legalText)}</p>${after}
</div>`;
}

/** The sign-off and unsubscribe lines of a marketing mail, and the headers that make one-click work. */
export function marketingFooter(
  identity: DealerIdentity,
  publicUrl: string,
  token: string,
  /** Why they get this mail, e.g. "You receive this because you subscribed to new vehicle updates." */
  reason: string,
) {
  const { pageUrl, headers } = unsubscribeLinks(publicUrl, token);
  const text = ['--', ...identityText(identity), '', reason, `Unsubscribe: ${pageUrl}`].join('\n');
  const html = identityHtml(
    identity,
    '',
    `\n<p style="${MUTED};margin-top:14px">${escapeHtml(reason)} <a href="${escapeHtml(pageUrl)}" style="color:#c9a96e">Unsubscribe</a></p>`,
  );
  return { text, html, headers };
}

/** The dark page every HTML mail is laid out in: one column, at most 560 px wide, of table rows. */
export const mailPage = (title: string, rows: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#0a0a0a;font-family:Helvetica,Arial,sans-serif;color:#e5e5e5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0a0a"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
${rows.join('\n')}
</table></td></tr></table>
</body></html>`;

/** A row of the page: `html` with the space below it. */
export const mailRow = (html: string, below = 24) =>
  `<tr><td style="padding:0 0 ${below}px">${html}</td></tr>`;

/** Paragraphs of body text, each escaped. */
export const mailParagraphs = (lines: string[]) =>
  lines
    .map((line) => `<p style="margin:0 0 12px;font-size:15px;line-height:22px">${escapeHtml(line)}</p>`)
    .join('\n');

/** The mail's call to action: a bordered gold link. */
export const mailButton = (label: string, url: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;border:1px solid #c9a96e;color:#c9a96e;padding:10px 18px;font-size:13px;letter-spacing:2px;text-transform:uppercase;text-decoration:none">${escapeHtml(label)}</a>`;

/** A car as a mail shows it: its photo, title, price and (optionally) a line of facts, all one link. */
export type MailCar = { title: string; price: string; link: string; photo: string | null; facts?: string };

export const mailCarCard = (
  car: MailCar,
) => `<a href="${escapeHtml(car.link)}" style="text-decoration:none;color:#ffffff;display:block">
${car.photo ? `<img src="${escapeHtml(car.photo)}" alt="${escapeHtml(car.title)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">` : ''}
<p style="margin:12px 0 4px;font-size:17px;color:#ffffff">${escapeHtml(car.title)}</p>
<p style="margin:0 0 4px;font-size:15px;color:#c9a96e">${escapeHtml(car.price)}</p>
${car.facts ? `<p style="margin:0;font-size:13px;color:#8a8a8a">${escapeHtml(car.facts)}</p>` : ''}
</a>`;

/** What a mail needs of a car for its card: the public page, the first photo, the price or "on application". */
export const mailCarOf = (
  car: { id: number; year: number; make: string; model: string; price: number; images: string[] },
  publicUrl: string,
  facts?: string,
): MailCar => ({
  title: vehicleTitle(car),
  price: carPriceLabel(car.price),
  link: `${publicUrl}${carPath(car)}`,
  photo: car.images[0] ? absoluteUrl(publicUrl, car.images[0]) : null,
  facts,
});

/** An image or page path as an absolute URL a mail client can load; external URLs are kept. */
export const absoluteUrl = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;
