import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
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
import { cn } from '../../components/ui/cn';
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

type Setting = ReturnType<typeof useSettingForm>;

/** A setting's own form: its field, then Save, enabled once the value is changed. */
function SettingForm({
  setting,
  label,
  className = 'gap-5',
  children,
}: {
  setting: Setting;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={setting.onSubmit}
      noValidate
      aria-label={label}
      className={cn('flex flex-col', className)}
    >
      {children}
      <SaveBar pending={setting.save.isPending} dirty={setting.form.formState.isDirty} />
    </form>
  );
}

/** A setting that is a whole number (an ID, a count of days): typed freely, checked by the server's schema. */
function NumberSetting({
  setting,
  label,
  hint,
  placeholder,
  className,
}: {
  setting: Setting;
  label: string;
  hint: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <Field label={label} error={setting.form.formState.errors.value?.message} hint={hint}>
      {(p) => (
        <Input
          {...p}
          {...setting.form.register('value')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          className={className}
        />
      )}
    </Field>
  );
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
            <SettingForm setting={hotjar} label="Hotjar">
              <NumberSetting
                setting={hotjar}
                label="Hotjar Site ID"
                hint="The number in Hotjar under Sites & Organizations, e.g. 3456789."
                placeholder="e.g. 3456789"
              />
            </SettingForm>
          </AdminSection>

          <AdminSection title="Favicon" description="The small icon in the browser tab and bookmarks.">
            <SettingForm setting={favicon} label="Favicon">
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
            </SettingForm>
          </AdminSection>

          <AdminSection
            title="Hire bookings"
            description="The longest hire a visitor may request online. Bookings already made stay as they are."
          >
            <SettingForm setting={maxHire} label="Hire bookings">
              <NumberSetting
                setting={maxHire}
                label="Longest hire (days)"
                hint={`1 to ${MAX_HIRE_DAYS_LIMIT} days. Leave empty for the default of ${DEFAULT_MAX_HIRE_DAYS}.`}
                placeholder={String(DEFAULT_MAX_HIRE_DAYS)}
              />
            </SettingForm>
          </AdminSection>

          <AdminSection
            title="Aged stock"
            description="Cars for sale this many days after listing count as aged on the Overview and in Reports."
          >
            <div className="flex flex-col gap-6">
              {[
                { setting: aged, label: 'Aged after (days)', fallback: DEFAULT_AGED_THRESHOLDS.aged },
                {
                  setting: veryAged,
                  label: 'Long aged after (days)',
                  fallback: DEFAULT_AGED_THRESHOLDS.veryAged,
                },
              ].map(({ setting, label, fallback }) => (
                <SettingForm key={label} setting={setting} label={label} className="gap-4">
                  <NumberSetting
                    setting={setting}
                    label={label}
                    hint={`Empty for ${fallback} days.`}
                    placeholder={String(fallback)}
                    className="max-w-40 tabular-nums"
                  />
                </SettingForm>
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
