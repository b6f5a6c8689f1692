import type { ComponentType } from 'react';
import { FULL_CSS_ID } from '../../shared/page-chunks';
import type { HydrateOn } from './island';
import { firstPaint, whenIdle } from './when-idle';

/** An island's name and the loader of its component (src/client/islands.ts). */
export type IslandRegistry = Record<string, () => Promise<ComponentType<never>>>;

/**
 * A behaviour: plain DOM code for a part that only moves, with nothing of its own to render (the home page's
 * strips, decision 0027). It starts on the server's element and returns what stops it. No React comes with it.
 */
export type Behaviour = (el: HTMLElement) => () => void;
export type BehaviourRegistry = Record<string, () => Promise<Behaviour>>;

type Mounted = { unmount(): void; update(props: object): void };

/** The server's marks of what the page's script brings to life: islands and behaviours. */
const MARKERS = '[data-island], [data-behaviour]';

/**
 * The public site's script (docs/decisions/0020-islands.md): finds the islands the server marked, hydrates
 * each on its own terms, and keeps every tap that comes before an island's code. It holds no React: React
 * and an island's component are fetched with the first island that hydrates.
 */
export function createIslandRuntime(registry: IslandRegistry, behaviours: BehaviourRegistry = {}) {
  const started = new WeakMap<Element, Promise<void>>();
  const roots = new Map<Element, Mounted>();
  const cleanups = new Map<Element, () => void>();

  /** What a visitor typed or chose in an island's fields before its code arrived, field by field. */
  const typedBefore = new WeakMap<Element, Map<FormField, string | boolean>>();

  const hydrate = (el: HTMLElement): Promise<void> => {
    let done = started.get(el);
    if (done) return done;
    cleanups.get(el)?.();
    cleanups.delete(el);
    const behaviour = el.dataset.behaviour;
    if (behaviour !== undefined) done = start(el, behaviour);
    else {
      const name = el.dataset.island ?? '';
      const load = registry[name];
      done = load
        ? Promise.all([load(), import('./island-root'), wholeStylesheet()]).then(
            ([Component, { mountIsland }]) =>
              new Promise<void>((resolve) => {
                if (!el.isConnected) return resolve();
                const props = JSON.parse(el.dataset.props ?? '{}') as object;
                // Marked once hydrated (its effects have run): for tests and for the curious.
                const hydrated = () => {
                  el.setAttribute('data-hydrated', '');
                  const typed = typedBefore.get(el);
                  typedBefore.delete(el);
                  retype(typed);
                  // React renders what was typed before a held click or submission is given back.
                  if (typed?.size) setTimeout(resolve, 0);
                  else resolve();
                };
                roots.set(el, mountIsland(el, Component as ComponentType<object>, props, hydrated));
              }),
          )
        : Promise.reject(new Error(`No island named "${name}" in the registry`));
    }
    done.catch((error: unknown) => console.error(error));
    started.set(el, done);
    return done;
  };

  /** Starts a behaviour on its element; it has no props and nothing to hydrate, only listeners to add. */
  const start = (el: HTMLElement, name: string): Promise<void> => {
    const load = behaviours[name];
    if (!load) return Promise.reject(new Error(`No behaviour named "${name}" in the registry`));
    return Promise.all([load(), wholeStylesheet()]).then(([behave]) => {
      if (!el.isConnected) return;
      roots.set(el, { unmount: behave(el), update() {} });
      el.setAttribute('data-hydrated', '');
    });
  };

  /** A click, key or focus that reaches an island before its code: hydrate now, and replay the click. */
  const watch = (el: HTMLElement) => {
    const wake = () => void hydrate(el);
    const onClick = (event: MouseEvent) => {
      if (roots.has(el) || !isPlainClick(event)) return;
      const target = event.target as Element | null;
      // A link works without script, so it is left to the browser: only controls wait for their code.
      if (!target || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(el).then(() => replayClick(target));
    };
    // A form sent before its code (Enter in a field) is sent again by the island, not by the browser.
    const onSubmit = (event: SubmitEvent) => {
      if (roots.has(el)) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(el).then(() => {
        if (form.isConnected) form.requestSubmit(event.submitter?.isConnected ? event.submitter : null);
      });
    };
    // What is typed before the code arrives is kept, and given to the island once it has hydrated.
    const onInput = (event: Event) => {
      const field = event.target;
      if (roots.has(el) || !isFormField(field)) return;
      const typed = typedBefore.get(el) ?? new Map<FormField, string | boolean>();
      typedBefore.set(el, typed);
      typed.set(field, isCheckable(field) ? field.checked : field.value);
      // A change with no pointer or focus before it (autofill, voice control, a script) wakes it too.
      wake();
    };
    el.addEventListener('input', onInput, { capture: true });
    el.addEventListener('change', onInput, { capture: true });
    // A pointer over it (a mouse) is the first sign of a visitor reaching for it.
    const types = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
    for (const type of types) el.addEventListener(type, wake, { capture: true, passive: true });
    el.addEventListener('click', onClick, { capture: true });
    el.addEventListener('submit', onSubmit, { capture: true });
    let observer: IntersectionObserver | undefined;
    let idle: number | undefined;
    let watching = true;
    const on = (el.dataset.on ?? 'visible') as HydrateOn;
    if (on === 'load') wake();
    else if (on === 'idle') idle = whenIdle(wake);
    else if (on === 'visible') {
      // Watched once the first screen has been painted: an island on it then asks for its code (React's
      // chunk, 85 KB) after that paint, never before it (Lighthouse counted the code in /finance's LCP, 1.2 s
      // or 1.8 s, whenever the request won that race).
      void firstPaint().then(() => {
        if (!watching) return;
        observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) wake();
          },
          { rootMargin: '0px' },
        );
        // An element with `display: contents` has no box to observe: its children stand in for it.
        for (const child of boxesOf(el)) observer.observe(child);
      });
    }
    cleanups.set(el, () => {
      for (const type of types) el.removeEventListener(type, wake, { capture: true });
      observer?.disconnect();
      watching = false;
      if (idle !== undefined) clearTimeout(idle);
      // The click listener stays until the island has hydrated, so a click in between is still kept.
      void started.get(el)?.finally(() => {
        el.removeEventListener('click', onClick, { capture: true });
        el.removeEventListener('submit', onSubmit, { capture: true });
      });
    });
  };

  /** Starts every island under `scope` that has not started (the page, or a part just swapped in). */
  const scan = (scope: ParentNode = document) => {
    for (const el of scope.querySelectorAll<HTMLElement>(MARKERS)) {
      if (started.has(el) || cleanups.has(el)) continue;
      // An island inside another is rendered by the outer one.
      if (el.parentElement?.closest(MARKERS)) continue;
      watch(el);
    }
  };

  /** Unmounts the islands under `scope`, before it leaves the page. */
  const dispose = (scope: ParentNode) => {
    for (const el of scope.querySelectorAll<HTMLElement>(MARKERS)) {
      cleanups.get(el)?.();
      cleanups.delete(el);
      roots.get(el)?.unmount();
      roots.delete(el);
    }
  };

  /** Hydrates the first island of a name (the contact drawer's host when something opens it). */
  const hydrateNamed = (name: string) => {
    const el = document.querySelector<HTMLElement>(`[data-island="${CSS.escape(name)}"]`);
    return el ? hydrate(el) : Promise.resolve();
  };

  /**
   * An island that stays on the page while what is around it changes (a listing shown in place): `from`
   * is the same island in the new HTML. A hydrated one renders the new props; one still waiting takes the
   * new HTML, so it hydrates to match it.
   */
  const refresh = (el: HTMLElement, from: HTMLElement) => {
    if (el.dataset.props === from.dataset.props) return;
    el.dataset.props = from.dataset.props;
    const root = roots.get(el);
    if (root) root.update(JSON.parse(from.dataset.props ?? '{}'));
    else if (!started.has(el)) el.innerHTML = from.innerHTML;
  };

  const isHydrated = (name: string) =>
    [...roots.keys()].some((el) => (el as HTMLElement).dataset.island === name);

  return { scan, dispose, hydrate, hydrateNamed, isHydrated, refresh };
}

