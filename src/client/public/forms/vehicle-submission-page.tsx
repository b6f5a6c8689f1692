import type { HeadFn } from '../../lib/head';
import { island } from '../../lib/island';
import { FormPage, FormWithSteps } from '../components/forms/form-kit';
import { type SubmissionType, VehicleSubmissionForm } from './vehicle-submission-form';

const copy: Record<
  SubmissionType,
  {
    head: { title: string; description: string };
    eyebrow: string;
    title: string;
    intro: string;
    steps: { title: string; text: string }[];
  }
> = {
  sell: {
    head: {
      title: 'Sell Your Car',
      description:
        'Sell your luxury or performance car to a licensed Sydney dealer: a considered offer, any finance payout settled, and prompt payment.',
    },
    eyebrow: 'Sell',
    title: 'Sell your car',
    intro:
      'A fair, fast and discreet sale. Tell us about your vehicle and our team will come back with a considered offer: no haggling, no strangers test-driving your car, and any finance payout settled for you.',
    steps: [
      { title: 'Tell us about it', text: 'Share the details and a few photos. It takes about five minutes.' },
      {
        title: 'Receive an offer',
        text: 'We review the market and contact you with a considered appraisal, usually within one business day.',
      },
      {
        title: 'Get paid',
        text: 'We arrange the inspection, the paperwork and any finance payout, and pay you promptly.',
      },
    ],
  },
  consignment: {
    head: {
      title: 'Consignment',
      description:
        'Consign your luxury or performance car with a licensed Sydney dealer: expert pricing, presentation and marketing to qualified buyers.',
    },
    eyebrow: 'Consignment',
    title: 'Consign your car',
    intro:
      'Achieve the best market price without the burden of selling privately. We prepare, present and market your vehicle to our network of qualified buyers, and handle every enquiry, inspection and signature.',
    steps: [
      { title: 'Submit your vehicle', text: 'Tell us about your car and share some photos.' },
      {
        title: 'Agree the strategy',
        text: 'We advise on pricing and presentation, and agree clear terms with you before anything happens.',
      },
      {
        title: 'We sell, you relax',
        text: 'Photography, marketing, enquiries and test drives are handled by our team until the sale settles.',
      },
    ],
  },
};

/** The head of /sell-your-car or /consignment. */
export const submissionHead =
  (type: SubmissionType): HeadFn =>
  () =>
    copy[type].head;

const SubmissionIsland = island('vehicle-submission-form', VehicleSubmissionForm);

/** /sell-your-car and /consignment: the same page and form, with copy for each submission type. */
export function VehicleSubmissionPage({ type }: { type: SubmissionType }) {
  const { eyebrow, title, intro, steps } = copy[type];
  return (
    <FormPage eyebrow={eyebrow} title={title} intro={intro}>
      <FormWithSteps steps={steps}>
        <SubmissionIsland type={type} />
      </FormWithSteps>
    </FormPage>
  );
}
