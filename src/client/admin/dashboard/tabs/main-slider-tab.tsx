import { useQuery } from '@tanstack/react-query';
import { Film, Image as ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type HeroSlide, heroSlideInput } from '../../../../shared/schemas/content';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../../components/admin-section';
import { confirmDelete } from '../../components/confirm';
import { useCrud } from '../../components/crud';
import { FormActions } from '../../components/form-actions';
import { IconButton } from '../../components/icon-button';
import { Thumb } from '../../components/media/thumb';
import { MediaUrlField } from '../../components/media-url-field';
import { nextOrder, OrderedList } from '../../components/ordered-list';
import { SwitchField } from '../../components/switch-field';
import { messageOf, schemaResolver } from '../../frame/form';

const ENDPOINT = '/api/admin/hero-slides';

type SlideForm = {
  title: string;
  description: string;
  mediaType: 'image' | 'video';
  imageUrl: string;
  videoUrl: string;
  hasOverlay: boolean;
  buttonText: string;
  buttonLink: string;
};

const EMPTY: SlideForm = {
  title: '',
  description: '',
  mediaType: 'image',
  imageUrl: '',
  videoUrl: '',
  hasOverlay: true,
  buttonText: 'Enquire Now',
  buttonLink: '#contact',
};

const toForm = (s: HeroSlide): SlideForm => ({
  title: s.title,
  description: s.description,
  mediaType: s.mediaType,
  imageUrl: s.imageUrl ?? '',
  videoUrl: s.videoUrl ?? '',
  hasOverlay: s.hasOverlay === 1,
  buttonText: s.buttonText,
  buttonLink: s.buttonLink,
});

/** Only the chosen media type's URL is kept; the other is null (SPEC §4). */
const toInput = (f: SlideForm) => ({
  title: f.title,
  description: f.description,
  mediaType: f.mediaType,
  imageUrl: f.mediaType === 'image' ? f.imageUrl.trim() || null : null,
  videoUrl: f.mediaType === 'video' ? f.videoUrl.trim() || null : null,
  hasOverlay: f.hasOverlay ? 1 : 0,
  buttonText: f.buttonText,
  buttonLink: f.buttonLink.trim() || undefined,
});

const resolver = schemaResolver<SlideForm, typeof heroSlideInput>(heroSlideInput, toInput);

const isSharingLink = (url: string | null) => !!url && /youtu\.?be/i.test(url);

