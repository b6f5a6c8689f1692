import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { HireCarsManager } from './hire-cars-manager';

export const head = adminHead('Manage Hire Fleet');

export default function HireCarsPage() {
  return (
    <AdminPage
      title="Manage Hire Fleet"
      description="The hire fleet, daily rates and the dates each car is blocked out."
    >
      <HireCarsManager />
    </AdminPage>
  );
}
