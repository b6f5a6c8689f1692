/**
 * The id of a public page's link to the whole stylesheet, loaded for print only (it blocks nothing) until
 * the first island hydrates and switches it on (server/plugins/web.ts, client/lib/island-runtime.ts).
 */
export const FULL_CSS_ID = 'site-css';

/** The `elementtiming` name of a page's hero image: the browser reports when it was first presented. */
export const HERO_TIMING = 'hero';
