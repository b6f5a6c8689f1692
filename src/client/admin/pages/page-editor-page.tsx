import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Page, pageInput } from '../../../shared/schemas/content';
import { Button, buttonClass } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { AdminSection, LoadError, LoadingRows } from '../components/admin-section';
import { confirmDelete } from '../components/confirm';
import { SwitchFormField, TextField } from '../components/form-fields';
import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { schemaResolver } from '../frame/form';
import { useAdminMutation } from '../lib/admin-api';
import { useLeaveGuard, useNavigate, useParams } from '../lib/nav';
import { slugify } from './slug';

export const head = adminHead('Page Editor');

const LIST_KEY = ['/api/admin/pages'];
const CONTENT_TAB = '/admin?tab=content';

type PageForm = { title: string; slug: string; body: string; published: boolean };
type PageInput = z.output<typeof pageInput>;

const EMPTY: PageForm = { title: '', slug: '', body: '', published: true };
const toForm = (p: Page): PageForm => ({
  title: p.title,
  slug: p.slug,
  body: p.body,
  published: p.published,
});
const resolver = schemaResolver<PageForm, typeof pageInput>(pageInput, (f) => f);

/** /admin/pages/new and /admin/pages/{id}: title, slug, body and published, with save and delete. */
export default function PageEditorPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const query = useQuery<Page>({ queryKey: [`/api/admin/pages/${id}`], enabled: !isNew });
  const title = isNew ? 'New Page' : 'Edit Page';

  return (
    <AdminPage title={title} back={{ to: CONTENT_TAB }} width="narrow">
      {isNew ? (
        <PageEditor page={null} />
      ) : query.isPending ? (
        <LoadingRows rows={4} />
      ) : query.isError ? (
        <LoadError
          what={
            query.error instanceof ApiError && query.error.status === 404
              ? 'this page: it does not exist'
              : 'the page'
          }
          onRetry={() => query.refetch()}
        />
      ) : (
        <PageEditor key={query.data.id} page={query.data} />
      )}
    </AdminPage>
  );
}

function PageEditor({ page }: { page: Page | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<PageForm, unknown, PageInput>({
    resolver,
    defaultValues: page ? toForm(page) : EMPTY,
  });
  const { register, handleSubmit, control, formState, watch, setValue, getFieldState } = form;
  const errors = formState.errors;
  const allowLeaving = useLeaveGuard(formState.isDirty);
  // The slug follows the title until staff edit it themselves (or the page already has one).
  const slugTouched = useRef(page !== null);
  const titleValue = watch('title');
  useEffect(() => {
    if (!slugTouched.current)
      setValue('slug', slugify(titleValue), { shouldValidate: getFieldState('slug').invalid });
  }, [titleValue, setValue, getFieldState]);

  const invalidate = [LIST_KEY, ['/api/pages'], ...(page ? [[`/api/admin/pages/${page.id}`]] : [])];
  const create = useAdminMutation<PageInput, Page>({
    method: 'POST',
    path: () => '/api/admin/pages',
    body: (input) => input,
    invalidate,
    success: 'Page created',
    failure: 'Failed to create page',
  });
  const update = useAdminMutation<PageInput, Page>({
    method: 'PATCH',
    path: () => `/api/admin/pages/${page?.id}`,
    body: (input) => input,
    invalidate,
    success: 'Page saved',
    failure: 'Failed to save page',
  });
  const remove = useAdminMutation({
    method: 'DELETE',
    path: () => `/api/admin/pages/${page?.id}`,
    invalidate: [LIST_KEY, ['/api/pages']],
    success: 'Page deleted',
    failure: 'Failed to delete page',
  });
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit((input) => {
    if (page) update.mutate(input, { onSuccess: (saved) => form.reset(toForm(saved)) });
    else
      create.mutate(input, {
        onSuccess: (saved) => {
          // The editor of the new page opens with it at once instead of fetching it again.
          queryClient.setQueryData([`/api/admin/pages/${saved.id}`], saved);
          allowLeaving();
          navigate(`/admin/pages/${saved.id}`, { replace: true });
        },
      });
  });

  const slugField = register('slug', {
    onChange: () => {
      slugTouched.current = true;
    },
  });
  const slug = watch('slug');
  const published = watch('published');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Page" className="flex flex-col gap-6">
      <AdminSection title="Page">
        <div className="flex flex-col gap-5">
          <TextField
            form={form}
            name="title"
            label="Title"
            required
            placeholder="e.g. Warranty and After-Sales Care"
          />
          <Field
            label="Slug"
            required
            error={errors.slug?.message}
            hint={
              <>
                The page's address: <span className="font-mono text-white/80">/pages/{slug || '…'}</span>
              </>
            }
          >
            {(p) => (
              <Input {...p} {...slugField} className="font-mono" autoComplete="off" spellCheck={false} />
            )}
          </Field>
          <TextField
            form={form}
            name="body"
            label="Body"
            hint="Plain text. Leave a blank line between paragraphs."
            rows={16}
            className="leading-relaxed"
          />
          <SwitchFormField
            control={control}
            name="published"
            label="Published"
            description={['Visible on the public site.', 'A draft: only staff can see it here.']}
          />
        </div>
      </AdminSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          {page && (
            <Button
              variant="ghost"
              className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
              disabled={remove.isPending}
              onClick={() => {
                if (!confirmDelete('page')) return;
                remove.mutate(undefined, {
                  onSuccess: () => {
                    allowLeaving();
                    navigate(CONTENT_TAB, { replace: true });
                  },
                });
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete
            </Button>
          )}
          {page?.published && published && !formState.isDirty && (
            <a href={`/pages/${page.slug}`} target="_blank" rel="noreferrer" className={buttonClass('ghost')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View Page
            </a>
          )}
        </div>
        <div className="flex items-center gap-4">
          {formState.isDirty && !saving && <span className="text-xs text-amber-300">Unsaved changes</span>}
          <Button type="submit" disabled={saving}>
            {saving ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            {saving ? 'Saving...' : page ? 'Save' : 'Create Page'}
          </Button>
        </div>
      </div>
    </form>
  );
}
