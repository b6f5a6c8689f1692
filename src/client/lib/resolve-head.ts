import { BRAND } from '../../shared/brand';
import type { FooterSettings, SiteSetting } from '../../shared/schemas/settings';
import { seoSettingsFromList } from '../../shared/seo';
import type { Head } from './head';
import type { QueryClient } from './page-query';
import type { RouteHandle } from './router';

export const DEFAULT_SITE_TITLE = `${BRAND.name} | Luxury & Performance Cars Sydney`;
export const DEFAULT_DESCRIPTION =
  'Licensed Sydney dealer of luxury and performance vehicles: buy, sell, consign, source, hire and finance.';

export type ResolvedHead = {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type: string;
  robots?: string;
  jsonLd: object[];
};

type Match = { params: Record<string, string | undefined>; handle: unknown };

/** Merges the SEO settings with what the deepest matched page says about itself. */
export function resolveHead(
  matches: Match[],
  queryClient: QueryClient,
  url: URL,
  origin: string,
): ResolvedHead {
  const settings = queryClient.getQueryData<SiteSetting[]>(['/api/site-settings']) ?? [];
  const seo = seoSettingsFromList(settings);
  const siteTitle = seo.siteTitle || DEFAULT_SITE_TITLE;
  let page: Head = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) page = { ...page, ...handle.head({ queryClient, params: match.params, url }) };
  }
  const absolute = (u: string | undefined) => (u?.startsWith('/') ? `${origin}${u}` : u || undefined);
  return {
    title: page.title ? `${page.title} | ${siteTitle.split(' | ')[0]}` : siteTitle,
    description: page.description || seo.metaDescription || DEFAULT_DESCRIPTION,
    canonical: `${origin}${page.canonicalPath ?? url.pathname}`,
    image: absolute(page.image || seo.ogImageUrl),
    type: page.type ?? 'website',
    robots: page.noindex ? 'noindex, nofollow' : undefined,
    jsonLd: [dealerJsonLd(queryClient, origin), ...(page.jsonLd ?? [])],
  };
}

/** schema.org AutoDealer for every page: name, address, phone and opening hours (8am–8pm, 7 days). */
export function dealerJsonLd(queryClient: QueryClient, origin: string): object {
  const footer = queryClient.getQueryData<FooterSettings>(['/api/footer-settings']);
  const line = (v: string | null | undefined, fallback: string) => v || fallback;
  const [a1, a2, a3] = BRAND.addressLines;
  const locality = line(footer?.addressLine2, a2);
  const match = /^(.*?)\s+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/.exec(locality);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${origin}/#dealer`,
    name: BRAND.name,
    description: line(footer?.companyDescription, BRAND.companyDescription),
    url: `${origin}/`,
    telephone: line(footer?.phone, BRAND.phone),
    email: line(footer?.email, BRAND.email),
    address: {
      '@type': 'PostalAddress',
      streetAddress: line(footer?.addressLine1, a1),
      addressLocality: match ? match[1] : locality,
      addressRegion: match ? match[2] : 'NSW',
      postalCode: match ? match[3] : undefined,
      addressCountry: 'AU',
    },
    areaServed: line(footer?.addressLine3, a3),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '20:00',
      },
    ],
    sameAs: [line(footer?.linkedinUrl, BRAND.linkedinUrl), line(footer?.instagramUrl, BRAND.instagramUrl)],
  };
}
