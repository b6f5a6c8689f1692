import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ServiceItem, serviceItemInput } from '../../../shared/schemas/content';
import { Badge } from '../../components/ui/badge';
import { Field, Input, Textarea } from '../../components/ui/field';
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

export const head = adminHead('Service Items');

const ENDPOINT = '/api/admin/service-items';

type ServiceForm = { title: string; description: string; imageUrl: string; order: string };
type ServiceInput = z.output<typeof serviceItemInput>;

const EMPTY: ServiceForm = { title: '', description: '', imageUrl: '', order: '' };

// SPEC §5: title, description and display order are required; the image is optional.
const resolver = schemaResolver<ServiceForm, typeof serviceItemInput>(
  serviceItemInput,
  (f) => ({ title: f.title, description: f.description, imageUrl: f.imageUrl, order: wholeNumber(f.order) }),
  { required: ['order'] },
);

export default function ServicesPage() {
  const query = useQuery<ServiceItem[]>({ queryKey: [ENDPOINT] });
  const items = query.data ?? [];
  const { create, update, remove } = useCrud<ServiceInput>(ENDPOINT, 'service item');
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ServiceForm, unknown, ServiceInput>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, control, formState, getFieldState, setValue } = form;
  const errors = formState.errors;

  // A new service goes to the end of the list unless staff choose another place.
  const suggestedOrder = String(nextOrder(items));
  useEffect(() => {
    if (editingId === null && !getFieldState('order').isDirty) setValue('order', suggestedOrder);
  }, [editingId, suggestedOrder, getFieldState, setValue]);

  const backToAdd = () => {
    setEditingId(null);
    form.reset({ ...EMPTY, order: suggestedOrder });
  };
  const startEdit = (item: ServiceItem) => {
    setEditingId(item.id);
    form.reset({
      title: item.title,
      description: item.description,
      imageUrl: item.imageUrl,
      order: String(item.order),
    });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editingId === null) await create.mutateAsync(input);
      else await update.mutateAsync({ id: editingId, input });
      setEditingId(null);
      form.reset({ ...EMPTY, order: String(Math.max(nextOrder(items), input.order + 1)) });
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  return (
    <AdminPage title="Service Items" description="The services listed on /services, each with its own page.">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <AdminSection
          title={editingId === null ? 'Add Service Item' : 'Edit Service Item'}
          className="lg:sticky lg:top-20"
        >
          <form
            ref={formRef}
            onSubmit={onSubmit}
            noValidate
            aria-label="Service item"
            className="flex scroll-mt-24 flex-col gap-5"
          >
            <Field label="Title" required error={errors.title?.message}>
              {(p) => (
                <Input {...p} {...register('title')} placeholder="e.g. Luxury Car Hire" autoComplete="off" />
              )}
            </Field>
            <Field
              label="Description"
              required
              error={errors.description?.message}
              hint="Line breaks are kept on the service page."
            >
              {(p) => <Textarea {...p} {...register('description')} rows={6} />}
            </Field>
            <Controller
              control={control}
              name="imageUrl"
              render={({ field }) => (
                <MediaUrlField
                  label="Image"
                  mediaType="image"
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(errors.imageUrl)}
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
              addLabel="Add Service"
              updateLabel="Update Service"
            />
          </form>
        </AdminSection>

        <AdminSection
          title="Services"
          description={
            query.data
              ? `${items.length} ${items.length === 1 ? 'service' : 'services'}, shown in this order`
              : undefined
          }
        >
          {query.isPending ? (
            <LoadingRows />
          ) : query.isError ? (
            <LoadError what="service items" onRetry={() => query.refetch()} />
          ) : (
            <OrderedList
              items={items}
              endpoint={ENDPOINT}
              itemName={(s) => s.title}
              empty="No service items yet. /services shows 'No services available at the moment.'"
              renderItem={(s) => (
                <div className="flex gap-3">
                  <Thumb
                    src={s.imageUrl || null}
                    className="aspect-[4/3] w-20 shrink-0 border border-line sm:w-28"
                  />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-white">{s.title}</p>
                    <p className="line-clamp-2 text-xs text-mist">{s.description}</p>
                    <p className="mt-1 flex items-center gap-2 text-xs text-white/60">
                      Order {s.order}
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
                      if (!confirmDelete('service item')) return;
                      remove.mutate(s.id, { onSuccess: () => editingId === s.id && backToAdd() });
                    }}
                  />
                </>
              )}
            />
          )}
        </AdminSection>
      </div>
    </AdminPage>
  );
}
