import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { HeaderSlidesManager } from './header-slides-manager';

export const head = adminHead('Header Slides');

export default function HeaderSlidesPage() {
  return (
    <AdminPage title="Header Slides" description="The cards that scroll along the top of the home page.">
      <HeaderSlidesManager />
    </AdminPage>
  );
}
