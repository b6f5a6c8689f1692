import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TopBar } from '../../components/site/top-bar';
import { cn } from '../../components/ui/cn';
import { getToken } from '../../lib/api';
import { LoadingRows } from '../components/admin-section';
import { type ScreenModule, screenTitle } from '../frame/admin-head';
import { AdminPanelBar } from '../layout/admin-panel-bar';
import { SiteChrome } from '../layout/site-chrome';
import { SUMMARY_ENDPOINT, useLeadsSummary } from '../leads/use-lead-page';
import { searchText, useSearch, useSetSearch } from '../lib/nav';
import { getAdminQueryClient } from '../lib/query-client';
import { DASHBOARD_TABS, type DashboardTab, tabFromParam } from './dashboard-tabs';

export const head = screenTitle('Admin Dashboard');

/**
 * Before the dashboard shows: the open tab's code, while its first data (a lead list's first page, the
 * counts) starts loading beside the login check instead of after it. Only with a token: without one
 * the layout sends the visitor to log in.
 */
export const load: ScreenModule['load'] = async ({ search }) => {
  if (!getToken()) return;
  const queryClient = getAdminQueryClient();
  void queryClient.prefetchQuery({ queryKey: [SUMMARY_ENDPOINT] });
  // A tab whose code fails to arrive shows that in its own place; the dashboard still opens.
  await tabFromParam(search.get('tab'))
    .preload(queryClient, search)
    .catch(() => {});
};

const WIDE = '(min-width: 1024px)';

function useIsWide() {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    setWide(query.matches);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** A small count on a tab: new leads in the accent, overdue ones in red. */
function CountBadge({ count, word, tone }: { count: number; word: string; tone: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[10px] font-semibold tabular-nums',
        tone,
      )}
    >
      {count}
      <span className="sr-only"> {word}</span>
    </span>
  );
}

/**
 * The tab's new and overdue counts, from the one small summary call (GET /api/admin/leads/summary);
 * never from the lists themselves, which may hold tens of thousands of leads.
 */
function LeadCounts({ counts, active }: { counts: NonNullable<DashboardTab['counts']>; active: boolean }) {
  const { data } = useLeadsSummary();
  if (!data) return null;
  const kinds = counts === 'all' ? Object.values(data.kinds) : [data.kinds[counts]];
  const fresh = kinds.reduce((sum, k) => sum + k.new, 0);
  const overdue = kinds.reduce((sum, k) => sum + k.overdue, 0);
  if (fresh === 0 && overdue === 0) return null;
  return (
    <span className="ml-auto flex items-center gap-1">
      {fresh > 0 && (
        <CountBadge
          count={fresh}
          word="new"
          tone={active ? 'bg-accent text-ink' : 'bg-sky-500/20 text-sky-200'}
        />
      )}
      {overdue > 0 && <CountBadge count={overdue} word="overdue" tone="bg-red-500/25 text-red-200" />}
    </span>
  );
}

/**
 * /admin and /admin/dashboard: the public navigation bar, the Admin Panel bar, and the tabs. The open
 * tab lives in the URL (?tab=contact-enquiries), so links from staff notification e-mails open it and
 * a reload keeps it. Each tab's code loads only when it is first opened.
 */
export default function DashboardPage() {
  // Shown on /admin and /admin/dashboard: the tab is read without naming one route (admin/search.ts).
  const current = tabFromParam(searchText(useSearch({ strict: false }), 'tab') || null);
  const setSearch = useSetSearch();
  const wide = useIsWide();
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLDivElement>(null);
  const panelTop = useRef<HTMLDivElement>(null);

  const select = (slug: string) => {
    // A list's filters belong to its tab: the next tab starts unfiltered.
    const tab = slug === DASHBOARD_TABS[0].slug ? undefined : slug;
    void tabFromParam(slug)
      .preload(queryClient, new URLSearchParams(tab ? { tab } : {}))
      .catch(() => {});
    setSearch({ tab }, { only: true });
    // Opening a tab from far down a long list starts the new tab at its top.
    const top = panelTop.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollBy({ top: top - 96 });
  };

  // Once the dashboard is up and the browser idle, the lead tabs' code comes in: a tab opened later
  // then waits only for its data, never for a download and then its data.
  useEffect(() => {
    const preload = () => {
      for (const tab of DASHBOARD_TABS) if (tab.counts) void tab.preload().catch(() => {});
    };
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // On phones the tab strip scrolls sideways: keep the open tab in view (e.g. opened from a link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active trigger is found in the DOM; the slug says when it moved.
  useLayoutEffect(() => {
    const list = listRef.current;
    const trigger = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !trigger || wide) return;
    const left = trigger.offsetLeft - (list.clientWidth - trigger.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [current.slug, wide]);

  return (
    <div className="min-h-dvh bg-ink">
      <SiteChrome>
        <TopBar hideContact />
      </SiteChrome>
      <main id="main">
        <AdminPanelBar />
        <Tabs.Root
          value={current.slug}
          onValueChange={select}
          orientation={wide ? 'vertical' : 'horizontal'}
          className="mx-auto max-w-[1600px] lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:px-10 lg:py-8"
        >
          <Tabs.List
            ref={listRef}
            aria-label="Dashboard sections"
            className={cn(
              'flex gap-1 overflow-x-auto border-b border-line px-4 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden',
              'lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:flex-col lg:self-start lg:overflow-y-auto lg:border-0 lg:px-0',
            )}
          >
            {DASHBOARD_TABS.map((tab) => (
              <TabTrigger
                key={tab.slug}
                tab={tab}
                active={tab.slug === current.slug}
                // The pointer on its way to a tab: its code and first page start before the click.
                onIntent={() => void tab.preload(queryClient, new URLSearchParams()).catch(() => {})}
              />
            ))}
          </Tabs.List>
          <div ref={panelTop} className="min-w-0 px-4 py-6 sm:px-6 lg:px-0 lg:py-0">
            {DASHBOARD_TABS.map(({ slug, Component }) => (
              <Tabs.Content key={slug} value={slug} className="outline-none">
                <Suspense fallback={<LoadingRows rows={4} />}>
                  <Component />
                </Suspense>
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
      </main>
    </div>
  );
}

function TabTrigger({ tab, active, onIntent }: { tab: DashboardTab; active: boolean; onIntent: () => void }) {
  return (
    <>
      {tab.group && (
        <div
          aria-hidden="true"
          className="hidden px-3 pt-3 pb-1 text-[10px] font-medium uppercase tracking-[0.24em] text-white/50 lg:block"
        >
          {tab.group}
        </div>
      )}
      <Tabs.Trigger
        value={tab.slug}
        onPointerEnter={onIntent}
        className={cn(
          'relative flex shrink-0 cursor-pointer items-center gap-2 px-3 py-3.5 text-[13px] whitespace-nowrap text-white/60 transition-colors',
          'hover:text-white data-[state=active]:text-white',
          // Phones: an underline under the open tab. Wide screens: a side rule and a tint.
          'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:bg-accent after:opacity-0 data-[state=active]:after:opacity-100',
          'lg:py-1.5 lg:after:inset-x-auto lg:after:inset-y-1.5 lg:after:left-0 lg:after:h-auto lg:after:w-0.5',
          'lg:hover:bg-white/[0.03] lg:data-[state=active]:bg-white/[0.05]',
        )}
      >
        {tab.label}
        {tab.counts && <LeadCounts counts={tab.counts} active={active} />}
      </Tabs.Trigger>
    </>
  );
}
