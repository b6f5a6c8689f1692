import { useEffect } from 'react';
import { useLocation } from '../lib/navigation';
import { useQueryClient } from '../lib/page-query';
import { resolveHead } from '../lib/resolve-head';
import { useResolution } from '../lib/router';

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Keeps <head> in step with the current route after hydration (the server rendered the first one). */
export function HeadManager() {
  const { matches } = useResolution();
  // The query string can change what the head says (an opened car) without a new resolution.
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const head = resolveHead(
      matches.map((m) => ({ params: m.params, handle: m.resolved.handle })),
      queryClient,
      new URL(`${pathname}${search}`, window.location.origin),
      window.location.origin,
    );
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('name', 'robots', head.robots);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', head.canonical);
    setMeta('property', 'og:image', head.image);
    setMeta('property', 'og:type', head.type);
    setMeta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = head.canonical;
  }, [matches, queryClient, pathname, search]);
  return null;
}
