import { useAdminMutation } from '../lib/admin-api';

/**
 * Create, update and delete for an admin collection (`endpoint` is also the list's query key), with
 * success toasts and failure toasts that name the item, e.g. noun "slide": 'Slide added',
 * 'Failed to update slide'.
 */
export function useCrud<TInput>(endpoint: string, noun: string) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const invalidate = [[endpoint]];
  const create = useAdminMutation<TInput>({
    method: 'POST',
    path: () => endpoint,
    body: (input) => input,
    invalidate,
    success: `${Noun} added`,
    failure: `Failed to add ${noun}`,
  });
  const update = useAdminMutation<{ id: number; input: Partial<TInput> }>({
    method: 'PATCH',
    path: ({ id }) => `${endpoint}/${id}`,
    body: ({ input }) => input,
    invalidate,
    success: `${Noun} updated`,
    failure: `Failed to update ${noun}`,
  });
  const remove = useAdminMutation<number>({
    method: 'DELETE',
    path: (id) => `${endpoint}/${id}`,
    invalidate,
    success: `${Noun} deleted`,
    failure: `Failed to delete ${noun}`,
  });
  return { create, update, remove };
}