export type IslandRuntime = ReturnType<typeof createIslandRuntime>;

/** A primary click without modifier keys: one that acts in this page rather than a new tab or window. */
export const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** The elements that stand for `el` in layout: itself, or its children when it has no box of its own. */
function boxesOf(el: HTMLElement): Element[] {
  if (getComputedStyle(el).display !== 'contents') return [el];
  const children = [...el.children];
  return children.length ? children : [el];
}

let stylesheet: Promise<void> | undefined;
/**
 * The site's whole stylesheet, which the page loads for print only (its HTML carries the rules it uses):
 * switched on before the first island hydrates, since islands draw what the server's HTML did not.
 */
function wholeStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.getElementById(FULL_CSS_ID);
    if (!(link instanceof HTMLLinkElement)) return resolve();
    const loaded = !!link.sheet;
    link.media = 'all';
    if (loaded) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return stylesheet;
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isFormField = (target: EventTarget | null): target is FormField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;
const isCheckable = (field: FormField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Gives a hydrated island what was typed before its code arrived: React renders a controlled field from its
 * state, which never saw those keys, so each value is set again and announced as the browser would.
 */
function retype(typed: Map<FormField, string | boolean> | undefined) {
  for (const [field, value] of typed ?? []) {
    if (!field.isConnected) continue;
    // Chosen files stay in the field (React never sets them): the island is only told of the choice.
    if (field instanceof HTMLInputElement && field.type === 'file') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const checkable = isCheckable(field);
    // First through the element, which React watches, so it believes the field held something else;
    // then as a person's typing does, through the prototype: React sees a change it did not make.
    if (checkable) field.checked = !value;
    // Anything but what was typed (an emptied field is given back too): React compares with this.
    else field.value = value === '' ? '\u0000' : '';
    const property = checkable ? 'checked' : 'value';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
    const select = field instanceof HTMLSelectElement;
    field.dispatchEvent(new Event(checkable || select ? 'change' : 'input', { bubbles: true }));
  }
}

/** Replays a click once its island has hydrated, on the same element if it is still on the page. */
function replayClick(target: Element) {
  if (!target.isConnected) return;
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
