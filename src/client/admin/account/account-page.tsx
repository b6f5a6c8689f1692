import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';

export const head = adminHead('Your account');

export default function Page() {
  return <AdminPage title="Your account">{null}</AdminPage>;
}
