import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { readAgain } from '../lib/admin-api';

export const STAFF_ENDPOINT = '/api/admin/staff';

/**
 * A write to the staff list that refreshes it afterwards. Failures are not toasted here: each dialog
 * shows the server's reason (the last active account, your own account, a taken username) in place.
 */
export function useStaffWrite<V, R = unknown>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: (vars: V) => string,
  body?: (vars: V) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => apiJson<R>(method, path(vars), body?.(vars)),
    onSuccess: () => readAgain(queryClient, { queryKey: [STAFF_ENDPOINT] }),
  });
}
