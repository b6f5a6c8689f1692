import type { z } from 'zod';
import { type ServiceItem, serviceItemInput } from '../../../shared/schemas/content';
import { MediaField, TextField } from '../components/form-fields';
import { Thumb } from '../components/media/thumb';
import { EditingBadge, ItemSummary, OrderedEditor, OrderField } from '../components/ordered-editor';
import { orderFieldResolver, useOrderedEditor } from '../components/use-ordered-editor';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('Service Items');

type ServiceForm = { title: string; description: string; imageUrl: string; order: string };

// SPEC §5: title, description and display order are required; the image is optional.
const resolver = orderFieldResolver<ServiceForm, typeof serviceItemInput>(serviceItemInput, {
  required: true,
});

export default function ServicesPage() {
  const editor = useOrderedEditor<ServiceItem, ServiceForm, z.output<typeof serviceItemInput>>({
    endpoint: '/api/admin/service-items',
    noun: 'service item',
    resolver,
    empty: { title: '', description: '', imageUrl: '', order: '' },
    toForm: (s) => ({
      title: s.title,
      description: s.description,
      imageUrl: s.imageUrl,
      order: String(s.order),
    }),
    // A new service goes to the end of the list unless staff choose another place.
    order: 'suggest',
  });
  const count = editor.items.length;

  return (
    <AdminPage title="Service Items" description="The services listed on /services, each with its own page.">
      <OrderedEditor
        editor={editor}
        layout="page"
        formLabel="Service item"
        submitNoun="Service"
        listTitle="Services"
        listDescription={
          editor.query.data
            ? `${count} ${count === 1 ? 'service' : 'services'}, shown in this order`
            : undefined
        }
        empty="No service items yet. /services shows 'No services available at the moment.'"
        itemName={(s) => s.title}
        namedActions
        renderItem={(s, editing) => (
          <ItemSummary
            media={
              <Thumb
                src={s.imageUrl || null}
                className="aspect-[4/3] w-20 shrink-0 border border-line sm:w-28"
              />
            }
            title={s.title}
            description={s.description}
          >
            <p className="mt-1 flex items-center gap-2 text-xs text-white/60">
              Order {s.order}
              {editing && <EditingBadge />}
            </p>
          </ItemSummary>
        )}
      >
        <TextField
          form={editor.form}
          name="title"
          label="Title"
          required
          placeholder="e.g. Luxury Car Hire"
          autoComplete="off"
        />
        <TextField
          form={editor.form}
          name="description"
          label="Description"
          required
          hint="Line breaks are kept on the service page."
          rows={6}
        />
        <MediaField control={editor.form.control} name="imageUrl" label="Image" mediaType="image" />
        <OrderField form={editor.form} label="Display Order" required className="sm:w-48" />
      </OrderedEditor>
    </AdminPage>
  );
}
