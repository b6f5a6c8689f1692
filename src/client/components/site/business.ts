import { BRAND, BRAND_LEGAL_TEXT } from '../../../shared/brand';
import type { FooterSettings } from '../../../shared/schemas/settings';
import { useQuery } from '../../lib/page-query';
import { queries } from '../../lib/queries';

export type BusinessDetails = {
  companyDescription: string;
  buyerAdvocacyDescription: string;
  vendorAdvocacyDescription: string;
  strategicExitDescription: string;
  consignmentDescription: string;
  phone: string;
  email: string;
  linkedinUrl: string;
  instagramUrl: string;
  addressLines: [string, string, string];
  legalText: string;
};

const pick = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

/** Footer settings with every empty field filled from the built-in wording. */
export function businessDetails(settings: Partial<FooterSettings> | undefined): BusinessDetails {
  const s = settings ?? {};
  return {
    companyDescription: pick(s.companyDescription, BRAND.companyDescription),
    buyerAdvocacyDescription: pick(s.buyerAdvocacyDescription, BRAND.buyerAdvocacyDescription),
    vendorAdvocacyDescription: pick(s.vendorAdvocacyDescription, BRAND.vendorAdvocacyDescription),
    strategicExitDescription: pick(s.strategicExitDescription, BRAND.strategicExitDescription),
    consignmentDescription: pick(s.consignmentDescription, BRAND.consignmentDescription),
    phone: pick(s.phone, BRAND.phone),
    email: pick(s.email, BRAND.email),
    linkedinUrl: pick(s.linkedinUrl, BRAND.linkedinUrl),
    instagramUrl: pick(s.instagramUrl, BRAND.instagramUrl),
    addressLines: [
      pick(s.addressLine1, BRAND.addressLines[0]),
      pick(s.addressLine2, BRAND.addressLines[1]),
      pick(s.addressLine3, BRAND.addressLines[2]),
    ],
    legalText: pick(s.legalText, BRAND_LEGAL_TEXT),
  };
}

/**
 * The dealer's contact details and blurbs. Public pages have the settings prefetched by the layout;
 * elsewhere (the admin bar) they load on demand, and the fallbacks show meanwhile or on failure.
 */
export function useBusinessDetails(): BusinessDetails {
  const { data } = useQuery(queries.footerSettings());
  return businessDetails(data);
}
