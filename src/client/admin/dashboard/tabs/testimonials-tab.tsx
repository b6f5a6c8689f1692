import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Quote, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type Testimonial,
  type TestimonialSettings,
  testimonialInput,
  testimonialSettingsInput,
} from '../../../../shared/schemas/content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../../components/admin-section';
import { confirmDelete } from '../../components/confirm';
import { useCrud } from '../../components/crud';
import { FormActions } from '../../components/form-actions';
import { IconButton } from '../../components/icon-button';
import { MediaUrlField } from '../../components/media-url-field';
import { nextOrder, OrderedList } from '../../components/ordered-list';
import { messageOf, schemaResolver, useStoredValues } from '../../frame/form';
import { useAdminMutation } from '../../lib/admin-api';

const ENDPOINT = '/api/admin/testimonials';
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
type TestimonialValues = z.output<typeof testimonialInput>;

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
  const query = useQuery<Testimonial[]>({ queryKey: [ENDPOINT] });
  const items = query.data ?? [];
  const { create, update, remove } = useCrud<TestimonialValues>(ENDPOINT, 'testimonial');
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TestimonialForm, unknown, TestimonialValues>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const backToAdd = () => {
    setEditingId(null);
    form.reset(EMPTY);
  };
  const startEdit = (t: Testimonial) => {
    setEditingId(t.id);
    form.reset(toForm(t));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editingId === null) await create.mutateAsync({ ...input, order: nextOrder(items) });
      else {
        // The schema fills in order 0; an edit must not move the testimonial.
        const { order: _order, ...fields } = input;
        await update.mutateAsync({ id: editingId, input: fields });
      }
      backToAdd();
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <AdminSection
        title={editingId === null ? 'Add Testimonial' : 'Edit Testimonial'}
        description="Client stories shown in the home page carousel."
        className="xl:sticky xl:top-28"
      >
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex scroll-mt-32 flex-col gap-5">
          <Field label="Headline" error={errors.headline?.message}>
            {(p) => <Input {...p} {...register('headline')} placeholder="e.g. Unmatched experience" />}
          </Field>
          <Field label="Quote" required error={errors.quote?.message}>
            {(p) => <Textarea {...p} {...register('quote')} rows={4} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Client name" required error={errors.clientName?.message}>
              {(p) => <Input {...p} {...register('clientName')} />}
            </Field>
            <Field label="Client title" error={errors.clientTitle?.message}>
              {(p) => <Input {...p} {...register('clientTitle')} placeholder="e.g. Collector, Sydney" />}
            </Field>
            <Field label="Vehicle name" error={errors.vehicleName?.message}>
              {(p) => <Input {...p} {...register('vehicleName')} placeholder="e.g. 2022 Porsche 911 GT3" />}
            </Field>
            <Field label="Testimonial date" error={errors.testimonialDate?.message}>
              {(p) => <Input {...p} {...register('testimonialDate')} placeholder="e.g. March 2025" />}
            </Field>
          </div>
          <Field
            label="Review URL"
            error={errors.reviewUrl?.message}
            hint="Link to the original review, if any."
          >
            {(p) => (
              <Input {...p} {...register('reviewUrl')} type="url" inputMode="url" placeholder="https://" />
            )}
          </Field>
          <FormActions
            editing={editingId !== null}
            pending={create.isPending || update.isPending}
            onCancel={backToAdd}
            addLabel="Add Testimonial"
            updateLabel="Update Testimonial"
          />
        </form>
      </AdminSection>

      <AdminSection title="Testimonials" description="Shown in this order.">
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <LoadError what="testimonials" onRetry={() => query.refetch()} />
        ) : (
          <OrderedList
            items={items}
            endpoint={ENDPOINT}
            itemName={(t) => t.clientName}
            empty="No testimonials yet. The home page shows its default testimonial until you add one."
            renderItem={(t) => (
              <div className="min-w-0">
                {t.headline && (
                  <p className="text-[11px] uppercase tracking-[0.18em] text-accent">{t.headline}</p>
                )}
                <p className="mt-1 line-clamp-3 text-sm text-white/85">
                  <Quote
                    className="mr-1.5 inline h-3.5 w-3.5 -translate-y-0.5 text-mist"
                    aria-hidden="true"
                  />
                  {t.quote}
                </p>
                <p className="mt-2 text-xs text-mist">
                  <span className="font-medium text-white">{t.clientName}</span>
                  {[t.clientTitle, t.vehicleName, t.testimonialDate].filter(Boolean).map((v) => ` · ${v}`)}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {editingId === t.id && <Badge tone="accent">Editing</Badge>}
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
            actions={(t) => (
              <>
                <IconButton label="Edit" icon={Pencil} onClick={() => startEdit(t)} />
                <IconButton
                  label="Delete"
                  icon={Trash2}
                  tone="danger"
                  disabled={remove.isPending && remove.variables === t.id}
                  onClick={() => {
                    if (!confirmDelete('testimonial')) return;
                    remove.mutate(t.id, { onSuccess: () => editingId === t.id && backToAdd() });
                  }}
                />
              </>
            )}
          />
        )}
      </AdminSection>
    </div>
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
  const query = useQuery<TestimonialSettings>({ queryKey: [SETTINGS_KEY] });
  const form = useForm<SettingsForm, unknown, z.output<typeof testimonialSettingsInput>>({
    resolver: settingsResolver,
    defaultValues: { backgroundImageUrl: '', backgroundColor: '#000000' },
  });
  const { control, register, handleSubmit, formState, reset, watch } = form;
  const save = useAdminMutation<z.output<typeof testimonialSettingsInput>>({
    method: 'PUT',
    path: () => '/api/admin/testimonial-settings',
    body: (input) => input,
    invalidate: [[SETTINGS_KEY]],
    failure: NOT_SAVED,
  });

  useStoredValues(reset, query.data, (data) => ({
    backgroundImageUrl: data.backgroundImageUrl ?? '',
    backgroundColor: data.backgroundColor || '#000000',
  }));

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
            <Controller
              control={control}
              name="backgroundImageUrl"
              render={({ field }) => (
                <MediaUrlField
                  label="Background image"
                  mediaType="image"
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(formState.errors.backgroundImageUrl)}
                  hint="Optional. Without an image the colour fills the background."
                  inputProps={{ name: field.name, onBlur: field.onBlur }}
                />
              )}
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
