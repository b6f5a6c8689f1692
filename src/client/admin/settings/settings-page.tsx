import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_MAX_HIRE_DAYS } from '../../../shared/hire-booking';
import { DEFAULT_AGED_THRESHOLDS } from '../../../shared/schemas/reports';
import {
  MAX_HIRE_DAYS_KEY,
  MAX_HIRE_DAYS_LIMIT,
  type SiteSetting,
  type SiteSettingKey,
  siteSettingInput,
} from '../../../shared/schemas/settings';
import { Field, Input } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { queries } from '../../lib/queries';
import { AdminSection, LoadingRows } from '../components/admin-section';
import { CrmAddressesSection } from '../components/crm-addresses-section';
import { SaveBar } from '../components/form-actions';
import { MediaUrlField } from '../components/media-url-field';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { messageOf, schemaResolver } from '../frame/form';
import { useAdminMutation } from '../lib/admin-api';

export const head = adminHead('Site Settings');

type SettingForm = { value: string };

/** One site setting: its form loads the stored value and saves {key, value} with SPEC §8's toasts. */
function useSettingForm(key: SiteSettingKey, stored: string | undefined, what: string, whatLower: string) {
  const form = useForm<SettingForm, unknown, { key: SiteSettingKey; value: string }>({
    defaultValues: { value: '' },
    resolver: schemaResolver(siteSettingInput, (f) => ({ key, value: f.value })),
  });
  const { reset, formState } = form;
  useEffect(() => {
    if (stored !== undefined && !formState.isDirty) reset({ value: stored });
  }, [stored, formState.isDirty, reset]);

  const save = useAdminMutation<{ key: SiteSettingKey; value: string }>({
    method: 'POST',
    path: () => '/api/admin/site-settings',
    body: (input) => input,
    invalidate: [queries.siteSettings().queryKey],
    success: { title: 'Success', description: `${what} saved successfully` },
    failure: 'Error',
    describe: () => `Failed to save ${whatLower}`,
  });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, { onSuccess: () => reset({ value: input.value }) }),
  );
  return { form, save, onSubmit };
}

export default function SettingsPage() {
  // The key's type tag is the public cache's, which TanStack's useQuery does not read: the type is named here.
  const query = useQuery<SiteSetting[]>({ queryKey: queries.siteSettings().queryKey });
  const storedValue = (key: SiteSettingKey) =>
    query.data ? (query.data.find((s) => s.key === key)?.value ?? '') : undefined;

  useEffect(() => {
    if (query.isError)
      toast({ title: 'Error', description: 'Failed to load settings', variant: 'destructive' });
  }, [query.isError]);

  const hotjar = useSettingForm('hotjar_id', storedValue('hotjar_id'), 'Hotjar ID', 'Hotjar ID');
  const favicon = useSettingForm('favicon_url', storedValue('favicon_url'), 'Favicon', 'favicon');
  const maxHire = useSettingForm(
    MAX_HIRE_DAYS_KEY,
    storedValue(MAX_HIRE_DAYS_KEY),
    'Longest hire',
    'the longest hire',
  );
  const aged = useSettingForm('stock_aged_days', storedValue('stock_aged_days'), 'Aged stock', 'aged stock');
  const veryAged = useSettingForm(
    'stock_very_aged_days',
    storedValue('stock_very_aged_days'),
    'Aged stock',
    'aged stock',
  );

  return (
    <AdminPage
      title="Site Settings"
      description="Analytics, the browser tab icon, the rules of hire bookings, when stock counts as aged, and the CRM addresses new leads are sent to."
    >
      {query.isPending ? (
        <LoadingRows rows={3} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <AdminSection
            title="Hotjar"
            description="Hotjar shows how visitors use the site. Leave the ID empty to turn it off."
          >
            <form onSubmit={hotjar.onSubmit} noValidate aria-label="Hotjar" className="flex flex-col gap-5">
              <Field
                label="Hotjar Site ID"
                error={hotjar.form.formState.errors.value?.message}
                hint="The number in Hotjar under Sites & Organizations, e.g. 3456789."
              >
                {(p) => (
                  <Input
                    {...p}
                    {...hotjar.form.register('value')}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="e.g. 3456789"
                  />
                )}
              </Field>
              <SaveBar pending={hotjar.save.isPending} dirty={hotjar.form.formState.isDirty} />
            </form>
          </AdminSection>

          <AdminSection title="Favicon" description="The small icon in the browser tab and bookmarks.">
            <form onSubmit={favicon.onSubmit} noValidate aria-label="Favicon" className="flex flex-col gap-5">
              <Controller
                control={favicon.form.control}
                name="value"
                render={({ field, fieldState }) => (
                  <MediaUrlField
                    label="Favicon URL"
                    mediaType="image"
                    value={field.value}
                    onChange={field.onChange}
                    error={messageOf(fieldState.error)}
                    hint="32x32 or 64x64, .ico or .png"
                    inputProps={{ name: field.name, onBlur: field.onBlur }}
                  />
                )}
              />
              <SaveBar pending={favicon.save.isPending} dirty={favicon.form.formState.isDirty} />
            </form>
          </AdminSection>

          <AdminSection
            title="Hire bookings"
            description="The longest hire a visitor may request online. Bookings already made stay as they are."
          >
            <form
              onSubmit={maxHire.onSubmit}
              noValidate
              aria-label="Hire bookings"
              className="flex flex-col gap-5"
            >
              <Field
                label="Longest hire (days)"
                error={maxHire.form.formState.errors.value?.message}
                hint={`1 to ${MAX_HIRE_DAYS_LIMIT} days. Leave empty for the default of ${DEFAULT_MAX_HIRE_DAYS}.`}
              >
                {(p) => (
                  <Input
                    {...p}
                    {...maxHire.form.register('value')}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={String(DEFAULT_MAX_HIRE_DAYS)}
                  />
                )}
              </Field>
              <SaveBar pending={maxHire.save.isPending} dirty={maxHire.form.formState.isDirty} />
            </form>
          </AdminSection>

          <AdminSection
            title="Aged stock"
            description="Cars for sale this many days after listing count as aged on the Overview and in Reports."
          >
            <div className="flex flex-col gap-6">
              {[
                { form: aged, label: 'Aged after (days)', fallback: DEFAULT_AGED_THRESHOLDS.aged },
                {
                  form: veryAged,
                  label: 'Long aged after (days)',
                  fallback: DEFAULT_AGED_THRESHOLDS.veryAged,
                },
              ].map(({ form, label, fallback }) => (
                <form
                  key={label}
                  onSubmit={form.onSubmit}
                  noValidate
                  aria-label={label}
                  className="flex flex-col gap-4"
                >
                  <Field
                    label={label}
                    error={form.form.formState.errors.value?.message}
                    hint={`Empty for ${fallback} days.`}
                  >
                    {(p) => (
                      <Input
                        {...p}
                        {...form.form.register('value')}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={String(fallback)}
                        className="max-w-40 tabular-nums"
                      />
                    )}
                  </Field>
                  <SaveBar pending={form.save.isPending} dirty={form.form.formState.isDirty} />
                </form>
              ))}
            </div>
          </AdminSection>
          {/* The same form as on the API keys screen (issue 30: "in settings, staff set … CRM addresses"). */}
          <CrmAddressesSection />
        </div>
      )}
    </AdminPage>
  );
}
