import { BRAND } from '../../../shared/brand';
import { type CsvColumn, toCsv } from '../../../shared/csv';
import { vehicleTitle } from '../../../shared/format';
import type { BodyType, Car } from '../../../shared/schemas/car';
import type { FooterSettings } from '../../../shared/schemas/settings';
import { carPath } from '../../../shared/vehicle-path';
import type { Db } from '../../db/client';
import { listFeedCars } from '../cars/cars.service';
import { getFooterSettings } from '../settings/settings.service';

/**
 * The marketplace feeds: every car for sale as Google's vehicle listings feed (RSS 2.0 with the g:
 * namespace) and as Meta's automotive catalogue (CSV). Both are read by robots that reject a whole
 * feed for one malformed row, so every value is escaped here and nothing is left to the caller.
 */

/** A car as the feeds see it: with the full VIN, which marketplaces match listings on (never public). */
type FeedCar = Car;

export type Dealer = {
  name: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: 'AU';
};

export type FeedInput = { cars: FeedCar[]; dealer: Dealer; origin: string };

/** Every available car, newest first, and the dealer's address as the footer shows it. */
export async function loadFeed(db: Db, origin: string): Promise<FeedInput> {
  const [cars, footer] = await Promise.all([listFeedCars(db), getFooterSettings(db)]);
  return { cars, dealer: dealerOf(footer), origin };
}

const REGION = /^(.*?)\s+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/;

/**
 * The showroom address for the feeds, from the footer settings with the brand's as fallback: the
 * second line reads "Alexandria NSW 2015", which the marketplaces want as city, state and postcode
 * (the same reading as the AutoDealer JSON-LD of every page).
 */
export function dealerOf(footer: FooterSettings): Dealer {
  const [a1, a2] = BRAND.addressLines;
  const locality = footer.addressLine2 || a2;
  const match = REGION.exec(locality);
  return {
    name: BRAND.name,
    street: footer.addressLine1 || a1,
    city: match ? match[1] : locality,
    region: match ? match[2] : 'NSW',
    postcode: match ? match[3] : '',
    country: 'AU',
  };
}

const dealerAddress = (d: Dealer) =>
  [d.street, d.city, [d.region, d.postcode].filter(Boolean).join(' '), d.country].join(', ');

