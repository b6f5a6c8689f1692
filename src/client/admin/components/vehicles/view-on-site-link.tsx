import { ExternalLink } from 'lucide-react';
import { vehicleTitle } from '../../../../shared/format';
import { buttonClass } from '../../../components/ui/button';

/**
 * A card's link to the vehicle's public page, in a new tab, named by the vehicle so that a list of them
 * reads apart. Sold cars keep their page too, so every card has one.
 */
export function ViewOnSiteLink({
  vehicle,
  href,
}: {
  vehicle: { year: number; make: string; model: string };
  href: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      aria-label={`View on site: ${vehicleTitle(vehicle)}`}
      rel="noreferrer"
      className={buttonClass('outline', 'sm', 'px-3')}
    >
      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      View on site
    </a>
  );
}
