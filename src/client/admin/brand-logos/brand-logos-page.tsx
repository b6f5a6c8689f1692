import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type BrandLogo, brandLogoInput } from '../../../shared/schemas/content';
import { Badge } from '../../components/ui/badge';
import { Field, Input } from '../../components/ui/field';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import { useCrud } from '../components/crud';
import { FormActions } from '../components/form-actions';
import { IconButton } from '../components/icon-button';
import { Thumb } from '../components/media/thumb';
import { MediaUrlField } from '../components/media-url-field';
import { nextOrder, OrderedList } from '../components/ordered-list';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { messageOf, schemaResolver, wholeNumber } from '../frame/form';

export const head = adminHead('Brand Logos');

const ENDPOINT = '/api/admin/brand-logos';

type LogoForm = { name: string; imageUrl: string; order: string };
type LogoInput = z.output<typeof brandLogoInput>;

const EMPTY: LogoForm = { name: '', imageUrl: '', order: '' };

// SPEC §5: name and display order are required; the image is optional and removable.
const resolver = schemaResolver<LogoForm, typeof brandLogoInput>(
  brandLogoInput,
  (f) => ({ name: f.name, imageUrl: f.imageUrl, order: wholeNumber(f.order) }),
  { required: ['order'] },
);

export default function BrandLogosPage() {
  const query = useQuery<BrandLogo[]>({ queryKey: [ENDPOINT] });
  const logos = query.data ?? [];
  const { create, update, remove } = useCrud<LogoInput>(ENDPOINT, 'brand logo');
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LogoForm, unknown, LogoInput>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, control, formState, getFieldState, setValue } = form;
  const errors = formState.errors;

  // A new logo goes to the end of the strip unless staff choose another place.
  const suggestedOrder = String(nextOrder(logos));
  useEffect(() => {
    if (editingId === null && !getFieldState('order').isDirty) setValue('order', suggestedOrder);
  }, [editingId, suggestedOrder, getFieldState, setValue]);

  const backToAdd = () => {
    setEditingId(null);
    form.reset({ ...EMPTY, order: suggestedOrder });
  };
  const startEdit = (logo: BrandLogo) => {
    setEditingId(logo.id);
    form.reset({ name: logo.name, imageUrl: logo.imageUrl, order: String(logo.order) });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editingId === null) await create.mutateAsync(input);
      else await update.mutateAsync({ id: editingId, input });
      setEditingId(null);
      form.reset({ ...EMPTY, order: String(Math.max(nextOrder(logos), input.order + 1)) });
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  return (
    <AdminPage
      title="Brand Logos"
      description="The strip of marques on the home page, under 'A network built on experience, reliability, and results.'"
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <AdminSection
          title={editingId === null ? 'Add Brand Logo' : 'Edit Brand Logo'}
          className="lg:sticky lg:top-20"
        >
          <form
            ref={formRef}
            onSubmit={onSubmit}
            noValidate
            aria-label="Brand logo"
            className="flex scroll-mt-24 flex-col gap-5"
          >
            <Field label="Name" required error={errors.name?.message}>
              {(p) => <Input {...p} {...register('name')} placeholder="e.g. Porsche" autoComplete="off" />}
            </Field>
            <Controller
              control={control}
              name="imageUrl"
              render={({ field }) => (
                <MediaUrlField
                  label="Logo Image"
                  mediaType="image"
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(errors.imageUrl)}
                  hint="A transparent PNG or SVG looks best on the dark strip."
                  inputProps={{ name: field.name, onBlur: field.onBlur }}
                />
              )}
            />
            <Field
              label="Display Order"
              required
              error={errors.order?.message}
              hint="Lower numbers come first."
              className="sm:w-48"
            >
              {(p) => <Input {...p} {...register('order')} inputMode="numeric" />}
            </Field>
            <FormActions
              editing={editingId !== null}
              pending={create.isPending || update.isPending}
              onCancel={backToAdd}
              addLabel="Add Logo"
              updateLabel="Update Logo"
            />
          </form>
        </AdminSection>

        <AdminSection
          title="Logos"
          description={query.data ? `${logos.length} ${logos.length === 1 ? 'logo' : 'logos'}` : undefined}
        >
          {query.isPending ? (
            <LoadingRows />
          ) : query.isError ? (
            <LoadError what="brand logos" onRetry={() => query.refetch()} />
          ) : (
            <div className="-mr-2 max-h-[32rem] overflow-y-auto pr-2" data-testid="brand-logo-list">
              <OrderedList
                items={logos}
                endpoint={ENDPOINT}
                itemName={(l) => l.name}
                empty="No brand logos yet."
                renderItem={(l) => (
                  <div className="flex items-center gap-4">
                    <Thumb
                      src={l.imageUrl || null}
                      alt=""
                      fit="contain"
                      className="h-14 w-24 shrink-0 border border-line p-2"
                    />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-white">{l.name}</p>
                      <p className="text-xs text-mist">
                        Order {l.order}
                        {!l.imageUrl && ' · no image'}
                      </p>
                      {editingId === l.id && (
                        <Badge tone="accent" className="mt-1">
                          Editing
                        </Badge>
                      )}
                    </div>
                  </div>
                )}
                actions={(l) => (
                  <>
                    <IconButton label={`Edit ${l.name}`} icon={Pencil} onClick={() => startEdit(l)} />
                    <IconButton
                      label={`Delete ${l.name}`}
                      icon={Trash2}
                      tone="danger"
                      disabled={remove.isPending && remove.variables === l.id}
                      onClick={() => {
                        if (!confirmDelete('brand logo')) return;
                        remove.mutate(l.id, { onSuccess: () => editingId === l.id && backToAdd() });
                      }}
                    />
                  </>
                )}
              />
            </div>
          )}
        </AdminSection>
      </div>
    </AdminPage>
  );
}
