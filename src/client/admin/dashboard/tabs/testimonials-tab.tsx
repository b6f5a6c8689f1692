import { ExternalLink, Quote } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Testimonial,
  type TestimonialSettings,
  testimonialInput,
  testimonialSettingsInput,
} from '../../../../shared/schemas/content';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field, Input } from '../../../components/ui/field';
import { AdminSection, LoadError } from '../../components/admin-section';
import { MediaField, TextField } from '../../components/form-fields';
import { EditingBadge, OrderedEditor } from '../../components/ordered-editor';
import { useOrderedEditor } from '../../components/use-ordered-editor';
import { schemaResolver } from '../../frame/form';
import { useSettingsForm } from '../../lib/settings-form';

const SETTINGS_KEY = '/api/testimonial-settings';

type TestimonialForm = {
  headline: string;
  quote: string;
  clientName: string;
  clientTitle: string;
  vehicleName: string;
  testimonialDate: string;
  reviewUrl: string;
};

const EMPTY: TestimonialForm = {
  headline: '',
  quote: '',
  clientName: '',
  clientTitle: '',
  vehicleName: '',
  testimonialDate: '',
  reviewUrl: '',
};

const toForm = (t: Testimonial): TestimonialForm => ({
  headline: t.headline ?? '',
  quote: t.quote,
  clientName: t.clientName,
  clientTitle: t.clientTitle ?? '',
  vehicleName: t.vehicleName ?? '',
  testimonialDate: t.testimonialDate ?? '',
  reviewUrl: t.reviewUrl ?? '',
});

const resolver = schemaResolver<TestimonialForm, typeof testimonialInput>(testimonialInput, (f) => ({
  ...f,
  reviewUrl: f.reviewUrl.trim(),
}));

/** Testimonials: add/edit, reorder and delete, and the carousel's background settings. */
export function TestimonialsTab() {
  return (
    <div className="flex flex-col gap-6">
      <TestimonialsManager />
      <BackgroundSettings />
    </div>
  );
}

function TestimonialsManager() {
  const editor = useOrderedEditor<Testimonial, TestimonialForm, z.output<typeof testimonialInput>>({
    endpoint: '/api/admin/testimonials',
    noun: 'testimonial',
    resolver,
    empty: EMPTY,
    toForm,
    order: 'append',
  });
  const { form } = editor;

  return (
    <OrderedEditor
      editor={editor}
      formDescription="Client stories shown in the home page carousel."
      listDescription="Shown in this order."
      empty="No testimonials yet. The home page shows its default testimonial until you add one."
      itemName={(t) => t.clientName}
      renderItem={(t, editing) => (
        <div className="min-w-0">
          {t.headline && <p className="text-[11px] uppercase tracking-[0.18em] text-accent">{t.headline}</p>}
          <p className="mt-1 line-clamp-3 text-sm text-white/85">
            <Quote className="mr-1.5 inline h-3.5 w-3.5 -translate-y-0.5 text-mist" aria-hidden="true" />
            {t.quote}
          </p>
          <p className="mt-2 text-xs text-mist">
            <span className="font-medium text-white">{t.clientName}</span>
            {[t.clientTitle, t.vehicleName, t.testimonialDate].filter(Boolean).map((v) => ` · ${v}`)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {editing && <EditingBadge />}
            {t.reviewUrl && (
              <a
                href={t.reviewUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-xs text-mist hover:text-white"
              >
                Review <ExternalLink className="h-3 w-3" aria-hidden="true" />
              </a>
            )}
          </div>
        </div>
      )}
    >
      <TextField form={form} name="headline" label="Headline" placeholder="e.g. Unmatched experience" />
      <TextField form={form} name="quote" label="Quote" required rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="clientName" label="Client name" required />
        <TextField form={form} name="clientTitle" label="Client title" placeholder="e.g. Collector, Sydney" />
        <TextField
          form={form}
          name="vehicleName"
          label="Vehicle name"
          placeholder="e.g. 2022 Porsche 911 GT3"
        />
        <TextField
          form={form}
          name="testimonialDate"
          label="Testimonial date"
          placeholder="e.g. March 2025"
        />
      </div>
      <TextField
        form={form}
        name="reviewUrl"
        label="Review URL"
        hint="Link to the original review, if any."
        type="url"
        inputMode="url"
        placeholder="https://"
      />
    </OrderedEditor>
  );
}

type SettingsForm = { backgroundImageUrl: string; backgroundColor: string };
const settingsResolver = schemaResolver<SettingsForm, typeof testimonialSettingsInput>(
  testimonialSettingsInput,
  (f) => ({ backgroundImageUrl: f.backgroundImageUrl.trim(), backgroundColor: f.backgroundColor.trim() }),
);

const SAVED = 'Background settings saved!';
const NOT_SAVED = 'Error saving background settings. Please try again.';

function BackgroundSettings() {
  const { query, form, save } = useSettingsForm(SETTINGS_KEY, {
    method: 'PUT',
    resolver: settingsResolver,
    defaultValues: { backgroundImageUrl: '', backgroundColor: '#000000' },
    toForm: (stored: TestimonialSettings) => ({
      backgroundImageUrl: stored.backgroundImageUrl ?? '',
      backgroundColor: stored.backgroundColor || '#000000',
    }),
    failure: NOT_SAVED,
  });
  const { control, register, handleSubmit, formState, watch } = form;

  const color = watch('backgroundColor');
  const image = watch('backgroundImageUrl');
  const validColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#000000';

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      // SPEC §8: the outcome is an alert.
      onSuccess: () => window.alert(SAVED),
      onError: () => window.alert(NOT_SAVED),
    }),
  );

  return (
    <AdminSection title="Background Settings" description="The backdrop of the testimonials carousel.">
      {query.isError ? (
        <LoadError what="background settings" onRetry={() => query.refetch()} />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="flex flex-col gap-5">
            <MediaField
              control={control}
              name="backgroundImageUrl"
              label="Background image"
              mediaType="image"
              hint="Optional. Without an image the colour fills the background."
            />
            <Field label="Background colour" error={formState.errors.backgroundColor?.message}>
              {(p) => (
                <div className="flex gap-3">
                  <Controller
                    control={control}
                    name="backgroundColor"
                    render={({ field }) => (
                      <input
                        type="color"
                        aria-label="Pick background colour"
                        value={validColor}
                        onChange={(e) => field.onChange(e.target.value)}
                        className="h-12 w-14 shrink-0 cursor-pointer border border-line bg-ink-2 p-1"
                      />
                    )}
                  />
                  <Input
                    {...p}
                    {...register('backgroundColor')}
                    placeholder="#000000"
                    className="font-mono"
                  />
                </div>
              )}
            </Field>
            <div>
              <Button type="submit" disabled={save.isPending || query.isPending}>
                {save.isPending ? 'Saving...' : 'Save Background'}
              </Button>
            </div>
          </div>
          <div
            aria-hidden="true"
            className={cn(
              'relative flex min-h-48 items-center justify-center overflow-hidden border border-line',
            )}
            style={{ backgroundColor: validColor }}
          >
            {image && (
              <img src={image} alt="" className="absolute inset-0 h-full w-full object-cover opacity-60" />
            )}
            <p className="relative px-6 text-center text-sm font-light tracking-wide text-white">
              “Unmatched experience”
              <span className="mt-2 block text-[10px] uppercase tracking-[0.24em] text-white/70">
                Preview
              </span>
            </p>
          </div>
        </form>
      )}
    </AdminSection>
  );
}