/** Main Slider: the home page hero slides, each an image or a video, in order. */
export function MainSliderTab() {
  const query = useQuery<HeroSlide[]>({ queryKey: [ENDPOINT] });
  const slides = query.data ?? [];
  const { create, update, remove } = useCrud<z.output<typeof heroSlideInput>>(ENDPOINT, 'slide');
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SlideForm, unknown, z.output<typeof heroSlideInput>>({
    resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, formState, setValue, watch } = form;
  const errors = formState.errors;
  const mediaType = watch('mediaType');

  const backToAdd = () => {
    setEditingId(null);
    form.reset(EMPTY);
  };

  const startEdit = (slide: HeroSlide) => {
    setEditingId(slide.id);
    form.reset(toForm(slide));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editingId === null) await create.mutateAsync({ ...input, order: nextOrder(slides) });
      else {
        // The schema fills in order 0; an edit must not move the slide, so order is left out.
        const { order: _order, ...fields } = input;
        await update.mutateAsync({ id: editingId, input: fields });
      }
      backToAdd();
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  const chooseType = (next: 'image' | 'video') => {
    if (next === mediaType) return;
    setValue('mediaType', next, { shouldDirty: true });
    // Switching the media type clears the other URL (SPEC §4).
    setValue(next === 'image' ? 'videoUrl' : 'imageUrl', '', { shouldDirty: true });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <AdminSection
        title={editingId === null ? 'Add Slide' : 'Edit Slide'}
        description="Full-width slides at the top of the home page."
        className="xl:sticky xl:top-28"
      >
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex scroll-mt-32 flex-col gap-5">
          <Field label="Title" required error={errors.title?.message}>
            {(p) => <Input {...p} {...register('title')} />}
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            {(p) => <Textarea {...p} {...register('description')} rows={3} className="min-h-20" />}
          </Field>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.18em] text-white/70">
              Media type
            </legend>
            <div className="grid grid-cols-2 border border-line">
              {(['image', 'video'] as const).map((type) => {
                const Icon = type === 'image' ? ImageIcon : Film;
                const checked = mediaType === type;
                return (
                  <label
                    key={type}
                    className={cn(
                      'relative flex cursor-pointer items-center justify-center gap-2 py-2.5 text-xs uppercase tracking-[0.16em] transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                      checked ? 'bg-white text-ink' : 'text-white/70 hover:bg-white/5 hover:text-white',
                    )}
                  >
                    <input
                      type="radio"
                      name="mediaType"
                      value={type}
                      checked={checked}
                      onChange={() => chooseType(type)}
                      className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
                    />
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {type === 'image' ? 'Image' : 'Video'}
                  </label>
                );
              })}
            </div>
          </fieldset>

          {mediaType === 'image' ? (
            <Controller
              control={control}
              name="imageUrl"
              render={({ field }) => (
                <MediaUrlField
                  label="Image URL"
                  mediaType="image"
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(errors.imageUrl)}
                  inputProps={{ name: field.name, onBlur: field.onBlur }}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name="videoUrl"
              render={({ field }) => (
                <MediaUrlField
                  label="Video URL"
                  mediaType="video"
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(errors.videoUrl)}
                  hint="An MP4 or WebM file, or a YouTube link (watch, short, embed or shorts)."
                  inputProps={{ name: field.name, onBlur: field.onBlur }}
                />
              )}
            />
          )}

          <Controller
            control={control}
            name="hasOverlay"
            render={({ field }) => (
              <SwitchField
                label="Overlay"
                description="Darkens the slide and shows the title, description and button."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Button text" required error={errors.buttonText?.message}>
              {(p) => <Input {...p} {...register('buttonText')} />}
            </Field>
            <Field
              label="Button link"
              error={errors.buttonLink?.message}
              hint="Default #contact opens the enquiry form."
            >
              {(p) => <Input {...p} {...register('buttonLink')} placeholder="#contact" />}
            </Field>
          </div>

          <FormActions
            editing={editingId !== null}
            pending={create.isPending || update.isPending}
            onCancel={backToAdd}
            addLabel="Add Slide"
            updateLabel="Update Slide"
          />
        </form>
      </AdminSection>

      <AdminSection
        title="Slides"
        description="Shown in this order. The first slide is what visitors see first."
      >
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <LoadError what="slides" onRetry={() => query.refetch()} />
        ) : (
          <OrderedList
            items={slides}
            endpoint={ENDPOINT}
            itemName={(s) => s.title}
            empty="No slides yet. The home page shows its built-in slide until you add one."
            renderItem={(s) => (
              <div className={cn('flex gap-3', editingId === s.id && 'text-accent')}>
                <Thumb
                  src={s.mediaType === 'image' ? s.imageUrl : isSharingLink(s.videoUrl) ? null : s.videoUrl}
                  video={s.mediaType === 'video'}
                  className="aspect-video w-24 shrink-0 border border-line sm:w-32"
                />
                <div className="min-w-0">
                  <p className="truncate font-medium text-white">{s.title}</p>
                  <p className="line-clamp-2 text-xs text-mist">{s.description}</p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <Badge tone={s.mediaType === 'video' ? 'blue' : 'grey'}>
                      {s.mediaType === 'video' ? 'Video' : 'Image'}
                    </Badge>
                    {s.hasOverlay === 1 && <Badge tone="grey">Overlay</Badge>}
                    {editingId === s.id && <Badge tone="accent">Editing</Badge>}
                  </div>
                </div>
              </div>
            )}
            actions={(s) => (
              <>
                <IconButton label="Edit" icon={Pencil} onClick={() => startEdit(s)} />
                <IconButton
                  label="Delete"
                  icon={Trash2}
                  tone="danger"
                  disabled={remove.isPending && remove.variables === s.id}
                  onClick={() => {
                    if (!confirmDelete('slide')) return;
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
