import { FormPageHeader, ProcessSteps } from '../components/forms/form-kit';
import { type SubmissionType, VehicleSubmissionForm } from './vehicle-submission-form';

const copy: Record<
  SubmissionType,
  { eyebrow: string; title: string; intro: string; steps: { title: string; text: string }[] }
> = {
  sell: {
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

/** /sell-your-car and /consignment: the same page and form, with copy for each submission type. */
export function VehicleSubmissionPage({ type }: { type: SubmissionType }) {
  const { eyebrow, title, intro, steps } = copy[type];
  return (
    <main className="mx-auto max-w-7xl px-6 pb-24 pt-12 sm:pt-20 lg:px-10 lg:pb-32">
      <FormPageHeader eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </FormPageHeader>
      <div className="mt-12 grid gap-16 sm:mt-16 lg:grid-cols-12 lg:gap-12">
        <div className="lg:order-2 lg:col-span-8">
          <VehicleSubmissionForm type={type} />
        </div>
        <div className="lg:order-1 lg:col-span-4 lg:pr-8">
          <ProcessSteps title="How it works" steps={steps} />
        </div>
      </div>
    </main>
  );
}
