import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type BaseSyntheticEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver, wholeNumber } from '../frame/form';
import { confirmDiscard, useLeaveGuard } from '../lib/nav';
import { confirmDelete } from './confirm';
import { useCrud } from './crud';
import { nextOrder, type Ordered } from './ordered-list';

/**
 * Where a new item lands and what an edit does to its place:
 * - `append`: the form has no order field; a new item goes last and an edit keeps its place.
 * - `field`: the form has an `order` text field, saved as typed.
 * - `suggest`: as `field`, but in add mode it is pre-filled with the next free place (unless staff
 *   typed one) and moves on past each saved item.
 */
export type OrderPolicy = 'append' | 'field' | 'suggest';

/**
 * The resolver of a form with an `order` text field: the text becomes the schema's whole number.
 * Left empty, it is refused as 'Required' when `required`, else saved as 0.
 */
export function orderFieldResolver<TForm extends FieldValues & { order: string }, TSchema extends z.ZodType>(
  schema: TSchema,
  { required }: { required: boolean },
): Resolver<TForm, unknown, z.output<TSchema>> {
  return schemaResolver<TForm, TSchema>(
    schema,
    (f) => ({ ...f, order: wholeNumber(f.order) ?? (required ? undefined : 0) }) as z.input<TSchema>,
    { required: required ? ['order' as keyof TForm & string] : [] },
  );
}

export type OrderedEditorOptions<TItem extends Ordered, TForm extends FieldValues, TInput> = {
  /** The admin collection path, also the list's query key, e.g. "/api/admin/hero-slides". */
  endpoint: string;
  /**
   * What one item is called, e.g. "header slide": it names the toasts ('Header slide added'), the
   * delete confirmation ('Are you sure you want to delete this header slide?') and a failed load
   * ('Could not load header slides.').
   */
  noun: string;
  resolver: Resolver<TForm, unknown, TInput>;
  /** The values of the add form. */
  empty: TForm;
  /** The values of the edit form for an item. */
  toForm: (item: TItem) => TForm;
  order: OrderPolicy;
};

/**
 * The client twin of the server's ordered-crud: one ordered collection with an add/edit form. Add
 * mode is the default; editing an item loads it into the form, and Cancel, a successful save or
 * deleting the item being edited returns to add mode with a cleared form. A failed save keeps what
 * was typed (the failure toast says why).
 */
export function useOrderedEditor<
  TItem extends Ordered,
  TForm extends FieldValues,
  TInput extends { order: number },
>(
  options: OrderedEditorOptions<TItem, TForm, TInput>,
): OrderedEditorState<TItem> & { form: UseFormReturn<TForm, unknown, TInput> } {
  const { endpoint, noun, resolver, empty, toForm, order } = options;
  const query = useQuery<TItem[]>({ queryKey: [endpoint] });
  const items = query.data ?? [];
  const { create, update, remove } = useCrud<TInput>(endpoint, noun);
  const [editingId, setEditingId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TForm, unknown, TInput>({ resolver, defaultValues: empty as DefaultValues<TForm> });
  const { getFieldState, setValue } = form;
  useLeaveGuard(form.formState.isDirty);

  // With `suggest`, a new item goes to the end of the list unless staff choose another place.
  const orderField = 'order' as Path<TForm>;
  const suggestedOrder = String(nextOrder(items));
  const addValues = (place = suggestedOrder): TForm =>
    order === 'suggest' ? { ...empty, order: place } : empty;
  useEffect(() => {
    if (order === 'suggest' && editingId === null && !getFieldState(orderField).isDirty)
      setValue(orderField, suggestedOrder as PathValue<TForm, Path<TForm>>);
  }, [order, editingId, suggestedOrder, orderField, getFieldState, setValue]);

  const backToAdd = (place?: string) => {
    setEditingId(null);
    form.reset(addValues(place));
  };

  const startEdit = (item: TItem) => {
    // Another item in the form would replace what was typed.
    if (!confirmDiscard(form.formState.isDirty)) return;
    setEditingId(item.id);
    form.reset(toForm(item));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      if (editingId === null)
        await create.mutateAsync(order === 'append' ? { ...input, order: nextOrder(items) } : input);
      else if (order === 'append') {
        // The schema fills in order 0; an edit must not move the item, so order is left out.
        const { order: _order, ...fields } = input;
        await update.mutateAsync({ id: editingId, input: fields as Partial<TInput> });
      } else await update.mutateAsync({ id: editingId, input });
      backToAdd(String(Math.max(nextOrder(items), input.order + 1)));
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    }
  });

  const deleteItem = (item: TItem) => {
    if (!confirmDelete(noun)) return;
    remove.mutate(item.id, { onSuccess: () => editingId === item.id && backToAdd() });
  };

  return {
    noun,
    endpoint,
    query,
    items,
    form,
    formRef,
    editingId,
    editing: editingId !== null,
    pending: create.isPending || update.isPending,
    isDeleting: (item: TItem) => remove.isPending && remove.variables === item.id,
    startEdit,
    cancel: () => backToAdd(),
    onSubmit,
    deleteItem,
  };
}

/** What the editor's screen (OrderedEditor) needs of the hook, whatever the form's fields. */
export type OrderedEditorState<TItem extends Ordered> = {
  noun: string;
  endpoint: string;
  query: UseQueryResult<TItem[]>;
  /** The items as loaded (not yet sorted); empty while loading. */
  items: TItem[];
  formRef: RefObject<HTMLFormElement | null>;
  editingId: number | null;
  editing: boolean;
  /** An add or an update is being saved. */
  pending: boolean;
  isDeleting: (item: TItem) => boolean;
  startEdit: (item: TItem) => void;
  /** Back to add mode with a cleared form. */
  cancel: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Asks first (SPEC §5), then deletes; deleting the item being edited returns to add mode. */
  deleteItem: (item: TItem) => void;
};
