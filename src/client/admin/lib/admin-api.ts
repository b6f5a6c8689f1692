import {
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { ApiError, apiJson } from '../../lib/api';

/**
 * A person-readable reason from a failed call: the server's message, else the fallback. An admin call
 * answers 401 only for a session that has ended (the sign-in calls read their own messages), which the
 * session dialog (layout/session-dialog.tsx) then asks to renew.
 */
export const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 401
    ? 'Your session has ended. Log in again, then try again.'
    : error instanceof ApiError
      ? (error.serverMessage ?? fallback)
      : error instanceof TypeError
        ? 'Network error: check your connection and try again.'
        : fallback;

/**
 * Reads again what a write changed. `invalidateQueries` alone restarts a fetch under way only for a query
 * that already has data: a list just opened under new filters (the previous list still showing as its
 * placeholder) keeps a fetch that may have read before the write, and a deleted row would come back with
 * its answer. Cancelling first makes every matching query read after the write.
 */
export async function readAgain(queryClient: QueryClient, filters: InvalidateQueryFilters = {}) {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

type MutationSpec<V> = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The API path for these variables. */
  path: (vars: V) => string;
  /** The JSON body for these variables (omit for none). */
  body?: (vars: V) => unknown;
  /** Query keys to refetch after success (lists refresh after every successful change). */
  invalidate: QueryKey[];
  /** Toast on success, if any. */
  success?: string | { title: string; description?: string };
  /** Toast title on failure (SPEC §8 texts); the server's message becomes the description. */
  failure: string;
  /** Toast description on failure, where SPEC §8 fixes one; default: the server's message. */
  describe?: (error: unknown) => string;
};

/**
 * Every admin write goes through here: bearer token, refetch of the affected lists, and a toast on
 * failure — even where SPEC §8 says "logged only", because a silent failure is a lost edit.
 */
export function useAdminMutation<V = void, R = unknown>(spec: MutationSpec<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => apiJson<R>(spec.method, spec.path(vars), spec.body?.(vars)),
    onSuccess: async () => {
      await Promise.all(spec.invalidate.map((queryKey) => readAgain(queryClient, { queryKey })));
      if (spec.success) toast(typeof spec.success === 'string' ? { title: spec.success } : spec.success);
    },
    onError: (error) => {
      console.error(spec.failure, error);
      toast({
        title: spec.failure,
        description: spec.describe?.(error) ?? reasonOf(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
