import { BRAND, BRAND_LEGAL_TEXT } from '../../../shared/brand';
import type { CarLook, Lighting, Shot } from './images';

/*
 * The content a first start shows: a Sydney luxury and performance dealer's stock, services and
 * words. Everything here is fictional (business name, ABN, licence, people) but written to read like
 * the real thing.
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

/** Three photographs per listing: the first is the card image, so it always shows the whole car. */
export const CAR_SHOT_SETS: ShotRecipe[][] = [
  [
    { lighting: 'softbox', facing: 'left', framing: 'full' },
    { lighting: 'strips', facing: 'right', framing: 'full' },
    { lighting: 'rim', facing: 'left', framing: 'wheel' },
  ],
  [
    { lighting: 'showroom', facing: 'right', framing: 'full' },
    { lighting: 'rim', facing: 'left', framing: 'full' },
    { lighting: 'dusk', facing: 'right', framing: 'rear' },
  ],
  [
    { lighting: 'strips', facing: 'left', framing: 'full' },
    { lighting: 'dusk', facing: 'right', framing: 'full' },
    { lighting: 'rim', facing: 'right', framing: 'wheel' },
  ],
  [
    { lighting: 'dusk', facing: 'left', framing: 'full' },
    { lighting: 'showroom', facing: 'right', framing: 'wide' },
    { lighting: 'softbox', facing: 'right', framing: 'front' },
  ],
];

export const HIRE_SHOT_SETS: ShotRecipe[][] = [
  [
    { lighting: 'dusk', facing: 'left', framing: 'full' },
    { lighting: 'softbox', facing: 'right', framing: 'front' },
  ],
  [
    { lighting: 'showroom', facing: 'left', framing: 'full' },
    { lighting: 'rim', facing: 'right', framing: 'wheel' },
  ],
  [
    { lighting: 'strips', facing: 'right', framing: 'full' },
    { lighting: 'dusk', facing: 'left', framing: 'rear' },
  ],
];

