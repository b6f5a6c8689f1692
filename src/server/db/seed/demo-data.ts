import { BRAND, BRAND_LEGAL_TEXT } from '../../../shared/brand';
import stock from './demo-stock.json' with { type: 'json' };
import type { CarLook, Lighting, Shot } from './images';

/*
 * The content a first start shows: a Sydney luxury and performance dealer's stock, services and
 * words. Everything here is fictional (business name, ABN, licence, people) but written to read like
 * the real thing. The stock (the cars for sale, the hire fleet and how each is photographed) is records
 * of plain fields, so it lives in demo-stock.json beside this file; the site's words, which quote the
 * brand and run to paragraphs, stay here.
 */

export type ShotRecipe = Pick<Shot, 'lighting' | 'facing' | 'framing'>;

type Vehicle = {
  year: number;
  make: string;
  model: string;
  mileage: number;
  color: string;
  transmission: 'automatic' | 'manual';
  fuelType: 'petrol' | 'diesel' | 'electric' | 'hybrid';
  description: string;
  features: string[];
  look: CarLook;
  /** How many days before the seed the listing went up, so "newest first" reads naturally. */
  listedDaysAgo: number;
};

export type DemoCar = Vehicle & { price: number; status: 'available' | 'sold' };
export type DemoHireCar = Vehicle & { dailyRate: number; status: 'available' | 'rented' };

// A JSON import is typed by its values (a string, not 'automatic' | 'manual'), hence the casts; the seed
// tests insert and draw every record.
/** Three photographs per listing: the first is the card image, so it always shows the whole car. */
export const CAR_SHOT_SETS = stock.carShotSets as ShotRecipe[][];
export const HIRE_SHOT_SETS = stock.hireShotSets as ShotRecipe[][];
export const CARS = stock.cars as DemoCar[];
export const HIRE_CARS = stock.hireCars as DemoHireCar[];

/** Hire terms as a Sydney prestige hire desk sets them: the dearer the car, the larger the bond. */
export const demoHireTerms = (dailyRate: number) => {
  const top = dailyRate >= 2_000;
  return {
    bond: top ? 10_000 : dailyRate >= 1_500 ? 7_500 : 5_000,
    kmPerDay: 200,
    excessCentsPerKm: top ? 450 : 300,
    minDriverAge: top ? 30 : 25,
    minDays: 1,
  };
};

type SceneSpec =
  | { kind: 'car'; look: CarLook; lighting: Lighting; facing: 'left' | 'right'; framing: Shot['framing'] }
  | { kind: 'night'; seed: number; accent?: string };

export type HeaderSlideSeed = {
  title: string;
  description: string;
  buttonText: string;
  href: string;
  scene: SceneSpec;
  alt: string;
};

export const HEADER_SLIDES: HeaderSlideSeed[] = [
  {
    title: 'Cars for Sale',
    description:
      'Hand-selected luxury and performance cars, independently inspected and ready to drive away.',
    buttonText: 'View Listings',
    href: '/cars',
    scene: {
      kind: 'car',
      look: { style: 'supercar', paint: '#d9d6cf', wheel: 'twin', rim: 'dark', caliper: '#c1140f' },
      lighting: 'softbox',
      facing: 'left',
      framing: 'front',
    },
    alt: 'White supercar in a dark studio',
  },
  {
    title: 'Luxury Car Hire',
    description:
      'Arrive in something extraordinary. Daily and weekly hire across Sydney, delivered to your door.',
    buttonText: 'Book Now',
    href: '/hire',
    scene: {
      kind: 'car',
      look: { style: 'luxury-suv', paint: '#e9e7e1', wheel: 'turbine', rim: 'silver' },
      lighting: 'dusk',
      facing: 'right',
      framing: 'full',
    },
    alt: 'White luxury SUV at dusk',
  },
  {
    title: 'Finance',
    description:
      'Tailored finance through our lending partners, with most applications approved within 24 hours.',
    buttonText: 'Apply Today',
    href: '/finance',
    scene: { kind: 'night', seed: 11, accent: '#ff3b30' },
    alt: 'Light trails on a city road at night',
  },
  {
    title: 'Sell Your Car',
    description: 'A fair, fast offer for your prestige car, with payment and payout handled the same day.',
    buttonText: 'Get an Offer',
    href: '/sell-your-car',
    scene: {
      kind: 'car',
      look: { style: 'coupe', paint: '#a9adb1', wheel: 'five', rim: 'dark', caliper: '#e3c200' },
      lighting: 'rim',
      facing: 'left',
      framing: 'full',
    },
    alt: 'Silver sports coupe in low light',
  },
  {
    title: 'Acquisitions',
    description: 'Tell us the car you want. We find it, inspect it and bring it home, here or from overseas.',
    buttonText: 'Join Waitlist',
    href: '/acquisitions',
    scene: {
      kind: 'car',
      look: { style: 'sedan', paint: '#141518', wheel: 'twin', rim: 'dark', caliper: '#1c6dd0' },
      lighting: 'showroom',
      facing: 'right',
      framing: 'full',
    },
    alt: 'Black performance saloon in a showroom',
  },
  {
    title: 'Consignment',
    description: 'We photograph, market, show and sell your car for you, for the strongest possible result.',
    buttonText: 'Consign Now',
    href: '/consignment',
    scene: {
      kind: 'car',
      look: { style: 'gt', paint: '#23493b', wheel: 'mesh', rim: 'gold' },
      lighting: 'rim',
      facing: 'left',
      framing: 'wheel',
    },
    alt: 'Close-up of a grand tourer’s wheel',
  },
];

