import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { readAgain } from '../lib/admin-api';
import { ME_KEY } from '../lib/auth';

export const ACCOUNT_ENDPOINT = '/api/admin/account';

/**
 * A write to your own account that refreshes it (and who is signed in, whose name may change). Failures
 * are shown by each form on the field they concern, so nothing here toasts.
 */
export function useAccountWrite<V, R = unknown>(path: string, method: 'POST' | 'PATCH' = 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => apiJson<R>(method, `${ACCOUNT_ENDPOINT}${path}`, vars),
    onSuccess: () =>
      Promise.all([
        readAgain(queryClient, { queryKey: [ACCOUNT_ENDPOINT] }),
        readAgain(queryClient, { queryKey: ME_KEY }),
      ]),
  });
}
