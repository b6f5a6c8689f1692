import { Outlet, ScrollRestoration } from 'react-router';
import { HeadManager } from './components/head-manager';
import { Toaster } from './components/ui/toast';

export function Root() {
  return (
    <>
      <HeadManager />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
