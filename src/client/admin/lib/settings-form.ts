import { useQuery } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useStoredValues } from '../frame/form';
import { useAdminMutation } from './admin-api';

/**
 * A settings record edited as one form: read from `path` (the public endpoint, which is also its query
 * key), filled into the form as it arrives, and saved whole to the same path under /api/admin.
 */
export function useSettingsForm<TForm extends FieldValues, TInput, TData>(
  path: string,
  options: {
    method: 'PUT' | 'POST';
    resolver: Resolver<TForm, unknown, TInput>;
    defaultValues: DefaultValues<TForm>;
    toForm: (stored: TData) => TForm;
    /** Toast on success, if any. */
    success?: string;
    failure: string;
  },
) {
  const query = useQuery<TData>({ queryKey: [path] });
  const form = useForm<TForm, unknown, TInput>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const save = useAdminMutation<TInput>({
    method: options.method,
    path: () => path.replace(/^\/api\//, '/api/admin/'),
    body: (input) => input,
    invalidate: [[path]],
    success: options.success,
    failure: options.failure,
  });
  useStoredValues(form.reset, query.data, options.toForm);
  return { query, form, save };
}
