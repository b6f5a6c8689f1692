import { HeadManager } from './components/head-manager';
import { RouteError } from './components/site/route-error';
import { Toaster } from './components/ui/toaster';
import { Outlet } from './lib/navigation';

export function Root() {
  return (
    <>
      <HeadManager />
      <Outlet />
      <Toaster />
    </>
  );
}

/** Last resort when even the site chrome could not be prepared: a standalone error page. */
export function RootError() {
  return <RouteError standalone />;
}
