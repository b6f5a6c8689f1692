import { submissionHead, VehicleSubmissionPage } from './vehicle-submission-page';

export const head = submissionHead('consignment');

export default function ConsignmentPage() {
  return <VehicleSubmissionPage type="consignment" />;
}
