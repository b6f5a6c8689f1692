import type { DehydratedState } from '@tanstack/react-query';

/** Handed from the server render to the browser in a JSON script tag (no inline script: CSP-safe). */
export type SsrState = { queries: DehydratedState; loaderData: Record<string, unknown> };
