import { Outlet } from 'react-router';

export function AdminLayout() {
  return <Outlet />;
}