/** A page or image path as an absolute URL (marketplaces fetch it from elsewhere); http(s) URLs kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string | null {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!pathOrUrl.startsWith('/')) return null; // "#anchor" and the like name no image
  return new URL(origin + pathOrUrl).href;
}

const imagesOf = (car: FeedCar, origin: string) =>
  car.images.map((src) => absoluteUrl(origin, src)).filter((u): u is string => u !== null);

/** Both marketplaces cap a description at 5,000 characters; a car without one gets its specs. */
const MAX_DESCRIPTION = 5000;
function descriptionOf(car: FeedCar): string {
  const text = car.description.trim();
  if (text) return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
  return [vehicleTitle(car), car.color, car.transmission, car.fuelType, `${car.mileage} km`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The dealer sells pre-owned stock and records no new/used flag, so every car is offered as used:
 * calling one "new" that is not would get the listing disapproved.
 */
const CONDITION = 'used';

/** Google's body_style values for ours (a ute is listed as a pickup truck). */
const GOOGLE_BODY: Record<BodyType, string> = {
  coupe: 'coupe',
  convertible: 'convertible',
  sedan: 'sedan',
  suv: 'suv',
  wagon: 'wagon',
  hatch: 'hatchback',
  ute: 'truck',
};
/** Meta's body_style enumeration. */
const META_BODY: Record<BodyType, string> = {
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  sedan: 'SEDAN',
  suv: 'SUV',
  wagon: 'WAGON',
  hatch: 'HATCHBACK',
  ute: 'TRUCK',
};
/** Google's fuel values follow US wording; Meta knows PETROL itself. */
const GOOGLE_FUEL: Record<Car['fuelType'], string> = {
  petrol: 'gasoline',
  diesel: 'diesel',
  electric: 'electric',
  hybrid: 'hybrid',
};

// XML 1.0 allows no control characters other than tab and line breaks, nor lone surrogates. Inputs refuse
// them already, but one row stored before that rule would make the whole feed unparseable: dropped here.
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or attribute: markup characters escaped, forbidden characters dropped. */
export const escapeXml = (value: string) =>
  value
    .replace(XML_INVALID, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

/** Google allows up to 10 additional images besides image_link. */
const GOOGLE_MAX_EXTRA_IMAGES = 10;

/** Google's vehicle listings feed: one <item> per car, every attribute in the g: namespace. */
export function googleVehicleFeed({ cars, dealer, origin }: FeedInput): string {
  const el = (name: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === ''
      ? []
      : [`<g:${name}>${escapeXml(String(value))}</g:${name}>`];
  const storeCode = BRAND.dealerLicence;
  const items = cars.map((car) => {
    const [image, ...more] = imagesOf(car, origin);
    const lines = [
      ...el('id', car.id),
      ...el('title', vehicleTitle(car)),
      ...el('description', descriptionOf(car)),
      ...el('link', origin + carPath(car)),
      ...el('image_link', image),
      ...more.slice(0, GOOGLE_MAX_EXTRA_IMAGES).flatMap((src) => el('additional_image_link', src)),
      ...el('price', `${car.price} AUD`),
      ...el('condition', CONDITION),
      ...el('availability', 'in stock'),
      ...el('brand', car.make),
      ...el('model', car.model),
      ...el('year', car.year),
      ...el('mileage', `${car.mileage} km`),
      ...el('vin', car.vin),
      ...el('body_style', car.bodyType ? GOOGLE_BODY[car.bodyType] : null),
      ...el('color', car.color),
      ...el('transmission', car.transmission),
      ...el('fuel_type', GOOGLE_FUEL[car.fuelType]),
      ...el('store_code', storeCode),
      `<g:vehicle_fulfillment><g:option>in_store</g:option><g:store_code>${escapeXml(storeCode)}</g:store_code></g:vehicle_fulfillment>`,
      ...el('dealership_name', dealer.name),
      ...el('dealership_address', dealerAddress(dealer)),
    ];
    return `<item>\n${lines.map((l) => `  ${l}`).join('\n')}\n</item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(`${dealer.name} vehicles for sale`)}</title>`,
    `<link>${escapeXml(`${origin}/cars`)}</link>`,
    `<description>${escapeXml(`Every car for sale at ${dealer.name}, ${dealerAddress(dealer)}`)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Meta takes up to 20 images a vehicle, as columns image[0].url … image[19].url. */
const META_MAX_IMAGES = 20;

/** Meta's automotive catalogue (vehicle) CSV, one row per car; cells quoted and formula-guarded by toCsv. */
export function metaVehicleCsv({ cars, dealer, origin }: FeedInput): string {
  // The columns are fixed for the whole file: as many image columns as the car with the most photos.
  const imageColumns = Math.min(META_MAX_IMAGES, Math.max(1, ...cars.map((c) => c.images.length)));
  const images = new Map(cars.map((c) => [c.id, imagesOf(c, origin)]));
  const columns: CsvColumn<FeedCar>[] = [
    { header: 'vehicle_id', value: (c) => c.id },
    { header: 'title', value: (c) => vehicleTitle(c) },
    { header: 'description', value: (c) => descriptionOf(c) },
    { header: 'url', value: (c) => origin + carPath(c) },
    ...Array.from({ length: imageColumns }, (_, i) => ({
      header: `image[${i}].url`,
      value: (c: FeedCar) => images.get(c.id)?.[i],
    })),
    { header: 'make', value: (c) => c.make },
    { header: 'model', value: (c) => c.model },
    { header: 'year', value: (c) => c.year },
    { header: 'mileage.value', value: (c) => c.mileage },
    { header: 'mileage.unit', value: () => 'KM' },
    { header: 'price', value: (c) => `${c.price} AUD` },
    { header: 'state_of_vehicle', value: () => CONDITION.toUpperCase() },
    { header: 'vin', value: (c) => c.vin },
    { header: 'body_style', value: (c) => (c.bodyType ? META_BODY[c.bodyType] : 'OTHER') },
    { header: 'exterior_color', value: (c) => c.color },
    { header: 'transmission', value: (c) => c.transmission.toUpperCase() },
    { header: 'fuel_type', value: (c) => c.fuelType.toUpperCase() },
    { header: 'availability', value: () => 'available' },
    { header: 'dealer_name', value: () => dealer.name },
    { header: 'address.addr1', value: () => dealer.street },
    { header: 'address.city', value: () => dealer.city },
    { header: 'address.region', value: () => dealer.region },
    { header: 'address.postal_code', value: () => dealer.postcode },
    { header: 'address.country', value: () => dealer.country },
  ];
  return toCsv(cars, columns);
}
