import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type HeaderSlide, headerSlideInput } from '../../../shared/schemas/content';
import { Badge } from '../../components/ui/badge';
import { Field, Input, Textarea } from '../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import { useCrud } from '../components/crud';
import { FormActions } from '../components/form-actions';
import { IconButton } from '../components/icon-button';
import { Thumb } from '../components/media/thumb';
import { MediaUrlField } from '../components/media-url-field';
import { OrderedList } from '../components/ordered-list';
import { messageOf, schemaResolver, wholeNumber } from '../frame/form';

const ENDPOINT = '/api/admin/header-slides';

type SlideForm = {
  title: string;
  description: string;
  buttonText: string;
  href: string;
  imageUrl: string;
  order: string;
};
type SlideInput = z.output<typeof headerSlideInput>;

const EMPTY: SlideForm = { title: '', description: '', buttonText: '', href: '', imageUrl: '', order: '0' };

const toForm = (s: HeaderSlide): SlideForm => ({
  title: s.title,
  description: s.description,
  buttonText: s.buttonText,
  href: s.href,
  imageUrl: s.imageUrl,
  order: String(s.order),
});

// SPEC §5: every field is required; the order is a number, 0 when left empty.
const resolver = schemaResolver<SlideForm, typeof headerSlideInput>(headerSlideInput, (f) => ({
  ...f,
  order: wholeNumber(f.order) ?? 0,
}));

/**
 * Header Cards: the strip of cards under the top bar of the home page. Used by /admin/header-slides
 * and by the dashboard's Header Cards tab.
 */
export function HeaderSlidesManager() {
  const query = useQuery<HeaderSlide[]>({ queryKey: [ENDPOINT] });
  const slides = query.data ?? [];
  const { create, update, remove } = useCrud<SlideInput>(ENDPOINT, 'header slide');
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SlideForm, unknown, SlideInput>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;

  const backToAdd = () => {
    setEditingId(null);
    form.reset(EMPTY);
  };
  const startEdit = (slide: HeaderSlide) => {
    setEditingId(slide.id);
    form.reset(toForm(slide));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editingId === null) await create.mutateAsync(input);
      else await update.mutateAsync({ id: editingId, input });
      backToAdd();
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <AdminSection
        title={editingId === null ? 'Add Header Slide' : 'Edit Header Slide'}
        description="Cards in the strip under the top bar of the home page."
        className="xl:sticky xl:top-28"
      >
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-label="Header slide"
          className="flex scroll-mt-32 flex-col gap-5"
        >
          <Field label="Title" required error={errors.title?.message}>
            {(p) => <Input {...p} {...register('title')} placeholder="e.g. Consignment" />}
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            {(p) => <Textarea {...p} {...register('description')} rows={3} className="min-h-20" />}
          </Field>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Button Text" required error={errors.buttonText?.message}>
              {(p) => <Input {...p} {...register('buttonText')} placeholder="e.g. Learn More" />}
            </Field>
            <Field label="Link" required error={errors.href?.message}>
              {(p) => <Input {...p} {...register('href')} placeholder="/consignment" inputMode="url" />}
            </Field>
          </div>
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <MediaUrlField
                label="Image URL"
                mediaType="image"
                required
                value={field.value}
                onChange={field.onChange}
                error={messageOf(errors.imageUrl)}
                inputProps={{ name: field.name, onBlur: field.onBlur }}
              />
            )}
          />
          <Field
            label="Order"
            error={errors.order?.message}
            hint="Lower numbers come first."
            className="sm:w-40"
          >
            {(p) => <Input {...p} {...register('order')} inputMode="numeric" />}
          </Field>
          <FormActions
            editing={editingId !== null}
            pending={create.isPending || update.isPending}
            onCancel={backToAdd}
            addLabel="Add Slide"
            updateLabel="Update Slide"
          />
        </form>
      </AdminSection>

      <AdminSection title="Header Slides" description="Shown in this order; the strip loops through them.">
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <LoadError what="header slides" onRetry={() => query.refetch()} />
        ) : (
          <OrderedList
            items={slides}
            endpoint={ENDPOINT}
            itemName={(s) => s.title}
            empty="No header slides yet."
            renderItem={(s) => (
              <div className="flex gap-3">
                <Thumb src={s.imageUrl} className="aspect-[4/3] w-20 shrink-0 border border-line sm:w-28" />
                <div className="min-w-0">
                  <p className="truncate font-medium text-white">{s.title}</p>
                  <p className="line-clamp-2 text-xs text-mist">{s.description}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-white/70">
                    <span className="inline-flex items-center gap-1">
                      {s.buttonText}
                      <ArrowUpRight className="h-3 w-3" aria-hidden="true" />
                    </span>
                    <span className="truncate font-mono text-mist">{s.href}</span>
                    {editingId === s.id && <Badge tone="accent">Editing</Badge>}
                  </p>
                </div>
              </div>
            )}
            actions={(s) => (
              <>
                <IconButton label={`Edit ${s.title}`} icon={Pencil} onClick={() => startEdit(s)} />
                <IconButton
                  label={`Delete ${s.title}`}
                  icon={Trash2}
                  tone="danger"
                  disabled={remove.isPending && remove.variables === s.id}
                  onClick={() => {
                    if (!confirmDelete('header slide')) return;
                    remove.mutate(s.id, { onSuccess: () => editingId === s.id && backToAdd() });
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
