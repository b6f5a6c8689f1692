import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * When an island's code runs in the browser (docs/decisions/0020-islands.md):
 * - `load`: as soon as the page's script runs (a part the first screen needs working at once);
 * - `idle`: once the browser is idle after the first screen (the contact drawer's host);
 * - `visible`: when it comes into the viewport (carousels, galleries, forms);
 * - `interaction`: only when the visitor reaches for it (a pointer, a key, focus).
 * Whatever the choice, a pointer, a key or focus on it hydrates it at once, and a click that came before
 * its code is replayed once it has hydrated, so no tap is lost.
 */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction';

/** True inside an island: an island rendered within another is part of it, not a second root. */
const InsideIsland = createContext(false);

/** Whether this component renders inside an island (whose data the browser will need). */
export const useInsideIsland = () => useContext(InsideIsland);

/**
 * The server renders each island as a tree of its own (entry-server.tsx), exactly as the browser will
 * hydrate it: what depends on a component's place in the tree (`useId`) then agrees on both sides.
 */
const IslandRenderer = createContext<((island: ReactNode) => string) | null>(null);
export const IslandRendererProvider = IslandRenderer.Provider;

/**
 * An island's tree, the same on the server and in the browser. `frame` holds the providers (query cache,
 * location), each with this one child, so they add nothing to the ids of what they wrap.
 */
export function IslandTree({
  frame,
  children,
}: {
  frame: (node: ReactNode) => ReactNode;
  children?: ReactNode;
}) {
  return frame(<InsideIsland value={true}>{children}</InsideIsland>);
}

/**
 * Marks a component as an island of the public site: the server renders it, inside an element that names
 * it and carries its props as JSON, and the browser hydrates that element alone with the component from
 * `src/client/islands.ts` (the same name). Everything outside islands is HTML only: its components never
 * reach the browser. Props must survive JSON (no functions, no dates, no elements).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  on: HydrateOn = 'visible',
) {
  function Island(props: P) {
    const nested = useContext(InsideIsland);
    const renderIsland = useContext(IslandRenderer);
    if (nested) return <Component {...props} />;
    // No props, no attribute: the browser reads a missing one as `{}` (lib/island-runtime.ts).
    const json = JSON.stringify(props);
    const marker = { 'data-island': name, 'data-on': on, 'data-props': json === '{}' ? undefined : json };
    // `contents`: the marker takes no box, so the island lays out as if it were not wrapped.
    if (renderIsland)
      return (
        <div
          {...marker}
          className="contents"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, not outside text
          dangerouslySetInnerHTML={{ __html: renderIsland(<Component {...props} />) }}
        />
      );
    // Outside a server render (the admin, which also shows the bar): an ordinary component.
    return (
      <div {...marker} className="contents">
        <InsideIsland value={true}>
          <Component {...props} />
        </InsideIsland>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Marks the element that a behaviour of `src/client/islands.ts` brings to life: plain DOM code for a part
 * that only moves (decision 0027). Unlike an island, nothing is re-rendered: the server's HTML stays as it is,
 * so it carries no props and sends no data, and the browser loads no React for it. Spread on the element.
 */
export const behaviour = (name: string, on: HydrateOn = 'visible') => ({
  'data-behaviour': name,
  'data-on': on,
});
