import type { QueryClient } from './page-query';

/** What a public page puts in <head>. Rendered on the server and kept current in the browser. */
export type Head = {
  title?: string;
  description?: string;
  /** Path (with query) of the canonical URL; the origin is PUBLIC_URL. */
  canonicalPath?: string;
  image?: string;
  type?: string;
  noindex?: boolean;
  jsonLd?: object[];
};

export type HeadArgs = { queryClient: QueryClient; params: Record<string, string | undefined>; url: URL };
export type HeadFn = (args: HeadArgs) => Head;

/** The head of a page whose title and description never change. */
export const fixedHead =
  (title: string, description: string): HeadFn =>
  () => ({ title, description });
