import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { type SiteSetting, type SiteSettingKey, siteSettingInput } from '../../../../shared/schemas/settings';
import { seoSettingsFromList } from '../../../../shared/seo';
import { toast } from '../../../components/ui/toast';
import { DEFAULT_DESCRIPTION, DEFAULT_SITE_TITLE } from '../../../lib/resolve-head';
import { SaveBar } from '../../components/form-actions';
import { MediaField, TextField } from '../../components/form-fields';
import { QuerySection } from '../../components/query-section';
import { useStoredValues } from '../../frame/form';
import { readAgain, useAdminMutation } from '../../lib/admin-api';

const KEY = '/api/site-settings';
type SeoForm = { siteTitle: string; metaDescription: string; keywords: string; ogImageUrl: string };

/** Each form field is stored as one site setting (DESIGN §9). */
const SETTING_OF: Record<keyof SeoForm, SiteSettingKey> = {
  siteTitle: 'seo_site_title',
  metaDescription: 'seo_meta_description',
  keywords: 'seo_keywords',
  ogImageUrl: 'seo_og_image_url',
};
const FIELDS = Object.keys(SETTING_OF) as (keyof SeoForm)[];

/** "porsche,  ferrari ,, bmw" → "porsche, ferrari, bmw" */
const tidyKeywords = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');

/** Validates every field with the shared site-setting schema; the values become the list of settings to save. */
const resolver: Resolver<SeoForm, unknown, { key: SiteSettingKey; value: string }[]> = async (values) => {
  const settings: { key: SiteSettingKey; value: string }[] = [];
  const errors: FieldErrors<SeoForm> = {};
  for (const field of FIELDS) {
    const value = field === 'keywords' ? tidyKeywords(values.keywords) : values[field];
    const parsed = siteSettingInput.safeParse({ key: SETTING_OF[field], value });
    if (parsed.success) settings.push(parsed.data);
    else errors[field] = { type: 'validate', message: parsed.error.issues[0]?.message ?? 'Invalid' };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values: settings, errors: {} };
};

const DESCRIPTION_LIMIT = 160;

/** SEO Settings: the site title, description, keywords and sharing image every public page uses. */
export function SeoSettingsTab() {
  const queryClient = useQueryClient();
  const query = useQuery<SiteSetting[]>({ queryKey: [KEY] });
  const form = useForm<SeoForm, unknown, { key: SiteSettingKey; value: string }[]>({
    resolver,
    defaultValues: { siteTitle: '', metaDescription: '', keywords: '', ogImageUrl: '' },
  });
  const { handleSubmit, formState, reset, control, watch } = form;
  const save = useAdminMutation<{ key: SiteSettingKey; value: string }>({
    method: 'POST',
    path: () => '/api/admin/site-settings',
    body: (setting) => setting,
    invalidate: [],
    failure: 'Failed to save SEO settings',
  });

  useStoredValues(reset, query.data, (data) => {
    const seo = seoSettingsFromList(data);
    return {
      siteTitle: seo.siteTitle,
      metaDescription: seo.metaDescription,
      keywords: seo.keywords,
      ogImageUrl: seo.ogImageUrl,
    };
  });

  const onSubmit = handleSubmit(async (settings) => {
    try {
      await Promise.all(settings.map((setting) => save.mutateAsync(setting)));
      toast({ title: 'SEO settings saved', description: 'Public pages use them from now on.' });
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    } finally {
      await readAgain(queryClient, { queryKey: [KEY] });
    }
  });

  const title = watch('siteTitle');
  const description = watch('metaDescription');

  return (
    <QuerySection
      title="SEO Settings"
      description="How the site appears in search results and when a link is shared. Empty fields use the defaults."
      query={query}
      what="SEO settings"
      rows={4}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]"
      >
        <div className="flex flex-col gap-5">
          <TextField form={form} name="siteTitle" label="Site title" placeholder={DEFAULT_SITE_TITLE} />
          <TextField
            form={form}
            name="metaDescription"
            label="Meta description"
            hint={`${description.length} characters; search engines show about ${DESCRIPTION_LIMIT}.`}
            rows={3}
            className="min-h-24"
            placeholder={DEFAULT_DESCRIPTION}
          />
          <TextField
            form={form}
            name="keywords"
            label="Keywords"
            hint="Comma-separated, e.g. luxury cars, Sydney, car finance."
            placeholder="luxury cars, performance cars, Sydney"
          />
          <MediaField
            control={control}
            name="ogImageUrl"
            label="Open Graph image URL"
            mediaType="image"
            hint="Shown when a link to the site is shared; 1200 × 630 works best."
          />
          <SaveBar pending={formState.isSubmitting} dirty={formState.isDirty} />
        </div>
        <div aria-hidden="true">
          <p className="mb-2 text-[11px] uppercase tracking-[0.18em] text-mist">Search result preview</p>
          <div className="border border-line bg-white p-5 font-[Arial,sans-serif]">
            <p className="truncate text-xs text-[#202124]">
              {typeof window === 'undefined' ? '' : window.location.host}
            </p>
            <p className="mt-1 line-clamp-1 text-lg text-[#1a0dab]">{title || DEFAULT_SITE_TITLE}</p>
            <p className="mt-1 line-clamp-2 text-sm text-[#4d5156]">
              {(description || DEFAULT_DESCRIPTION).slice(0, DESCRIPTION_LIMIT)}
              {(description || DEFAULT_DESCRIPTION).length > DESCRIPTION_LIMIT ? '…' : ''}
            </p>
          </div>
        </div>
      </form>
    </QuerySection>
  );
}
