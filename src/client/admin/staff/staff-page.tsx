import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('Staff');

export default function Page() {
  return <AdminPage title="Staff">{null}</AdminPage>;
}
