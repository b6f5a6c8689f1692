import { Outlet, ScrollRestoration } from 'react-router';
import { HeadManager } from './components/head-manager';

export function Root() {
  return (
    <>
      <HeadManager />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
