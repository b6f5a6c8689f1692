import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';
import { AdminSection, LoadError, LoadingRows } from './admin-section';
import { FormActions } from './form-actions';
import { type BoundForm, TextField } from './form-fields';
import { IconButton } from './icon-button';
import { type Ordered, OrderedList } from './ordered-list';
import type { OrderedEditorState } from './use-ordered-editor';

/**
 * Where the editor stands: `page` on a screen of its own (two columns from lg), `tab` inside the
 * dashboard (two columns from xl, below the taller sticky header of the tabs).
 */
const LAYOUTS = {
  page: {
    grid: 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]',
    sticky: 'lg:sticky lg:top-20',
    scroll: 'scroll-mt-24',
  },
  tab: {
    grid: 'xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]',
    sticky: 'xl:sticky xl:top-28',
    scroll: 'scroll-mt-32',
  },
} as const;

/**
 * The screen of an ordered collection (useOrderedEditor): the add/edit form on one side, the list in
 * order on the other with move up/down, Edit and Delete on every row, and its loading, empty and
 * error states. The screen supplies the form's fields (`children`) and how a row looks.
 */
export function OrderedEditor<TItem extends Ordered>({
  editor,
  layout = 'tab',
  formDescription,
  formLabel,
  submitNoun,
  children,
  listTitle,
  listDescription,
  empty,
  itemName,
  renderItem,
  namedActions = false,
  listFrame = (content) => content,
}: {
  editor: OrderedEditorState<TItem>;
  layout?: keyof typeof LAYOUTS;
  formDescription?: ReactNode;
  /** The form's accessible name, if it has one of its own. */
  formLabel?: string;
  /** Names the submit button ("Add Slide", "Update Slide"); by default the noun, e.g. "Testimonial". */
  submitNoun?: string;
  /** The form's fields. */
  children: ReactNode;
  /** By default the noun in the plural, e.g. "Testimonials". */
  listTitle?: string;
  listDescription?: ReactNode;
  /** What the list says when there is nothing yet. */
  empty: ReactNode;
  /** Short name of an item: the row's accessible name. */
  itemName: (item: TItem) => string;
  /** A row's content; `editing` is true for the item loaded in the form. */
  renderItem: (item: TItem, editing: boolean) => ReactNode;
  /** Name the row's buttons after the item ("Edit Porsche") rather than plain "Edit" and "Delete". */
  namedActions?: boolean;
  /** Wraps the list, e.g. in a scrolling box. */
  listFrame?: (content: ReactNode) => ReactNode;
}) {
  const { query } = editor;
  const classes = LAYOUTS[layout];
  const label = (verb: string, item: TItem) => (namedActions ? `${verb} ${itemName(item)}` : verb);
  // Texts name the item as the toasts do: noun "header slide" gives the heading "Add Header Slide".
  const Noun = editor.noun.replace(/(^|\s)\S/g, (c) => c.toUpperCase());
  const button = submitNoun ?? Noun;
  return (
    <div className={cn('grid grid-cols-1 items-start gap-6', classes.grid)}>
      <AdminSection
        title={`${editor.editing ? 'Edit' : 'Add'} ${Noun}`}
        description={formDescription}
        className={classes.sticky}
      >
        <form
          ref={editor.formRef}
          onSubmit={editor.onSubmit}
          noValidate
          aria-label={formLabel}
          className={cn('flex flex-col gap-5', classes.scroll)}
        >
          {children}
          <FormActions
            editing={editor.editing}
            pending={editor.pending}
            onCancel={editor.cancel}
            addLabel={`Add ${button}`}
            updateLabel={`Update ${button}`}
          />
        </form>
      </AdminSection>

      <AdminSection title={listTitle ?? `${Noun}s`} description={listDescription}>
        {query.isPending ? (
          <LoadingRows />
        ) : query.isError ? (
          <LoadError what={`${editor.noun}s`} onRetry={() => query.refetch()} />
        ) : (
          listFrame(
            <OrderedList
              items={editor.items}
              endpoint={editor.endpoint}
              itemName={itemName}
              empty={empty}
              renderItem={(item) => renderItem(item, editor.editingId === item.id)}
              actions={(item) => (
                <>
                  <IconButton
                    label={label('Edit', item)}
                    icon={Pencil}
                    onClick={() => editor.startEdit(item)}
                  />
                  <IconButton
                    label={label('Delete', item)}
                    icon={Trash2}
                    tone="danger"
                    disabled={editor.isDeleting(item)}
                    onClick={() => editor.deleteItem(item)}
                  />
                </>
              )}
            />,
          )
        )}
      </AdminSection>
    </div>
  );
}

/** The badge on the row loaded in the form. */
export const EditingBadge = ({ className }: { className?: string }) => (
  <Badge tone="accent" className={className}>
    Editing
  </Badge>
);

/** The `order` field (text) of a form whose order policy is `field` or `suggest`. */
export function OrderField<TForm extends FieldValues>({
  form,
  label,
  required,
  className,
}: {
  form: BoundForm<TForm>;
  label: string;
  required?: boolean;
  className: string;
}) {
  return (
    <TextField
      form={form}
      name={'order' as Path<TForm>}
      label={label}
      required={required}
      hint="Lower numbers come first."
      inputMode="numeric"
      fieldClassName={className}
    />
  );
}

/** A row of an ordered list: a picture, the item's title and description, then what `children` add. */
export function ItemSummary({
  media,
  title,
  description,
  className = 'flex gap-3',
  children,
}: {
  media: ReactNode;
  title: string;
  description?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {media}
      <div className="min-w-0">
        <p className="truncate font-medium text-white">{title}</p>
        {description !== undefined && <p className="line-clamp-2 text-xs text-mist">{description}</p>}
        {children}
      </div>
    </div>
  );
}
