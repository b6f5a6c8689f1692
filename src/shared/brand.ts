/**
 * The dealer's own details, used wherever footer settings leave a field empty (SPEC §1: "built-in
 * fallback wording") and by pages that state the business contact details.
 */
export const BRAND = {
  name: 'Prestige Motor Co.',
  legalName: 'Prestige Motor Co. Pty Ltd',
  abn: '48 612 305 917',
  dealerLicence: 'MD 078214',
  phone: '(02) 9188 4460',
  email: 'enquiries@prestigemotorco.com.au',
  addressLines: ['Showroom 2, 61 O’Riordan Street', 'Alexandria NSW 2015', 'Sydney, Australia'] as const,
  poBox: 'PO Box 1181, Alexandria NSW 1435',
  linkedinUrl: 'https://www.linkedin.com/company/prestige-motor-co',
  instagramUrl: 'https://www.instagram.com/prestigemotorco',
  availability: 'Available 7 Days',
  /** SPEC §1: opening hours. */
  hours: '8am to 8pm AEST, 7 days (Monday to Sunday)',
  copyrightYear: 2020,
  companyDescription:
    'Prestige Motor Co. is a licensed Sydney dealer of luxury and performance vehicles. We buy, sell, consign, source, hire and finance exceptional cars with discretion and care, for collectors and first-time owners alike.',
  buyerAdvocacyDescription:
    'We find, inspect and negotiate on your behalf, so the car you buy is the right one at the right price, with its history verified before you commit.',
  vendorAdvocacyDescription:
    'We prepare, present and market your vehicle to qualified buyers, handle every enquiry and see the sale through to a clean settlement.',
  strategicExitDescription:
    'Receive a fair, fast offer for your luxury or performance car. We settle finance, collect the vehicle and pay promptly.',
  consignmentDescription:
    'Leave your car with us and we sell it for you: professional detailing, photography, showroom display and buyer finance, for a transparent fee.',
} as const;

/** The legal line of the footer when settings give none: legal name, ABN and dealer licence number. */
export const BRAND_LEGAL_TEXT = `${BRAND.legalName} · ABN ${BRAND.abn} · Dealer Licence ${BRAND.dealerLicence}`;

/** A phone number as digits in international form for Australia: "(02) 9188 4460" → "61291884460". */
export function internationalPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || digits.startsWith('61')) return digits;
  return digits.startsWith('0') ? `61${digits.slice(1)}` : digits;
}

/** tel: link target that dials from anywhere: "(02) 9188 4460" → "tel:+61291884460". */
export const telHref = (phone: string) => `tel:+${internationalPhoneDigits(phone)}`;

/** WhatsApp click-to-chat link. */
export const whatsappHref = (phone: string) => `https://wa.me/${internationalPhoneDigits(phone)}`;
