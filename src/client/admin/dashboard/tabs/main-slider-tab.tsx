import { Film, Image as ImageIcon } from 'lucide-react';
import type { z } from 'zod';
import { type HeroSlide, heroSlideInput } from '../../../../shared/schemas/content';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import { MediaField, SwitchFormField, TextField } from '../../components/form-fields';
import { Thumb } from '../../components/media/thumb';
import { EditingBadge, ItemSummary, OrderedEditor } from '../../components/ordered-editor';
import { useOrderedEditor } from '../../components/use-ordered-editor';
import { schemaResolver } from '../../frame/form';

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
  const editor = useOrderedEditor<HeroSlide, SlideForm, z.output<typeof heroSlideInput>>({
    endpoint: '/api/admin/hero-slides',
    noun: 'slide',
    resolver,
    empty: EMPTY,
    toForm,
    order: 'append',
  });
  const { form } = editor;
  const { setValue, watch } = form;
  const mediaType = watch('mediaType');

  const chooseType = (next: 'image' | 'video') => {
    if (next === mediaType) return;
    setValue('mediaType', next, { shouldDirty: true });
    // Switching the media type clears the other URL (SPEC §4).
    setValue(next === 'image' ? 'videoUrl' : 'imageUrl', '', { shouldDirty: true });
  };

  return (
    <OrderedEditor
      editor={editor}
      formDescription="Full-width slides at the top of the home page."
      listDescription="Shown in this order. The first slide is what visitors see first."
      empty="No slides yet. The home page shows its built-in slide until you add one."
      itemName={(s) => s.title}
      renderItem={(s, editing) => (
        <ItemSummary
          className={cn('flex gap-3', editing && 'text-accent')}
          media={
            <Thumb
              src={s.mediaType === 'image' ? s.imageUrl : isSharingLink(s.videoUrl) ? null : s.videoUrl}
              video={s.mediaType === 'video'}
              className="aspect-video w-24 shrink-0 border border-line sm:w-32"
            />
          }
          title={s.title}
          description={s.description}
        >
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone={s.mediaType === 'video' ? 'blue' : 'grey'}>
              {s.mediaType === 'video' ? 'Video' : 'Image'}
            </Badge>
            {s.hasOverlay === 1 && <Badge tone="grey">Overlay</Badge>}
            {editing && <EditingBadge />}
          </div>
        </ItemSummary>
      )}
    >
      <TextField form={form} name="title" label="Title" required />
      <TextField form={form} name="description" label="Description" required rows={3} className="min-h-20" />

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
        <MediaField control={form.control} name="imageUrl" label="Image URL" mediaType="image" />
      ) : (
        <MediaField
          control={form.control}
          name="videoUrl"
          label="Video URL"
          mediaType="video"
          hint="An MP4 or WebM file, or a YouTube link (watch, short, embed or shorts)."
        />
      )}

      <SwitchFormField
        control={form.control}
        name="hasOverlay"
        label="Overlay"
        description="Darkens the slide and shows the title, description and button."
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="buttonText" label="Button text" required />
        <TextField
          form={form}
          name="buttonLink"
          label="Button link"
          hint="Default #contact opens the enquiry form."
          placeholder="#contact"
        />
      </div>
    </OrderedEditor>
  );
}
