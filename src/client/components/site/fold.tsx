/**
 * The end of a page's first screen (FOLD_MARK in shared/page-chunks.ts): the server inlines the CSS of what
 * comes before it and links the whole stylesheet in its place. Never inside an island (it is replaced).
 */
export const Fold = () => <span data-fold="" hidden />;
