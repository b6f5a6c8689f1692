import { telHref } from '../../../shared/brand';
import { formatMileage, vehicleTitle } from '../../../shared/format';
import type { VehicleEnquiry } from '../../../shared/schemas/leads';
import { useBusinessDetails } from '../../components/site/business';
import { buttonClass } from '../../components/ui/button';
import { Phone } from '../../components/ui/icons';

/** Parts of the contact drawer that /enquire, the drawer as a page, shows the same way. */

/** Call Now and the number beside it. */
export function CallNow() {
  const business = useBusinessDetails();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <a href={telHref(business.phone)} className={buttonClass('primary', 'md', 'px-7')}>
        <Phone className="h-4 w-4" aria-hidden="true" strokeWidth={1.75} />
        Call Now
      </a>
      <span className="text-sm tracking-[0.08em] text-white/80">{business.phone}</span>
    </div>
  );
}

/** SPEC §2: the vehicle being enquired about (year, make, model, mileage in km). */
export function EnquiringAbout({
  vehicle,
}: {
  vehicle: Pick<VehicleEnquiry, 'year' | 'make' | 'model' | 'mileage'>;
}) {
  return (
    <section
      aria-label="Vehicle enquired about"
      className="border border-white/10 border-l-accent border-l-2 bg-ink-3/60 px-5 py-4"
    >
      <p className="text-[10px] font-medium uppercase tracking-[0.32em] text-mist">Enquiring about</p>
      <p className="mt-2 text-lg font-light uppercase tracking-[0.12em]">{vehicleTitle(vehicle)}</p>
      {vehicle.mileage != null && (
        <p className="mt-1 text-sm text-white/80">{formatMileage(vehicle.mileage)}</p>
      )}
    </section>
  );
}
