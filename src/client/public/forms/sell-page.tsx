import { submissionHead, VehicleSubmissionPage } from './vehicle-submission-page';

export const head = submissionHead('sell');

export default function SellPage() {
  return <VehicleSubmissionPage type="sell" />;
}
