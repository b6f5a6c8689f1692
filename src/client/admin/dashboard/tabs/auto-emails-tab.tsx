import { Mail } from 'lucide-react';
import { type AutoEmailSettings, autoEmailSettingsInput } from '../../../../shared/schemas/settings';
import { SaveBar } from '../../components/form-actions';
import { SwitchFormField, TextField } from '../../components/form-fields';
import { QuerySection } from '../../components/query-section';
import { schemaResolver } from '../../frame/form';
import { useSettingsForm } from '../../lib/settings-form';

const KEY = '/api/auto-email-settings';
type AutoEmailForm = { subject: string; body: string; isEnabled: boolean };
const resolver = schemaResolver<AutoEmailForm, typeof autoEmailSettingsInput>(
  autoEmailSettingsInput,
  (v) => v,
);

/** Auto Emails: the automatic reply sent to everyone who makes an enquiry. */
export function AutoEmailsTab() {
  const { query, form, save } = useSettingsForm(KEY, {
    method: 'PUT',
    resolver,
    defaultValues: { subject: '', body: '', isEnabled: true },
    toForm: (stored: AutoEmailSettings) => ({
      subject: stored.subject,
      body: stored.body,
      isEnabled: stored.isEnabled === 1,
    }),
    success: 'Automated email settings updated successfully',
    failure: 'Failed to update automated email settings',
  });
  const { handleSubmit, formState, control, watch } = form;
  const [subject, body, enabled] = watch(['subject', 'body', 'isEnabled']);

  return (
    <QuerySection
      title="Auto Emails"
      description="The reply sent automatically to everyone who sends an enquiry, a submission or an application."
      query={query}
      what="the automated email settings"
      rows={3}
    >
      <form
        onSubmit={handleSubmit((input) => save.mutate(input))}
        noValidate
        className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-5">
          <SwitchFormField
            control={control}
            name="isEnabled"
            label="Send the automatic reply"
            description={['On: every enquirer gets this e-mail.', 'Off: no automatic e-mail is sent.']}
          />
          <TextField form={form} name="subject" label="Subject" required />
          <TextField
            form={form}
            name="body"
            label="Body"
            required
            hint="Plain text; line breaks are kept."
            rows={12}
            className="min-h-64 leading-relaxed"
          />
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
    </QuerySection>
  );
}