export type HeroSlideSeed = { title: string; description: string; scene: SceneSpec; alt: string };

export const HERO_SLIDES: HeroSlideSeed[] = [
  {
    title: 'THE SMART WAY TO BUY OR SELL A LUXURY CAR',
    description:
      'Prestige Motor Co. is a licensed Sydney dealer of luxury and performance vehicles: sales, consignment, acquisitions, finance and hire under one roof.',
    scene: {
      kind: 'car',
      look: { style: 'supercar', paint: '#b3120f', wheel: 'twin', rim: 'dark', caliper: '#e3c200' },
      lighting: 'showroom',
      facing: 'left',
      framing: 'wide',
    },
    alt: 'Red supercar in a dark showroom',
  },
  {
    title: 'CURATED, INSPECTED, READY TO DRIVE',
    description:
      'Every car we offer is chosen by hand, independently inspected and presented with its full service history.',
    scene: {
      kind: 'car',
      look: { style: 'gt', paint: '#c9ccce', wheel: 'five', rim: 'dark', caliper: '#c1140f' },
      lighting: 'strips',
      facing: 'right',
      framing: 'wide',
    },
    alt: 'Silver grand tourer under studio lights',
  },
  {
    title: 'SELL WITH CONFIDENCE',
    description:
      'Consign with us or take a fast, fair offer. Either way you deal with specialists who know what your car is really worth.',
    scene: {
      kind: 'car',
      look: { style: 'luxury-suv', paint: '#1c2a3a', wheel: 'turbine', rim: 'silver' },
      lighting: 'dusk',
      facing: 'left',
      framing: 'wide',
    },
    alt: 'Dark blue luxury SUV at dusk',
  },
];

export const TESTIMONIALS = [
  {
    headline: 'Unmatched experience',
    quote:
      'From the first phone call to the handover, everything was handled with real care. The car was exactly as described, the paperwork was done before I arrived, and James even organised the ceramic coating for me. It is the easiest car purchase I have ever made.',
    clientName: 'Michael R.',
    clientTitle: 'Mosman',
    vehicleName: 'Porsche 911 Turbo S',
    testimonialDate: 'September 2026',
  },
  {
    headline: 'Sold in nine days',
    quote:
      'I consigned my Huracán expecting a long wait. The team photographed it beautifully, handled every enquiry and test drive, and had a buyer at my asking price in nine days. The payout of my finance was seamless.',
    clientName: 'Daniel K.',
    clientTitle: 'Business owner, Bellevue Hill',
    vehicleName: 'Lamborghini Huracán STO',
    testimonialDate: 'July 2026',
  },
  {
    headline: 'They found the impossible car',
    quote:
      'I had been looking for a manual 911 in a particular specification for almost two years. Prestige Motor Co. found one in Japan, had it inspected, shipped and complied, and kept me informed every step of the way.',
    clientName: 'Sarah L.',
    clientTitle: 'Architect',
    vehicleName: 'Porsche 911 Sport Classic',
    testimonialDate: 'May 2026',
  },
  {
    headline: 'A wedding day to remember',
    quote:
      'We hired the Cullinan for our wedding and it arrived immaculate, on time and with a chauffeur who could not have been more professional. Every photo from the day has that car in it.',
    clientName: 'Emily & Tom W.',
    clientTitle: 'Hunter Valley',
    vehicleName: 'Rolls-Royce Cullinan',
    testimonialDate: 'March 2026',
  },
  {
    headline: 'Straightforward finance',
    quote:
      'They arranged finance on my G 63 through a lender I would never have found myself, at a better rate than my bank offered. Approved in a day, and no surprises at settlement.',
    clientName: 'Anthony P.',
    clientTitle: 'Director, Parramatta',
    vehicleName: 'Mercedes-AMG G 63',
    testimonialDate: 'January 2026',
  },
];

