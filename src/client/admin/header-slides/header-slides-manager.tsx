import { ArrowUpRight } from 'lucide-react';
import type { z } from 'zod';
import { type HeaderSlide, headerSlideInput } from '../../../shared/schemas/content';
import { MediaField, TextField } from '../components/form-fields';
import { Thumb } from '../components/media/thumb';
import { EditingBadge, ItemSummary, OrderedEditor, OrderField } from '../components/ordered-editor';
import { orderFieldResolver, useOrderedEditor } from '../components/use-ordered-editor';

type SlideForm = {
  title: string;
  description: string;
  buttonText: string;
  href: string;
  imageUrl: string;
  order: string;
};

// SPEC §5: every field is required; the order is a number, 0 when left empty.
const resolver = orderFieldResolver<SlideForm, typeof headerSlideInput>(headerSlideInput, {
  required: false,
});

/**
 * Header Cards: the strip of cards under the top bar of the home page. Used by /admin/header-slides
 * and by the dashboard's Header Cards tab.
 */
export function HeaderSlidesManager() {
  const editor = useOrderedEditor<HeaderSlide, SlideForm, z.output<typeof headerSlideInput>>({
    endpoint: '/api/admin/header-slides',
    noun: 'header slide',
    resolver,
    empty: { title: '', description: '', buttonText: '', href: '', imageUrl: '', order: '0' },
    toForm: (s) => ({
      title: s.title,
      description: s.description,
      buttonText: s.buttonText,
      href: s.href,
      imageUrl: s.imageUrl,
      order: String(s.order),
    }),
    order: 'field',
  });
  const { form } = editor;

  return (
    <OrderedEditor
      editor={editor}
      formDescription="Cards in the strip under the top bar of the home page."
      formLabel="Header slide"
      submitNoun="Slide"
      listDescription="Shown in this order; the strip loops through them."
      empty="No header slides yet."
      itemName={(s) => s.title}
      namedActions
      renderItem={(s, editing) => (
        <ItemSummary
          media={<Thumb src={s.imageUrl} className="aspect-[4/3] w-20 shrink-0 border border-line sm:w-28" />}
          title={s.title}
          description={s.description}
        >
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-white/70">
            <span className="inline-flex items-center gap-1">
              {s.buttonText}
              <ArrowUpRight className="h-3 w-3" aria-hidden="true" />
            </span>
            <span className="truncate font-mono text-mist">{s.href}</span>
            {editing && <EditingBadge />}
          </p>
        </ItemSummary>
      )}
    >
      <TextField form={form} name="title" label="Title" required placeholder="e.g. Consignment" />
      <TextField form={form} name="description" label="Description" required rows={3} className="min-h-20" />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField form={form} name="buttonText" label="Button Text" required placeholder="e.g. Learn More" />
        <TextField form={form} name="href" label="Link" required placeholder="/consignment" inputMode="url" />
      </div>
      <MediaField control={form.control} name="imageUrl" label="Image URL" mediaType="image" required />
      <OrderField form={form} label="Order" className="sm:w-40" />
    </OrderedEditor>
  );
}
