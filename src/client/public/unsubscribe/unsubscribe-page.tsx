import { type FormEvent, type ReactNode, useState } from 'react';
import { BRAND } from '../../../shared/brand';
import {
  UNSUBSCRIBE_UNKNOWN_MESSAGE,
  type UnsubscribeStatus,
} from '../../../shared/schemas/waitlist-settings';
import { Button } from '../../components/ui/button';
import { apiJson } from '../../lib/api';
import type { HeadArgs, HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { Link, useSearchParams } from '../../lib/navigation';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '../../lib/page-query';
import { ensureQueryDataOr } from '../../lib/queries';
import type { LoadArgs } from '../../lib/router';

/** GET /api/unsubscribe?token=…: what the link is for; it never unsubscribes by itself (mail scanners open links). */
const statusQuery = (token: string) =>
  queryOptions<UnsubscribeStatus | null>({
    queryKey: [`/api/unsubscribe?token=${encodeURIComponent(token)}`],
  });

const tokenOf = (url: URL) => url.searchParams.get('token')?.trim() ?? '';

/** An unknown or missing token is cached as null: the page says the link is not valid. */
export const load = (queryClient: QueryClient, { url }: LoadArgs) => {
  const token = tokenOf(url);
  return token ? ensureQueryDataOr(queryClient, statusQuery(token), null) : Promise.resolve();
};

/** A link that leads nowhere says so with a 404 as well as in words. */
export const status = ({ queryClient, url }: HeadArgs) => {
  const token = tokenOf(url);
  return token && queryClient.getQueryData(statusQuery(token).queryKey) ? undefined : 404;
};

// The token is a key to someone's subscription: the canonical address leaves it out, and no index keeps it.
export const head: HeadFn = () => ({
  title: 'Unsubscribe',
  description: `Stop e-mails from ${BRAND.name}.`,
  canonicalPath: '/unsubscribe',
  noindex: true,
});

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' });

const what = (status: UnsubscribeStatus) =>
  status.kind === 'watch' ? 'alerts about the cars you asked us to watch' : 'e-mails about new arrivals';

export function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const { data: status, isPending } = useQuery({ ...statusQuery(token), enabled: token !== '' });
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submit = async (event: FormEvent) => {
    // With JavaScript the page stays; without it the form posts to the server, which sends it back here.
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    try {
      const done = await apiJson<UnsubscribeStatus>('POST', '/api/unsubscribe', { token });
      setError(null);
      queryClient.setQueryData(statusQuery(token).queryKey, done);
    } catch (failure) {
      setError(
        failure instanceof TypeError
          ? 'Could not reach the server. Check your connection and try again.'
          : (failure instanceof Error && failure.message) || 'Something went wrong. Please try again.',
      );
    } finally {
      setLeaving(false);
    }
  };

  let body: ReactNode;
  if (!token || (!isPending && !status)) {
    body = (
      <>
        <p role="alert">{UNSUBSCRIBE_UNKNOWN_MESSAGE}</p>
        <p>
          Open the link in the e-mail you received again, or{' '}
          <Link to="/privacy-policy#unsubscribing" className="text-white underline underline-offset-4">
            see other ways to unsubscribe
          </Link>
          .
        </p>
      </>
    );
  } else if (!status) {
    body = <p>Loading…</p>;
  } else if (status.unsubscribedAt) {
    body = (
      <div role="status" className="grid gap-4">
        <p className="text-lg text-white">You are unsubscribed.</p>
        <p>
          {status.maskedEmail} will receive no more {what(status)} from {BRAND.name}
          {BRAND.name.endsWith('.') ? '' : '.'}
        </p>
        <p className="text-sm text-mist">
          Unsubscribed on {dateFormat.format(new Date(status.unsubscribedAt))}.
        </p>
      </div>
    );
  } else {
    body = (
      <form
        method="post"
        action={`/unsubscribe?token=${encodeURIComponent(token)}`}
        onSubmit={submit}
        className="grid gap-6"
      >
        <input type="hidden" name="token" value={token} />
        <p>
          Stop {what(status)} to <span className="text-white">{status.maskedEmail}</span>?
        </p>
        <div>
          <Button type="submit" variant="accent" disabled={leaving}>
            {leaving ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
      </form>
    );
  }

  return (
    <main className="pb-24 pt-12 sm:pt-20">
      <div className="mx-auto max-w-2xl px-6 lg:px-10">
        <p className="text-[11px] font-medium uppercase tracking-[0.35em] text-accent">E-mail preferences</p>
        <h1 className="mt-4 text-3xl font-light uppercase tracking-[0.18em] sm:text-5xl">Unsubscribe</h1>
        <div className="mt-10 grid gap-4 border-t border-line pt-10 text-base leading-relaxed text-white/85">
          {body}
        </div>
      </div>
    </main>
  );
}

/** The whole page is the form and its answer: one island, wanted at once. */
const UnsubscribeIsland = island('unsubscribe', Unsubscribe, 'load');

export default function UnsubscribePage() {
  return <UnsubscribeIsland />;
}
