import { framedScreen } from '../frame/admin-page';
import { SubscribersList } from './subscribers-list';

/** /admin/subscribers: the mailing list on its own screen (a 401 goes to login, as on every admin screen). */
export const { head, Screen } = framedScreen(
  'Subscribers',
  'People who asked for updates on new vehicles.',
  () => <SubscribersList variant="page" />,
);
export default Screen;
