import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Accepts every browser dialog and records its message: the public forms report with window.alert, and
 * the admin deletes ask with window.confirm (SPEC §5).
 */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

/**
 * Stands in for the device share sheet (navigator.share) from the next page load on: each share's data is
 * recorded instead, for `sharedSoFar` to read.
 */
export async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: unknown[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        w.shared.push(data);
      },
    });
  });
}

/** What was shared through the stand-in share sheet of `stubShareSheet`, oldest first. */
export const sharedSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);

/** A promise and the function that settles it: what a held request waits for. */
function latch() {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { done, settle };
}

/**
 * Holds the requests to `url` back until the returned function is called, so that a pending state can be
 * seen (and a second click tried); then lets them through, or aborts them to stand for a network failure.
 */
export async function holdRequests(page: Page, url: string, then: 'continue' | 'abort' = 'continue') {
  const { done: held, settle: release } = latch();
  await page.route(url, async (route) => {
    await held;
    await (then === 'abort' ? route.abort() : route.continue());
  });
  return release;
}

/**
 * Lets the first request to `url` reach the server at once but holds its answer back until `release` is
 * called: a read that saw the data before a write and arrives after it. `read` settles once the server
 * has answered it. Later requests go through.
 */
export async function holdFirstAnswer(page: Page, url: string | RegExp) {
  const read = latch();
  const held = latch();
  let first = true;
  await page.route(url, async (route) => {
    if (!first) return route.continue();
    first = false;
    const response = await route.fetch();
    read.settle();
    await held.done;
    await route.fulfill({ response });
  });
  return { read: read.done, release: held.settle };
}

/**
 * Keeps the page's API requests under way. `settled` waits until none is: a read still out when a test
 * takes its next step (ending a session, say) would meet that step in its place. Requests sent before
 * the call are not watched.
 */
export function watchApiRequests(page: Page) {
  const underWay = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) underWay.add(request);
  });
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
  return { settled: () => expect.poll(() => underWay.size).toBe(0) };
}

/** Answers `method` requests to `url` as the server does on an unexpected error; others go through. */
export function failRequests(page: Page, url: string, method: string) {
  return page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal Server Error"}',
        })
      : route.continue(),
  );
}

/** Fills fields by their labels, in the order given, as a visitor typing from top to bottom would. */
export async function fillLabelled(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label).fill(value);
  }
}

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Runs axe-core on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label?: string) {
  // Colours are checked as they end up: a button fading between states just after a click, or a dialog
  // fading in as it opens, would be read half-way otherwise (endless animations, such as the logo marquee,
  // are left out).
  // A transition restarted again and again (a hero slide moving on by itself) never finishes: wait at
  // most two seconds, then check what is there.
  // Sections far below the fold skip style and layout (content-visibility: auto) until they come near.
  // Chromium styles such a section afresh when axe reads it, and a link's colour transition then starts
  // from the browser's default blue, which axe read about one run in ten. So render them all first, and
  // let the wait below cover the transitions that starts.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) =>
              a instanceof CSSTransition ||
              (a instanceof CSSAnimation && a.effect?.getComputedTiming().iterations !== Infinity),
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => String(n.target)) }));
  });
  expect(violations, label).toEqual([]);
}
