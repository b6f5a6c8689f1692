import type { SiteSetting, SiteSettingKey } from './schemas/settings';

/** The SEO and site-wide values among the site settings (kept free of zod: it runs on every public page). */
export const seoSettingsFromList = (list: SiteSetting[]) => {
  const get = (k: SiteSettingKey) => list.find((s) => s.key === k)?.value ?? '';
  return {
    siteTitle: get('seo_site_title'),
    metaDescription: get('seo_meta_description'),
    keywords: get('seo_keywords'),
    ogImageUrl: get('seo_og_image_url'),
    hotjarId: get('hotjar_id'),
    faviconUrl: get('favicon_url'),
  };
};
