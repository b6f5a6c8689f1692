import type { z } from 'zod';
import { type BrandLogo, brandLogoInput } from '../../../shared/schemas/content';
import { MediaField, TextField } from '../components/form-fields';
import { Thumb } from '../components/media/thumb';
import { EditingBadge, ItemSummary, OrderedEditor, OrderField } from '../components/ordered-editor';
import { orderFieldResolver, useOrderedEditor } from '../components/use-ordered-editor';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('Brand Logos');

type LogoForm = { name: string; imageUrl: string; order: string };

// SPEC §5: name and display order are required; the image is optional and removable.
const resolver = orderFieldResolver<LogoForm, typeof brandLogoInput>(brandLogoInput, { required: true });

export default function BrandLogosPage() {
  const editor = useOrderedEditor<BrandLogo, LogoForm, z.output<typeof brandLogoInput>>({
    endpoint: '/api/admin/brand-logos',
    noun: 'brand logo',
    resolver,
    empty: { name: '', imageUrl: '', order: '' },
    toForm: ({ name, imageUrl, order }) => ({ name, imageUrl, order: String(order) }),
    // A new logo goes to the end of the strip unless staff choose another place.
    order: 'suggest',
  });
  const count = editor.items.length;

  return (
    <AdminPage
      title="Brand Logos"
      description="The strip of marques on the home page, under 'A network built on experience, reliability, and results.'"
    >
      <OrderedEditor
        editor={editor}
        layout="page"
        formLabel="Brand logo"
        submitNoun="Logo"
        listTitle="Logos"
        listDescription={editor.query.data ? `${count} ${count === 1 ? 'logo' : 'logos'}` : undefined}
        empty="No brand logos yet."
        itemName={(l) => l.name}
        namedActions
        listFrame={(list) => (
          <div className="-mr-2 max-h-[32rem] overflow-y-auto pr-2" data-testid="brand-logo-list">
            {list}
          </div>
        )}
        renderItem={(l, editing) => (
          <ItemSummary
            className="flex items-center gap-4"
            media={
              <Thumb
                src={l.imageUrl || null}
                alt=""
                fit="contain"
                className="h-14 w-24 shrink-0 border border-line p-2"
              />
            }
            title={l.name}
          >
            <p className="text-xs text-mist">
              Order {l.order}
              {!l.imageUrl && ' · no image'}
            </p>
            {editing && <EditingBadge className="mt-1" />}
          </ItemSummary>
        )}
      >
        <TextField
          form={editor.form}
          name="name"
          label="Name"
          required
          placeholder="e.g. Porsche"
          autoComplete="off"
        />
        <MediaField
          control={editor.form.control}
          name="imageUrl"
          label="Logo Image"
          mediaType="image"
          hint="A transparent PNG or SVG looks best on the dark strip."
        />
        <OrderField form={editor.form} label="Display Order" required className="sm:w-48" />
      </OrderedEditor>
    </AdminPage>
  );
}
