/**
 * What every marketing e-mail (new arrivals, car alerts, cars sent to a client) shares: the dealer's
 * identity and a working one-click unsubscribe, as the Spam Act 2003 asks, in the text and the HTML part.
 */
import { BRAND, BRAND_LEGAL_TEXT } from '../../shared/brand';
import type { Db } from '../db/client';
import { escapeHtml } from '../lib/render-head';
import { getFooterSettings } from '../modules/settings/settings.service';
import { unsubscribeLinks } from '../modules/waitlist/unsubscribe-links';

/** Everything interpolated into an HTML mail goes through this (other marketing mails import it from here). */
export { escapeHtml };

export type DealerIdentity = {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  /** Legal name, ABN and dealer licence number, as the site footer shows them. */
  legalText: string;
};

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

/** The sign-off and unsubscribe lines of a marketing mail, and the headers that make one-click work. */
export function marketingFooter(
  identity: DealerIdentity,
  publicUrl: string,
  token: string,
  /** Why they get this mail, e.g. "You receive this because you subscribed to new vehicle updates." */
  reason: string,
) {
  const { pageUrl, headers } = unsubscribeLinks(publicUrl, token);
  const text = [
    '--',
    identity.name,
    ...identity.addressLines,
    `${identity.phone} · ${identity.email}`,
    identity.legalText,
    '',
    reason,
    `Unsubscribe: ${pageUrl}`,
  ].join('\n');
  const muted = 'color:#8a8a8a;font-size:12px;line-height:18px;margin:0 0 6px';
  const html = `<div style="border-top:1px solid #2a2a2a;margin-top:32px;padding-top:20px">
<p style="color:#ffffff;font-size:13px;font-weight:600;letter-spacing:2px;text-transform:uppercase;margin:0 0 8px">${escapeHtml(identity.name)}</p>
<p style="${muted}">${identity.addressLines.map(escapeHtml).join('<br>')}</p>
<p style="${muted}">${escapeHtml(identity.phone)} · <a href="mailto:${escapeHtml(identity.email)}" style="color:#c9a96e">${escapeHtml(identity.email)}</a></p>
<p style="${muted}">${escapeHtml(identity.legalText)}</p>
<p style="${muted};margin-top:14px">${escapeHtml(reason)} <a href="${escapeHtml(pageUrl)}" style="color:#c9a96e">Unsubscribe</a></p>
</div>`;
  return { text, html, headers };
}

/** An image or page path as an absolute URL a mail client can load; external URLs are kept. */
export const absoluteUrl = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;
