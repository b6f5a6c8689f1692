import type { ReactNode } from 'react';
import { BRAND, telHref } from '../../../shared/brand';
import { useBusinessDetails } from '../../components/site/business';
import { fixedHead } from '../../lib/head';
import { PublicPage } from '../components/public-page';

export const head = fixedHead(
  'Website Privacy Policy',
  `How ${BRAND.name} collects, uses, discloses and protects your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
);

const OAIC_URL = 'https://www.oaic.gov.au';
const NOTICE_DAYS = 14;

type Section = { id: string; title: string; body: ReactNode };

const link = 'text-white underline decoration-accent/70 underline-offset-4 hover:decoration-accent';

function sections(contact: { email: string; phone: string }): Section[] {
  const emailLink = (
    <a href={`mailto:${contact.email}`} className={link}>
      {contact.email}
    </a>
  );
  return [
    {
      id: 'information-we-collect',
      title: 'Information We Collect and Hold',
      body: (
        <>
          <p>
            We collect personal information that is reasonably necessary for our business of selling,
            consigning, sourcing, hiring and financing motor vehicles. This may include your name, postal and
            e-mail addresses, telephone numbers, driver licence details, details of vehicles you own or are
            interested in, your finance requirements and your enquiry and transaction history with us.
          </p>
          <p>
            We collect most of this information directly from you: when you make an enquiry on this website,
            subscribe to our updates, ask us to tell you when a car's price drops or it sells, submit a
            vehicle to sell or consign, join an acquisition waitlist, apply for finance, or speak with our
            team in person, by phone or by e-mail. Where it is unreasonable or impracticable to collect it
            from you, we may collect it from third parties such as finance providers, vehicle history services
            or people you have authorised to act for you.
          </p>
        </>
      ),
    },
    {
      id: 'personal-information-via-the-website',
      title: 'Personal Information via the Website',
      body: (
        <>
          <p>
            When you visit this website our servers record information your browser sends, such as your IP
            address, browser type, the pages you view and the date and time of your visit. We use this to
            operate, secure and improve the website, and we do not use it to identify you personally.
          </p>
          <p>
            This website uses cookies: small files stored by your browser that let the site remember your
            preferences and, where enabled, help us understand how visitors use the site through analytics
            tools. Cookies do not by themselves identify you. You can set your browser to refuse or delete
            cookies, although some parts of the website may then not work as intended.
          </p>
        </>
      ),
    },
    {
      id: 'your-option-not-to-provide',
      title: 'Your Option Not to Provide Your Personal Information',
      body: (
        <p>
          You are not obliged to give us your personal information, and where it is lawful and practicable you
          may deal with us anonymously or under a pseudonym, for example when asking general questions about a
          vehicle. If you choose not to provide the information we ask for, we may not be able to respond to
          your enquiry, arrange an inspection or test drive, complete a sale, consignment or hire, or assist
          with finance.
        </p>
      ),
    },
    {
      id: 'use-and-disclosure',
      title: 'Use and Disclosure',
      body: (
        <>
          <p>
            We use your personal information for the purpose for which it was collected: to respond to your
            enquiries, to buy, sell, consign, source and hire vehicles, to arrange finance and insurance, to
            meet our obligations as a licensed motor dealer, and to keep you informed about vehicles and
            services that may interest you. We may also use it for related purposes you would reasonably
            expect, or where the law requires or authorises it.
          </p>
          <p>
            We may disclose your information to those who help us provide our services, such as finance and
            insurance providers, transport and inspection services, registration authorities, our professional
            advisers and our IT and e-mail service providers. They may use it only for the purpose for which
            we provide it. We do not sell, rent or trade your personal information.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We take reasonable steps to protect the personal information we hold from misuse, interference and
          loss, and from unauthorised access, modification or disclosure. Information is stored on secure
          systems with restricted access, and information sent to this website is encrypted in transit.
          However, no transmission over the internet can be guaranteed to be completely secure, and you send
          information to us at your own risk.
        </p>
      ),
    },
    {
      id: 'accuracy-and-quality',
      title: 'Accuracy and Quality',
      body: (
        <p>
          We take reasonable steps to make sure the personal information we collect, use and disclose is
          accurate, complete, up to date and relevant. Please let us know if any of your details change, such
          as your contact details or the vehicle you are looking for.
        </p>
      ),
    },
    {
      id: 'access',
      title: 'Access to Your Personal Information',
      body: (
        <p>
          You may ask for access to the personal information we hold about you by contacting us using the
          details below. We will respond within a reasonable time, usually 30 days, and give you access unless
          an exception under the Privacy Act 1988 (Cth) applies, in which case we will tell you why. We do not
          charge for a request, although we may charge a reasonable fee for retrieving and copying large
          amounts of information.
        </p>
      ),
    },
    {
      id: 'correction',
      title: 'Correction',
      body: (
        <p>
          If you believe that information we hold about you is inaccurate, out of date, incomplete, irrelevant
          or misleading, please contact us and we will take reasonable steps to correct it. If we do not agree
          that the information needs correcting, we will give you our reasons in writing and, at your request,
          note your view alongside the information.
        </p>
      ),
    },
    {
      id: 'overseas-transfer',
      title: 'Overseas Transfer',
      body: (
        <p>
          Some of our service providers, such as e-mail, cloud hosting and analytics providers, may store or
          process information on servers located outside Australia. Where we disclose personal information
          overseas, we take reasonable steps to ensure the recipient handles it in a manner consistent with
          the Australian Privacy Principles.
        </p>
      ),
    },
    {
      id: 'concerns-and-complaints',
      title: 'Concerns and Complaints',
      body: (
        <p>
          If you have a concern or complaint about how we have handled your personal information, please write
          to us using the details below. We will acknowledge your complaint promptly and aim to resolve it
          within 30 days. If you are not satisfied with our response, you may refer your complaint to the{' '}
          <a href={OAIC_URL} className={link} target="_blank" rel="noopener noreferrer">
            Office of the Australian Information Commissioner
          </a>{' '}
          (www.oaic.gov.au).
        </p>
      ),
    },
    {
      id: 'disposal',
      title: 'Disposal',
      body: (
        <p>
          When we no longer need your personal information for any purpose for which it may lawfully be used
          or disclosed, and we are not required by law to keep it, we take reasonable steps to destroy it
          securely or to permanently de-identify it.
        </p>
      ),
    },
    {
      id: 'unsubscribing',
      title: 'Unsubscribing',
      body: (
        <p>
          You can stop receiving our e-mail updates at any time by following the unsubscribe link in any
          e-mail we send, or by sending an e-mail to {emailLink} with <strong>UNSUBSCRIBE</strong> as the
          subject. We will remove you from our mailing list promptly.
        </p>
      ),
    },
    {
      id: 'contacting-us',
      title: 'Contacting Us',
      body: (
        <>
          <p>
            If you have any questions about this privacy policy, or would like to access or correct your
            personal information, please contact our Privacy Officer:
          </p>
          <address className="my-2 grid gap-3 border-l border-accent/60 pl-6 not-italic text-white">
            <span>Privacy Officer, {BRAND.legalName}</span>
            <span>E-mail: {emailLink}</span>
            <span>
              Phone:{' '}
              <a href={telHref(contact.phone)} className={link}>
                {contact.phone}
              </a>
            </span>
            <span>Post: {BRAND.poBox}</span>
          </address>
          <p>
            We may amend this policy from time to time. Where we make a significant amendment, we will give{' '}
            {NOTICE_DAYS} days' notice by publishing the updated policy on this website before it takes
            effect.
          </p>
        </>
      ),
    },
  ];
}

/** On wide screens, a sticky table of contents beside the policy. */
function SectionNav({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label="Privacy policy sections" className="hidden lg:block">
      <ol className="sticky top-28 grid gap-3 border-l border-line pl-6 text-xs leading-relaxed text-mist">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="transition-colors hover:text-white">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default function PrivacyPage() {
  const business = useBusinessDetails();
  const list = sections(business);

  return (
    <PublicPage
      eyebrow="Legal"
      title="Website Privacy Policy"
      headerClassName="border-b border-line pb-10 sm:pb-14"
      intro={
        <p className="mt-5 text-[11px] uppercase tracking-[0.25em] text-mist">Last updated 7 October 2015</p>
      }
    >
      <div className="mt-10 grid gap-12 sm:mt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)] lg:gap-20">
        <SectionNav sections={list} />
        <div className="max-w-3xl">
          <p className="text-base leading-relaxed text-white/85 sm:text-lg">
            {BRAND.legalName} respects your privacy. This policy explains how we manage personal information
            in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles, and applies
            to information collected through this website and in the course of our business.
          </p>
          {list.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-14 scroll-mt-28"
            >
              <h2
                id={`${section.id}-title`}
                className="text-sm font-medium uppercase tracking-[0.22em] text-white sm:text-base"
              >
                {section.title}
              </h2>
              <div className="mt-5 grid gap-4 text-sm leading-relaxed text-mist sm:text-base">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </PublicPage>
  );
}