export const CARS: DemoCar[] = [
  {
    year: 2024,
    make: 'Porsche',
    model: '911 GT3 (992)',
    price: 489_900,
    mileage: 4_850,
    color: 'Shark Blue',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'A one-owner, Australian-delivered GT3 with the seven-speed PDK and a 4.0-litre flat six that revs to 9,000 rpm. Optioned with the Clubsport package, front-axle lift and full bucket seats, and serviced by Porsche Centre Sydney South. Paint protection film was applied from new.',
    features: [
      '4.0L naturally aspirated flat six, 375 kW',
      '7-speed PDK',
      'Clubsport package with rear roll cage',
      'Front-axle lift system',
      'Carbon-fibre full bucket seats',
      'Porsche Ceramic Composite Brakes',
      'Full-body paint protection film',
      'Balance of factory warranty',
    ],
    look: { style: 'coupe', paint: '#1f5aa6', wheel: 'five', rim: 'dark', caliper: '#e3c200', wing: true },
    listedDaysAgo: 1,
  },
  {
    year: 2023,
    make: 'Ferrari',
    model: '296 GTB',
    price: 629_888,
    mileage: 3_200,
    color: 'Rosso Corsa',
    transmission: 'automatic',
    fuelType: 'hybrid',
    status: 'available',
    description:
      'Ferrari’s plug-in hybrid V6 pairs a twin-turbo 3.0-litre engine with an electric motor for 610 kW and up to 25 km of silent electric running. This example carries the Assetto Fiorano package, carbon racing seats and an Alcantara-trimmed cabin, with Ferrari Genuine Maintenance continuing until 2030.',
    features: [
      '610 kW plug-in hybrid powertrain',
      'Assetto Fiorano package',
      'Carbon-fibre racing seats',
      'Passenger display',
      'Front suspension lifter',
      'JBL Professional sound system',
      'Genuine Maintenance until 2030',
    ],
    look: { style: 'supercar', paint: '#c1140f', wheel: 'twin', rim: 'dark', caliper: '#e3c200' },
    listedDaysAgo: 3,
  },
  {
    year: 2024,
    make: 'Lamborghini',
    model: 'Urus S',
    price: 479_000,
    mileage: 6_900,
    color: 'Giallo Auge',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The Urus S keeps the 4.0-litre twin-turbo V8 of the Performante with a more comfortable air suspension set-up, making it the everyday super SUV. Finished in Giallo Auge over Nero Ade leather with yellow stitching, on 23-inch Taigete wheels. Delivered new in Sydney and serviced on schedule.',
    features: [
      '4.0L twin-turbo V8, 490 kW',
      'Adaptive air suspension',
      '23-inch Taigete wheels',
      'Bang & Olufsen 3D sound',
      'Panoramic glass roof',
      'Rear-wheel steering',
      'Soft-close doors',
    ],
    look: { style: 'suv', paint: '#e2ad00', wheel: 'twin', rim: 'dark', caliper: '#111111' },
    listedDaysAgo: 5,
  },
  {
    year: 2024,
    make: 'McLaren',
    model: '750S Coupe',
    price: 599_990,
    mileage: 1_150,
    color: 'Papaya Spark',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'Lighter, stiffer and quicker than the 720S it replaces, the 750S is as close to a road-legal race car as McLaren builds. Papaya Spark with the carbon-fibre exterior pack, carbon racing seats and the vehicle lift, with barely 1,150 km from new.',
    features: [
      '4.0L twin-turbo V8, 552 kW',
      'Carbon-fibre exterior upgrade',
      'Carbon-fibre racing seats',
      'Vehicle lift',
      'Bowers & Wilkins audio',
      'McLaren Track Telemetry',
    ],
    look: { style: 'supercar', paint: '#f06a12', wheel: 'mesh', rim: 'dark', caliper: '#1b1b1b' },
    listedDaysAgo: 8,
  },
  {
    year: 2024,
    make: 'Aston Martin',
    model: 'DB12',
    price: 458_500,
    mileage: 3_400,
    color: 'Iridescent Emerald',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'Aston Martin calls the DB12 the world’s first super tourer, and the 500 kW twin-turbo V8 backs the claim. Iridescent Emerald over Oxford Tan leather, with the Bowers & Wilkins system and 21-inch forged wheels. A genuinely beautiful grand tourer with the balance of its factory warranty.',
    features: [
      '4.0L twin-turbo V8, 500 kW',
      '21-inch forged wheels',
      'Bowers & Wilkins 15-speaker audio',
      'Ventilated front seats',
      '360-degree camera',
      'Balance of factory warranty',
    ],
    look: { style: 'gt', paint: '#1f5a46', wheel: 'mesh', rim: 'silver' },
    listedDaysAgo: 11,
  },
  {
    year: 2023,
    make: 'Mercedes-AMG',
    model: 'G 63',
    price: 329_900,
    mileage: 12_400,
    color: 'Obsidian Black',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The G 63 remains the benchmark for presence on Sydney roads, with a hand-built 4.0-litre V8 and three locking differentials under the tailored bodywork. This one has the AMG Night Package, 22-inch forged wheels and designo Manufaktur leather, with full Mercedes-Benz service history.',
    features: [
      '4.0L biturbo V8, 430 kW',
      'AMG Night Package',
      '22-inch AMG forged wheels',
      'designo Manufaktur interior',
      'Burmester surround sound',
      'Three locking differentials',
      'Full dealer service history',
    ],
    look: { style: 'offroader', paint: '#16171a', wheel: 'five', rim: 'dark' },
    listedDaysAgo: 14,
  },
  {
    year: 2022,
    make: 'Bentley',
    model: 'Continental GT Speed',
    price: 419_800,
    mileage: 9_800,
    color: 'Cambrian Grey',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The Speed is the most dynamic Continental GT, with the 6.0-litre W12, all-wheel steering and an electronic limited-slip differential. Cambrian Grey over Beluga and Cricket Ball hide, Mulliner Driving Specification and the Naim for Bentley audio. Serviced by Bentley Sydney with one careful owner.',
    features: [
      '6.0L twin-turbo W12, 485 kW',
      'Mulliner Driving Specification',
      'Bentley Rotating Display',
      'Naim for Bentley audio',
      'All-wheel steering',
      'Carbon-ceramic brakes',
      'Heated, ventilated massage seats',
    ],
    look: { style: 'gt', paint: '#5b6066', wheel: 'twin', rim: 'dark', caliper: '#9a1b1b' },
    listedDaysAgo: 17,
  },
  {
    year: 2022,
    make: 'Rolls-Royce',
    model: 'Ghost',
    price: 589_000,
    mileage: 8_600,
    color: 'Arctic White',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The second-generation Ghost is quieter and more composed than any saloon we have driven, with the Planar suspension reading the road ahead. Arctic White over Seashell and Navy Blue leather, with the Starlight Headliner, illuminated fascia and rear theatre configuration.',
    features: [
      '6.75L twin-turbo V12, 420 kW',
      'Starlight Headliner',
      'Illuminated fascia',
      'Rear theatre configuration',
      'Bespoke audio',
      'Lambswool floor mats',
      'Coach doors with power closing',
    ],
    look: { style: 'limousine', paint: '#ece9e2', wheel: 'turbine', rim: 'silver' },
    listedDaysAgo: 20,
  },
  {
    year: 2024,
    make: 'Audi',
    model: 'RS 6 Avant performance',
    price: 259_900,
    mileage: 5_100,
    color: 'Nardo Grey',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'One of the fastest wagons ever sold in Australia, and still the most practical car in our showroom. The performance model lifts the twin-turbo V8 to 463 kW and sheds weight, and this one adds the carbon optic package, ceramic brakes and 22-inch wheels in matt titanium.',
    features: [
      '4.0L twin-turbo V8, 463 kW',
      'quattro with sport differential',
      'Carbon-ceramic brakes',
      'Carbon optic package',
      'RS sport suspension plus with DRC',
      'Bang & Olufsen 3D sound',
      'Panoramic sunroof',
    ],
    look: { style: 'wagon', paint: '#8d9296', wheel: 'five', rim: 'dark', caliper: '#b3121a' },
    listedDaysAgo: 23,
  },
  {
    year: 2023,
    make: 'BMW',
    model: 'M5 Competition',
    price: 214_900,
    mileage: 14_200,
    color: 'Brands Hatch Grey',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The last of the V8-only M5s and, for many, the best. 460 kW through M xDrive with a rear-wheel-drive mode, M Carbon ceramic brakes and the carbon roof. One owner from new, full BMW service history and a spotless Silverstone leather interior.',
    features: [
      '4.4L twin-turbo V8, 460 kW',
      'M xDrive with 2WD mode',
      'M Carbon ceramic brakes',
      'Carbon-fibre roof',
      'Bowers & Wilkins Diamond audio',
      'Head-up display',
    ],
    look: { style: 'sedan', paint: '#3a3d42', wheel: 'twin', rim: 'dark', caliper: '#c8a000' },
    listedDaysAgo: 26,
  },
  {
    year: 2025,
    make: 'Porsche',
    model: 'Taycan Turbo S',
    price: 299_900,
    mileage: 7_300,
    color: 'Frozenblue Metallic',
    transmission: 'automatic',
    fuelType: 'electric',
    status: 'available',
    description:
      'The facelifted Taycan Turbo S brings more range, faster charging and launch control with 700 kW on overboost. This example has the Performance Battery Plus, Active Ride suspension and a panoramic roof with variable light control. Home wall charger included.',
    features: [
      '700 kW with launch control',
      'Performance Battery Plus, up to 630 km range',
      'Porsche Active Ride',
      'Panoramic roof with variable light control',
      'Burmester 3D surround sound',
      'Passenger display',
      'Home wall charger included',
    ],
    look: { style: 'sedan', paint: '#7d9fb8', wheel: 'turbine', rim: 'dark', caliper: '#1c6dd0' },
    listedDaysAgo: 29,
  },
  {
    year: 2024,
    make: 'Land Rover',
    model: 'Range Rover SV P615',
    price: 469_000,
    mileage: 4_200,
    color: 'Belgravia Green',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The SV is the most luxurious Range Rover built, finished by hand at the SV Bespoke centre. Belgravia Green with a Satin Black roof, ceramic controls, 23-inch forged wheels and the SV Serenity interior, with executive rear seating and a refrigerated compartment.',
    features: [
      '4.4L twin-turbo V8, 450 kW',
      'SV Serenity interior',
      'Executive Class rear seats',
      'Ceramic controls',
      '23-inch forged wheels',
      'Meridian Signature sound',
      'Rear refrigerator',
    ],
    look: { style: 'luxury-suv', paint: '#2c3f35', wheel: 'turbine', rim: 'silver' },
    listedDaysAgo: 33,
  },
  {
    year: 2022,
    make: 'Ferrari',
    model: 'SF90 Spider',
    price: 849_000,
    mileage: 2_100,
    color: 'Giallo Modena',
    transmission: 'automatic',
    fuelType: 'hybrid',
    status: 'sold',
    description:
      'Ferrari’s 735 kW plug-in hybrid flagship with a retractable hard top. Giallo Modena with the Assetto Fiorano package and a carbon-fibre interior. Sold to a Melbourne collector.',
    features: [
      '735 kW plug-in hybrid',
      'Retractable hard top',
      'Assetto Fiorano package',
      'Carbon-fibre interior trim',
      'Genuine Maintenance program',
    ],
    look: { style: 'supercar', paint: '#f2c40c', wheel: 'twin', rim: 'dark', caliper: '#151515' },
    listedDaysAgo: 40,
  },
  {
    year: 2022,
    make: 'Lamborghini',
    model: 'Huracán STO',
    price: 698_000,
    mileage: 2_850,
    color: 'Blu Laufey',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'sold',
    description:
      'The road-legal Super Trofeo, with a naturally aspirated V10, carbon-ceramic brakes and a fixed rear wing. One of a handful delivered to Australia. Sold on consignment for a Sydney client.',
    features: [
      '5.2L naturally aspirated V10, 470 kW',
      'CCM-R carbon-ceramic brakes',
      'Fixed rear wing and roof scoop',
      'Alcantara interior',
      'Telemetry system',
    ],
    look: { style: 'supercar', paint: '#2a6fd6', wheel: 'five', rim: 'dark', caliper: '#e0b000', wing: true },
    listedDaysAgo: 47,
  },
  {
    year: 2020,
    make: 'Ferrari',
    model: '812 Superfast',
    price: 589_000,
    mileage: 11_300,
    color: 'Grigio Silverstone',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'sold',
    description:
      'The last of the naturally aspirated front-engined V12 Ferraris before the 12Cilindri, with 588 kW and a 8,900 rpm redline. Grigio Silverstone over Cuoio leather. Sold through our acquisitions service.',
    features: [
      '6.5L naturally aspirated V12, 588 kW',
      'Carbon-fibre driver zone',
      'Suspension lifter',
      'Passenger display',
      'Full Ferrari service history',
    ],
    look: { style: 'gt', paint: '#8a8d90', wheel: 'five', rim: 'silver', caliper: '#c1140f' },
    listedDaysAgo: 55,
  },
  {
    year: 2022,
    make: 'Rolls-Royce',
    model: 'Cullinan Black Badge',
    price: 895_000,
    mileage: 7_400,
    color: 'Diamond Black',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'sold',
    description:
      'The darker, more assertive Cullinan, with 441 kW from the twin-turbo V12 and Black Badge forged wheels. Diamond Black over Mandarin and Black leather with the technical fibre fascia. Sold within a week of listing.',
    features: [
      '6.75L twin-turbo V12, 441 kW',
      'Black Badge forged wheels',
      'Technical fibre fascia',
      'Starlight Headliner',
      'Viewing Suite rear seats',
    ],
    look: { style: 'luxury-suv', paint: '#121316', wheel: 'turbine', rim: 'dark', caliper: '#c1140f' },
    listedDaysAgo: 62,
  },
];

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

