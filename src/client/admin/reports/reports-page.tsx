import { Suspense } from 'react';
import { getToken } from '../../lib/api';
import { adminHead, type ScreenModule } from '../frame/admin-head';
import { preloadable } from '../lib/preloadable';
import { getAdminQueryClient } from '../lib/query-client';
import { reportKeysFor } from './report-keys';

export const head = adminHead('Reports');

/** The screen itself, with the chart library: the larger part of the admin's code for one screen. */
const view = preloadable(
  () => import('./reports-view'),
  (mod) => mod.default,
);

/**
 * Before the screen shows: its reports start loading beside the chart code instead of after it (issue
 * 32: every chart within 1.5 s of the navigation); opened by its address, they were started even before the
 * admin's code (admin/early-reads.ts), and the query function takes those. Only with a token: without one
 * the layout sends the visitor to log in.
 */
export const load: ScreenModule['load'] = async ({ search }) => {
  if (getToken()) {
    const queryClient = getAdminQueryClient();
    // A report that fails shows that in its own place when the screen asks for it again.
    for (const queryKey of reportKeysFor(search))
      void queryClient.prefetchQuery({ queryKey }).catch(() => {});
  }
  await view.load();
};

export default function ReportsPage() {
  // The loader has waited for the view's code, so this shows at once.
  return (
    <Suspense fallback={null}>
      <view.Component />
    </Suspense>
  );
}
