import type { HeadFn } from '../../lib/head';
import { VehicleSubmissionPage } from './vehicle-submission-page';

export const head: HeadFn = () => ({
  title: 'Consignment',
  description:
    'Consign your luxury or performance car with a licensed Sydney dealer: expert pricing, presentation and marketing to qualified buyers.',
});

export default function ConsignmentPage() {
  return <VehicleSubmissionPage type="consignment" />;
}
