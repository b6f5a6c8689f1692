import { adminHead } from '../frame/admin-head';
import { AdminPage } from '../frame/admin-page';
import { CarsManager } from './cars-manager';

export const head = adminHead('Manage Cars');

export default function CarsPage() {
  return (
    <AdminPage title="Manage Cars" description="The cars for sale and the sold archive shown on the website.">
      <CarsManager />
    </AdminPage>
  );
}
