import type { HeadFn } from '../../lib/head';
import { VehicleSubmissionPage } from './vehicle-submission-page';

export const head: HeadFn = () => ({
  title: 'Sell Your Car',
  description:
    'Sell your luxury or performance car to a licensed Sydney dealer: a considered offer, any finance payout settled, and prompt payment.',
});

export default function SellPage() {
  return <VehicleSubmissionPage type="sell" />;
}