export const HIRE_CARS: DemoHireCar[] = [
  {
    year: 2024,
    make: 'Rolls-Royce',
    model: 'Cullinan',
    dailyRate: 2_500,
    mileage: 18_600,
    color: 'Arctic White',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'For weddings, milestones and arrivals that need to be remembered. Chauffeur available on request, with a minimum hire of one day.',
    features: ['6.75L twin-turbo V12', 'Starlight Headliner', 'Seats five', 'Chauffeur available'],
    look: { style: 'luxury-suv', paint: '#eceae4', wheel: 'turbine', rim: 'silver' },
    listedDaysAgo: 4,
  },
  {
    year: 2023,
    make: 'Lamborghini',
    model: 'Huracán EVO Spyder',
    dailyRate: 1_950,
    mileage: 21_400,
    color: 'Verde Mantis',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'rented',
    description:
      'A naturally aspirated V10 and a roof that folds away in 17 seconds. The one to take up the coast to Palm Beach on a clear morning.',
    features: ['5.2L V10, 470 kW', 'Convertible soft top', 'Lift system', 'Apple CarPlay'],
    look: { style: 'supercar', paint: '#5fbf2a', wheel: 'five', rim: 'dark', caliper: '#e0b000' },
    listedDaysAgo: 9,
  },
  {
    year: 2024,
    make: 'Ferrari',
    model: 'Roma',
    dailyRate: 1_450,
    mileage: 15_200,
    color: 'Blu Pozzi',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'The most elegant Ferrari of its generation, with a 456 kW V8 and two occasional rear seats. Ideal for a long weekend in the Southern Highlands.',
    features: ['3.9L twin-turbo V8', '2+2 seating', 'Passenger display', 'Apple CarPlay'],
    look: { style: 'gt', paint: '#27466e', wheel: 'twin', rim: 'silver', caliper: '#c1140f' },
    listedDaysAgo: 12,
  },
  {
    year: 2024,
    make: 'Mercedes-AMG',
    model: 'G 63',
    dailyRate: 1_150,
    mileage: 24_800,
    color: 'designo Platinum Magno',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'Seats five in comfort with room for luggage, and turns heads from Bondi to the Blue Mountains. Popular for corporate events and film shoots.',
    features: ['4.0L biturbo V8', 'Seats five', 'Burmester audio', 'Heated and cooled seats'],
    look: { style: 'offroader', paint: '#9a9c9c', wheel: 'five', rim: 'dark' },
    listedDaysAgo: 16,
  },
  {
    year: 2023,
    make: 'Porsche',
    model: '911 Carrera 4 GTS Cabriolet',
    dailyRate: 950,
    mileage: 19_900,
    color: 'Carmine Red',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'rented',
    description:
      'All-wheel drive, a 353 kW flat six and a roof that opens at up to 50 km/h. The sports car you can use every day, rain or shine.',
    features: ['3.0L twin-turbo flat six', 'All-wheel drive', 'Electric soft top', 'Sport Chrono package'],
    look: { style: 'coupe', paint: '#a3101c', wheel: 'twin', rim: 'dark', caliper: '#c1140f' },
    listedDaysAgo: 21,
  },
  {
    year: 2024,
    make: 'Land Rover',
    model: 'Range Rover Sport P530',
    dailyRate: 650,
    mileage: 27_300,
    color: 'Varesine Blue',
    transmission: 'automatic',
    fuelType: 'petrol',
    status: 'available',
    description:
      'Refined, roomy and quick, with space for five and a full set of golf bags. Our most requested car for airport transfers and family weekends.',
    features: ['4.4L twin-turbo V8', 'Seats five', 'Air suspension', 'Meridian sound'],
    look: { style: 'suv', paint: '#2d3d5c', wheel: 'turbine', rim: 'dark' },
    listedDaysAgo: 25,
  },
];

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
