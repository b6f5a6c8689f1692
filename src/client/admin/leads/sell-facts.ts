import { capitalize, formatPrice, groupDigits, humanize } from '../../../shared/format';
import type { SellSubmission } from '../../../shared/schemas/leads';
import type { Detail } from '../components/detail-list';

// Mileage is free text on the form: a plain number gets separators and km, anything else shows as typed.
export const mileageText = (mileage: string) =>
  /^\d+$/.test(mileage.trim()) ? `${groupDigits(Number(mileage))} km` : mileage;

/** What a seller told us about the car, in the same order on the tab's dialog and on the lead's page. */
export const sellVehicleFacts = (s: SellSubmission): Detail[] => [
  ['Mileage', mileageText(s.mileage)],
  ['Registration', s.registration],
  ['Colour', s.color],
  ['Transmission', capitalize(s.transmission)],
  ['Fuel type', capitalize(s.fuelType)],
  ['Condition', capitalize(humanize(s.condition))],
  ['Expected price', s.price == null ? null : formatPrice(s.price)],
  ['Finance payout', s.financePayout],
];