export const BRANDS = [
  'Porsche',
  'Ferrari',
  'Lamborghini',
  'McLaren',
  'Aston Martin',
  'Bentley',
  'Rolls-Royce',
  'Mercedes-AMG',
  'BMW M',
  'Audi Sport',
];

export type ServiceSeed = { title: string; description: string; scene: SceneSpec; alt: string };

export const SERVICES: ServiceSeed[] = [
  {
    title: 'Luxury Car Sales',
    description: `Our showroom in Alexandria holds a changing collection of luxury and performance cars, each one chosen by hand. We buy the cars we would want to own ourselves: well-specified, honestly presented and with a history we can stand behind.

Every vehicle is independently inspected before it is offered for sale, and comes with its service records, a PPSR certificate and a clear account of its condition. Where a car has a mark, we tell you about it before you see it.

Buying from us is personal. We answer the phone seven days a week, arrange private viewings and test drives around your schedule, and deliver anywhere in Australia. Trade-ins are welcome, and we can arrange finance, insurance, paint protection and detailing so that the car is ready the day you collect it.`,
    scene: {
      kind: 'car',
      look: { style: 'gt', paint: '#b9bcbf', wheel: 'five', rim: 'dark', caliper: '#c1140f' },
      lighting: 'showroom',
      facing: 'left',
      framing: 'full',
    },
    alt: 'Silver grand tourer in the showroom',
  },
  {
    title: 'Finance',
    description: `We work with a panel of specialist lenders who understand prestige and performance cars, including the ones the banks find hard to value. That means sharper rates, realistic valuations and structures that suit how you actually own a car.

Choose a consumer loan, a chattel mortgage or a lease for your business, with terms from one to seven years and an optional balloon payment to keep repayments low. We can also refinance a car you already own, or pay out existing finance when you trade in.

Most applications are assessed within 24 to 48 hours. Use our finance calculator to estimate repayments, then apply online or call us: one of our team will guide you through the paperwork from start to settlement.`,
    scene: { kind: 'night', seed: 23, accent: '#ff4636' },
    alt: 'Light trails on a road at night',
  },
  {
    title: 'Luxury Car Hire',
    description: `Drive a supercar for the weekend, arrive at a wedding in a Rolls-Royce, or give a client a car they will talk about for years. Our hire fleet is maintained to the same standard as the cars we sell.

Hire by the day, the weekend or the week, with comprehensive insurance included and delivery and collection anywhere in Sydney. A professional chauffeur is available for weddings, formals and corporate events.

Drivers must be 25 or older with a full licence held for at least three years. A refundable security bond applies and varies by vehicle. Call us to check availability, or browse the fleet and book online.`,
    scene: {
      kind: 'car',
      look: { style: 'coupe', paint: '#a3101c', wheel: 'twin', rim: 'dark', caliper: '#c1140f' },
      lighting: 'dusk',
      facing: 'right',
      framing: 'full',
    },
    alt: 'Red sports car at dusk',
  },
  {
    title: 'Acquisitions',
    description: `Looking for something specific? Tell us the make, model, specification and budget, and we will find it for you. Many of the best cars never reach the open market, and our network of collectors, dealers and auction houses reaches them first.

We source locally and from the United Kingdom, Japan, Europe and the United States. Every candidate is inspected on your behalf and presented with photographs, history and our honest opinion before you commit. For imports we manage shipping, compliance and registration.

There is no fee to join the waitlist. When we find your car, we agree the price with you before anything is bought, so you always know exactly what you are paying.`,
    scene: {
      kind: 'car',
      look: { style: 'coupe', paint: '#23272c', wheel: 'mesh', rim: 'gold', caliper: '#c8a000' },
      lighting: 'rim',
      facing: 'right',
      framing: 'wheel',
    },
    alt: 'Close-up of a gold wheel in low light',
  },
  {
    title: 'Sell Your Car',
    description: `Selling a prestige car privately means strangers at your door, time-wasters and the risk of a bad payment. We make it simple: send us the details and photos of your car and we will come back to you with a fair offer, usually within a day.

If you accept, we can inspect and collect the car at your home or office, pay out any finance directly to your lender and transfer the balance to you the same day. There are no fees and no obligation.

Prefer to hold out for the top of the market? Ask about consignment: we photograph, market and show your car from our showroom, handle every enquiry and test drive, and you keep ownership until it sells.`,
    scene: {
      kind: 'car',
      look: { style: 'supercar', paint: '#e8e6e1', wheel: 'five', rim: 'dark', caliper: '#e3c200' },
      lighting: 'strips',
      facing: 'left',
      framing: 'full',
    },
    alt: 'White supercar under studio lights',
  },
];

