import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('Activity');

export default function Page() {
  return <AdminPage title="Activity">{null}</AdminPage>;
}
