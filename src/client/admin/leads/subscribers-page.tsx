import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { SubscribersList } from './subscribers-list';

export const head = adminHead('Subscribers');

/** /admin/subscribers: the mailing list on its own screen (a 401 goes to login, as on every admin screen). */
export default function SubscribersPage() {
  return (
    <AdminPage title="Subscribers" description="People who asked for updates on new vehicles.">
      <SubscribersList variant="page" />
    </AdminPage>
  );
}
