import { BRAND } from '../../../shared/brand';
import { useBusinessDetails } from '../../components/site/business';
import { AddressLines, PhoneAndEmail, SocialLinks } from '../../components/site/contact-links';
import { Wordmark } from '../../components/site/wordmark';
import { Link } from '../../lib/navigation';
import { SubscribeIsland } from '../components/forms/subscribe-button';

const heading = 'text-[11px] font-medium uppercase tracking-[0.3em] text-white';
const body = 'mt-4 text-sm leading-relaxed text-mist';
const contactLink =
  'inline-flex items-center gap-3 py-1 text-sm text-white/85 transition-colors hover:text-accent';

/** The footer of every public page (SPEC §2): all wording from footer settings, with built-in fallbacks. */
export function Footer() {
  const business = useBusinessDetails();
  const advocacy = [
    { title: 'BUYER ADVOCACY', text: business.buyerAdvocacyDescription },
    { title: 'VENDOR ADVOCACY', text: business.vendorAdvocacyDescription },
    { title: 'SELL YOUR CAR NOW', text: business.strategicExitDescription },
    { title: 'CONSIGNMENT', text: business.consignmentDescription },
  ];

  return (
    <footer className="border-t border-white/10 bg-ink">
      <section
        aria-labelledby="footer-updates"
        className="border-b border-white/10 bg-[radial-gradient(120%_140%_at_50%_0%,#1b1b1b_0%,#0a0a0a_70%)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-6 py-16 text-center sm:px-10 sm:py-20 lg:flex-row lg:justify-between lg:text-left">
          <div className="max-w-xl">
            <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-accent">
              The private list
            </p>
            <h2
              id="footer-updates"
              className="mt-4 text-2xl font-extralight uppercase tracking-[0.2em] sm:text-3xl"
            >
              Get Updates on New Vehicles
            </h2>
            <p className="mt-4 text-sm leading-relaxed text-mist">
              Be the first to hear when exceptional cars arrive, often before they are advertised.
            </p>
          </div>
          <div className="shrink-0">
            <SubscribeIsland />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-14 px-6 py-16 sm:px-10 sm:py-20 lg:grid-cols-[1.1fr_2fr] lg:gap-20">
        <div>
          <Link to="/" className="inline-flex py-1">
            <Wordmark size="lg" className="items-start" />
          </Link>
          <p className={`${body} max-w-md`}>{business.companyDescription}</p>

          <div className="mt-8 grid justify-items-start">
            <PhoneAndEmail business={business} linkClass={contactLink} />
          </div>

          <div className="mt-6 flex gap-2">
            <SocialLinks
              business={business}
              networks={['linkedin', 'instagram']}
              linkClass="inline-flex h-11 w-11 items-center justify-center border border-white/15 text-white/80 transition-colors hover:border-accent hover:text-accent"
              iconClass="h-4 w-4"
            />
          </div>
        </div>

        <div className="grid gap-12 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_0.8fr]">
          {advocacy.map((item) => (
            <div key={item.title} className="border-t border-white/10 pt-6">
              <h3 className={heading}>{item.title}</h3>
              <p className={body}>{item.text}</p>
            </div>
          ))}
          <div className="border-t border-white/10 pt-6 sm:col-span-2 lg:col-span-1 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <h3 className={heading}>SHOWROOM</h3>
            <address className={`${body} not-italic`}>
              <AddressLines business={business} />
            </address>
            <p className="mt-6 text-[11px] font-medium uppercase tracking-[0.3em] text-accent">
              {BRAND.availability}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-mist">{BRAND.hours}</p>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-8 text-xs leading-relaxed text-mist sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <p>{business.legalText}</p>
          <p>
            © {BRAND.copyrightYear} {BRAND.name} All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
