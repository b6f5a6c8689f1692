import { ApiError } from './lib/api';
import type { DehydratedState } from './lib/page-query';
import { PageErrorResponse, type Resolution } from './lib/router';

/** Handed from the server render to the browser in a JSON script tag (no inline script: CSP-safe). */
export type SsrState = {
  queries: DehydratedState;
  /** A page that failed to load, by the error boundary that showed it and the failure's HTTP status. */
  error?: { boundary: number; status: number } | null;
};

/** The HTTP status behind a load failure: a thrown response, an API error, or the "status: text" message. */
export function errorStatus(error: unknown): number {
  if (error instanceof PageErrorResponse || error instanceof ApiError) return error.status;
  const leading = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  return leading ? Number(leading[1]) : 500;
}

/**
 * Reduced to a status so no server detail reaches the page. Without it the browser would re-run the
 * failed loads instead of hydrating the error page the server sent.
 */
export const serializeRouteError = (error: Resolution['error']): SsrState['error'] =>
  error ? { boundary: error.boundary, status: errorStatus(error.error) } : null;

export const deserializeRouteError = (error: SsrState['error']): Resolution['error'] =>
  error ? { boundary: error.boundary, error: new PageErrorResponse(error.status) } : undefined;
