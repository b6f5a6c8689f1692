import type { Locator, Page } from '@playwright/test';

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
 * Holds the requests to `url` back until the returned function is called, so that a pending state can be
 * seen (and a second click tried); then lets them through, or aborts them to stand for a network failure.
 */
export async function holdRequests(page: Page, url: string, then: 'continue' | 'abort' = 'continue') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await (then === 'abort' ? route.abort() : route.continue());
  });
  return release;
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
