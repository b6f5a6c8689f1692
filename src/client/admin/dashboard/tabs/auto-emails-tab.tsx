import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { type AutoEmailSettings, autoEmailSettingsInput } from '../../../../shared/schemas/settings';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../../components/admin-section';
import { SaveBar } from '../../components/form-actions';
import { SwitchField } from '../../components/switch-field';
import { schemaResolver, useStoredValues } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';

const KEY = '/api/auto-email-settings';
type AutoEmailForm = { subject: string; body: string; isEnabled: boolean };
const resolver = schemaResolver<AutoEmailForm, typeof autoEmailSettingsInput>(
  autoEmailSettingsInput,
  (v) => v,
);

/** Auto Emails: the automatic reply sent to everyone who makes an enquiry. */
export function AutoEmailsTab() {
  const query = useQuery<AutoEmailSettings>({ queryKey: [KEY] });
  const form = useForm<AutoEmailForm, unknown, AutoEmailSettings>({
    resolver,
    defaultValues: { subject: '', body: '', isEnabled: true },
  });
  const { register, handleSubmit, formState, reset, control, watch } = form;
  const save = useAdminMutation<AutoEmailSettings>({
    method: 'PUT',
    path: () => '/api/admin/auto-email-settings',
    body: (input) => input,
    invalidate: [[KEY]],
    success: 'Automated email settings updated successfully',
    failure: 'Failed to update automated email settings',
  });

  useStoredValues(reset, query.data, (data) => ({
    subject: data.subject,
    body: data.body,
    isEnabled: data.isEnabled === 1,
  }));

  const subject = watch('subject');
  const body = watch('body');
  const enabled = watch('isEnabled');

  return (
    <AdminSection
      title="Auto Emails"
      description="The reply sent automatically to everyone who sends an enquiry, a submission or an application."
    >
      {query.isPending ? (
        <LoadingRows rows={3} />
      ) : query.isError ? (
        <LoadError what="the automated email settings" onRetry={() => query.refetch()} />
      ) : (
        <form
          onSubmit={handleSubmit((input) => save.mutate(input))}
          noValidate
          className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <div className="flex flex-col gap-5">
            <Controller
              control={control}
              name="isEnabled"
              render={({ field }) => (
                <SwitchField
                  label="Send the automatic reply"
                  description={
                    field.value ? 'On: every enquirer gets this e-mail.' : 'Off: no automatic e-mail is sent.'
                  }
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Field label="Subject" required error={formState.errors.subject?.message}>
              {(p) => <Input {...p} {...register('subject')} />}
            </Field>
            <Field
              label="Body"
              required
              error={formState.errors.body?.message}
              hint="Plain text; line breaks are kept."
            >
              {(p) => (
                <Textarea {...p} {...register('body')} rows={12} className="min-h-64 leading-relaxed" />
              )}
            </Field>
            <SaveBar pending={save.isPending} dirty={formState.isDirty} label="Save Auto Email" />
          </div>
          <div aria-hidden="true" className={enabled ? '' : 'opacity-50'}>
            <p className="mb-2 text-[11px] uppercase tracking-[0.18em] text-mist">Preview</p>
            <div className="border border-line bg-white text-ink">
              <div className="flex items-center gap-3 border-b border-black/10 px-5 py-4">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink text-white">
                  <Mail className="h-4 w-4" />
                </span>
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{subject || 'Subject'}</p>
                  <p className="text-xs text-black/65">To: the person who enquired</p>
                </div>
              </div>
              <p className="px-5 py-5 text-sm leading-relaxed whitespace-pre-line break-words">{body}</p>
            </div>
          </div>
        </form>
      )}
    </AdminSection>
  );
}
