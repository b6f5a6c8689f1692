import type { HeadFn } from '../../lib/head';

/** The `head` export of a standalone admin screen: its title, and never indexed. */
export const adminHead =
  (title: string): HeadFn =>
  () => ({ title: `${title} · Admin`, noindex: true });
