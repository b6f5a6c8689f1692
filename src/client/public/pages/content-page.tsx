import { clipText } from '../../../shared/format';
import type { Page } from '../../../shared/schemas/content';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { useParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery } from '../../lib/page-query';
import { ensureQueryDataOr, queries } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';
import { NotFound, notFoundHead } from '../components/not-found';

type PublishedPage = Pick<Page, 'id' | 'title' | 'slug' | 'body' | 'updatedAt'>;

/** GET /api/pages/:slug, where null stands for "no such published page". */
const pageQuery = (slug: string | undefined) =>
  queryOptions<PublishedPage | null>({ queryKey: queries.page(slug ?? '').queryKey });

/**
 * A missing, unpublished or malformed slug is cached as null rather than left as a failed query, so
 * the server renders the not-found page and the browser hydrates the same without fetching again.
 */
export const load = (queryClient: QueryClient, { params }: LoadArgs) =>
  ensureQueryDataOr(queryClient, pageQuery(params.slug), null);

const cached = ({ queryClient, params }: HeadArgs) =>
  queryClient.getQueryData(pageQuery(params.slug).queryKey);

export const status = (args: HeadArgs) => (cached(args) ? undefined : 404);

export const head: HeadFn = (args) => {
  const page = cached(args);
  if (!page) return notFoundHead(args);
  return {
    title: page.title,
    description: clipText(page.body, 300) || undefined,
    canonicalPath: `/pages/${page.slug}`,
  };
};

const updated = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' });

export default function ContentPage() {
  const { slug } = useParams();
  const { data: page } = useQuery(pageQuery(slug));
  if (!page) return <NotFound />;
  const paragraphs = page.body.split(/\n\s*\n/).filter((p) => p.trim());

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <article className="mx-auto max-w-3xl px-6 lg:px-10">
        <header className="border-b border-line pb-10 sm:pb-14">
          <h1 className="text-3xl font-light uppercase leading-tight tracking-[0.18em] sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 text-[11px] uppercase tracking-[0.25em] text-mist">
            Last updated {updated.format(new Date(page.updatedAt))}
          </p>
        </header>
        <div className="mt-10 grid gap-6 text-base leading-relaxed text-white/85 sm:mt-14 sm:text-lg">
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
        </div>
      </article>
    </main>
  );
}