export const FOOTER = {
  companyDescription:
    'Prestige Motor Co. is a licensed Sydney dealer of luxury and performance vehicles. We buy, sell, consign, source and finance exceptional cars for clients across Australia, with the discretion and care they deserve.',
  buyerAdvocacyDescription:
    'We represent buyers, not just cars. Tell us what you want and we will find, inspect and negotiate on your behalf, so you pay the right price for the right car.',
  vendorAdvocacyDescription:
    'Selling a prestige car is easier with a specialist on your side. We value your car honestly, present it to qualified buyers and handle the sale from first enquiry to settlement.',
  strategicExitDescription:
    'Need to sell quickly? Receive a fair offer within 24 hours, with finance payouts handled and funds transferred the same day.',
  consignmentDescription:
    'Keep ownership while we market and show your car from our Alexandria showroom. Professional photography, national advertising and qualified buyers, for the strongest result.',
  phone: BRAND.phone,
  email: BRAND.email,
  linkedinUrl: 'https://www.linkedin.com/company/prestige-motor-co',
  instagramUrl: 'https://www.instagram.com/prestigemotorco',
  addressLine1: BRAND.addressLines[0],
  addressLine2: BRAND.addressLines[1],
  addressLine3: BRAND.addressLines[2],
  legalText: BRAND_LEGAL_TEXT,
};

export const AUTO_EMAIL = {
  subject: 'Thank You for Your Enquiry',
  body: `Hello,

Thank you for contacting Prestige Motor Co. We have received your enquiry and one of our team will be in touch shortly, usually within a few hours.

If your enquiry is urgent, please call us on ${BRAND.phone}. We are available from 8am to 8pm, seven days a week.

Kind regards,
The Prestige Motor Co. team
${BRAND.addressLines[0]}, ${BRAND.addressLines[1]}`,
  isEnabled: 1,
};

export const TESTIMONIAL_BACKGROUND = '#0a0a0a';

export const ABOUT_PAGE = {
  title: 'About Us',
  slug: 'about-us',
  body: `Prestige Motor Co. was founded in Sydney by people who love cars and were tired of the way they are usually sold. We wanted a dealership that tells the truth about every car, treats buyers and sellers as clients rather than transactions, and is still answering the phone at eight o'clock on a Sunday night.

Today we buy, sell, consign, source, finance and hire luxury and performance cars from our showroom in Alexandria, for clients across Australia. Our stock changes every week, but our standards do not: every car is inspected independently, every history is checked, and every description is written by someone who has driven the car.

Many of our clients have bought and sold several cars with us over the years. We would like you to be one of them. Call us on ${BRAND.phone}, email ${BRAND.email} or visit the showroom, seven days a week from 8am to 8pm.`,
};
