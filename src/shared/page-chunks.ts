/**
 * The id of a public page's link to the whole stylesheet (server/plugins/web.ts): in the body at the page's
 * fold, or, on a page without one, in the head for print only (it blocks nothing) until the first island
 * hydrates and switches it on (client/lib/island-runtime.ts).
 */
export const FULL_CSS_ID = 'site-css';

/**
 * Where a page's first screen ends (components/site/fold.tsx renders it; the first one counts). The page
 * inlines the CSS rules of its HTML above it, and the whole stylesheet is linked there: what follows waits
 * for it, what came before has painted (issue 33: no page inlines more than its first screen needs).
 */
export const FOLD_MARK = '<span data-fold="" hidden=""></span>';

/** The `elementtiming` name of a page's hero image: the browser reports when it was first presented. */
export const HERO_TIMING = 'hero';
