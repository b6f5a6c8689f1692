import { telHref } from '../../../shared/brand';
import { Mail, Phone } from '../ui/icons';
import type { BusinessDetails } from './business';
import { InstagramIcon, LinkedinIcon } from './social-icons';

/** Call and email links with their icons; the footer and the site menu style them their own way. */
export function PhoneAndEmail({ business, linkClass }: { business: BusinessDetails; linkClass: string }) {
  return (
    <>
      <a href={telHref(business.phone)} className={linkClass}>
        <Phone className="h-4 w-4 text-accent" aria-hidden="true" strokeWidth={1.5} />
        {business.phone}
      </a>
      <a href={`mailto:${business.email}`} className={`${linkClass} break-all`}>
        <Mail className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" strokeWidth={1.5} />
        {business.email}
      </a>
    </>
  );
}

/** The showroom address, a line per row. */
export function AddressLines({ business }: { business: BusinessDetails }) {
  return business.addressLines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}

const SOCIAL_PROFILES = {
  linkedin: { label: 'LinkedIn', url: (b: BusinessDetails) => b.linkedinUrl, Icon: LinkedinIcon },
  instagram: { label: 'Instagram', url: (b: BusinessDetails) => b.instagramUrl, Icon: InstagramIcon },
};

/** Links to the dealer's social profiles, in the order given; without `labelled`, icons named for screen readers. */
export function SocialLinks({
  business,
  networks,
  linkClass,
  iconClass,
  labelled = false,
}: {
  business: BusinessDetails;
  networks: (keyof typeof SOCIAL_PROFILES)[];
  linkClass: string;
  iconClass: string;
  labelled?: boolean;
}) {
  return networks.map((network) => {
    const { label, url, Icon } = SOCIAL_PROFILES[network];
    return (
      <a
        key={network}
        href={url(business)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={labelled ? undefined : label}
        className={linkClass}
      >
        <Icon className={iconClass} />
        {labelled && label}
      </a>
    );
  });
}
