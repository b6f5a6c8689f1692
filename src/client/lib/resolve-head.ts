import type { QueryClient } from '@tanstack/react-query';
import { type SiteSetting, seoSettingsFromList } from '../../shared/schemas/settings';
import type { Head } from './head';
import type { RouteHandle } from './lazy-route';

export const DEFAULT_SITE_TITLE = 'Prestige Motor Co. | Luxury & Performance Cars Sydney';
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
    jsonLd: page.jsonLd ?? [],
  };
}
