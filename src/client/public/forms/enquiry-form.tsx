import type { VehicleEnquiry } from '../../../shared/schemas/leads';

/** Placeholder: the lead-capture work replaces this with the real enquiry form (SPEC §5 contact form). */
export function EnquiryForm(_props: { vehicle: VehicleEnquiry | null; onSuccess: () => void }) {
  return null;
}
