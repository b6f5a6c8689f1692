import type { ResolvedHead } from '../../client/lib/resolve-head';
import type { SsrState } from '../../client/ssr-state';
import { BRAND } from '../../shared/brand';
import type { SiteSetting } from '../../shared/schemas/settings';
import { seoSettingsFromList } from '../../shared/seo';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const faviconType = (url: string) => {
  const ext = url.split('?')[0].split('.').pop()?.toLowerCase();
  return ext === 'png'
    ? 'image/png'
    : ext === 'jpg' || ext === 'jpeg'
      ? 'image/jpeg'
      : ext === 'svg'
        ? 'image/svg+xml'
        : ext === 'ico'
          ? 'image/x-icon'
          : undefined;
};

/** The <head> of a server-rendered page: title, description, canonical, Open Graph, Twitter, JSON-LD, favicon. */
export function renderHead(head: ResolvedHead, state: SsrState): string {
  const settingsQuery = state.queries.queries.find((q) => q.queryKey[0] === '/api/site-settings');
  const settings = seoSettingsFromList((settingsQuery?.state.data as SiteSetting[] | undefined) ?? []);
  const meta = (attr: string, key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    settings.keywords ? meta('name', 'keywords', settings.keywords) : '',
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', 'en_AU'),
    // X reads the title, description and image from the Open Graph tags when it has no own ones (its cards
    // markup reference): only the card's kind is its own.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ];
  if (settings.faviconUrl) {
    const type = faviconType(settings.faviconUrl);
    tags.push(`<link rel="icon" href="${escapeHtml(settings.faviconUrl)}"${type ? ` type="${type}"` : ''}>`);
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.filter(Boolean).join('\n');
}
