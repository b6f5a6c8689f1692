import type { IslandRuntime } from './island-runtime';

/**
 * Parts of a page that show another address of the same path in place (a filter, the layout of a
 * listing): the server renders that address as usual and the regions marked with the same name are taken
 * from its HTML, so the cards stay HTML with no component code in the browser (decision 0020).
 */
export const SWAP_ATTR = 'data-swap';

let latest: AbortController | undefined;

/** Fetches the page at `url` and puts its marked regions in place of this page's; false if it could not. */
export async function swapRegions(url: URL, islands: IslandRuntime): Promise<boolean> {
  latest?.abort();
  const controller = new AbortController();
  latest = controller;
  const regions = [...document.querySelectorAll<HTMLElement>(`[${SWAP_ATTR}]`)];
  for (const region of regions) region.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: controller.signal });
    if (!res.ok) throw new Error(`${res.status}`);
    const next = new DOMParser().parseFromString(await res.text(), 'text/html');
    if (controller.signal.aborted) return false;
    // The islands swapped in read the new page's data.
    const state = next.getElementById('__ssr_state')?.textContent;
    if (state) {
      const { pageQueryClient } = await import('./island-root');
      const { hydrate } = await import('./page-query');
      hydrate(pageQueryClient(), JSON.parse(state).queries);
    }
    // A region keeps its element (a live region announces its new text) and takes the new children.
    for (const region of regions) {
      const name = region.getAttribute(SWAP_ATTR);
      const replacement = next.querySelector(`[${SWAP_ATTR}="${CSS.escape(name ?? '')}"]`);
      if (!replacement) continue;
      islands.dispose(region);
      region.replaceChildren(...[...replacement.childNodes].map((node) => document.adoptNode(node)));
      islands.scan(region);
    }
    // The islands around the regions (the filters) stay, with the new page's props.
    const inRegion = (el: Element) => !!el.closest(`[${SWAP_ATTR}]`);
    const stayed = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((el) => !inRegion(el));
    const arrived = [...next.querySelectorAll<HTMLElement>('[data-island]')].filter((el) => !inRegion(el));
    for (const el of stayed) {
      const same = arrived.find((other) => other.dataset.island === el.dataset.island);
      if (same) {
        arrived.splice(arrived.indexOf(same), 1);
        islands.refresh(el, same);
      }
    }
    document.title = next.title;
    return true;
  } catch {
    if (controller.signal.aborted) return false;
    // Shown by loading the page instead: the visitor still gets what they asked for.
    window.location.assign(url);
    return false;
  } finally {
    if (latest === controller) for (const region of regions) region.removeAttribute('aria-busy');
  }
}
