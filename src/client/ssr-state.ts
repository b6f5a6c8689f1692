import type { DehydratedState } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, isRouteErrorResponse } from 'react-router';

/** A loader failure as the browser needs it to hydrate the same error page: only its HTTP status. */
type SerializedRouteError = { status: number; statusText: string };

/** Handed from the server render to the browser in a JSON script tag (no inline script: CSP-safe). */
export type SsrState = {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  errors?: Record<string, SerializedRouteError> | null;
};

/**
 * Loader errors by route id, reduced to a status so no server detail reaches the page. Without them
 * the browser would re-run the failed loaders instead of hydrating the error page the server sent.
 */
export function serializeRouteErrors(errors: Record<string, unknown> | null): SsrState['errors'] {
  if (!errors) return null;
  const statusOf = (error: unknown) => {
    if (isRouteErrorResponse(error)) return { status: error.status, statusText: error.statusText };
    const leading = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
    return { status: leading ? Number(leading[1]) : 500, statusText: '' };
  };
  return Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, statusOf(error)]));
}

export function deserializeRouteErrors(errors: SsrState['errors']): Record<string, unknown> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [id, new ErrorResponse(e.status, e.statusText, null)]),
  );
}
