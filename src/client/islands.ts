import type { BehaviourRegistry, IslandRegistry } from './lib/island-runtime';

/**
 * Every island of the public site by name (docs/decisions/0020-islands.md), each its own chunk: the page's
 * script fetches one only when that island is on the page and wanted. The name is the one its `island()`
 * call gives; `islands.test.ts` checks the two agree.
 */
export const ISLANDS: IslandRegistry = {
  menu: () => import('./components/site/top-bar').then((m) => m.MenuButton),
  'contact-drawer': () => import('./public/layout/contact-drawer').then((m) => m.ContactDrawerHost),
  subscribe: () => import('./public/components/forms/subscribe-button').then((m) => m.SubscribeButton),
  hero: () => import('./public/home/hero-carousel').then((m) => m.HeroCarousel),
  enquire: () => import('./public/home/enquire-section').then((m) => m.EnquireSection),
  'finance-calculator': () => import('./public/forms/finance-calculator').then((m) => m.FinanceCalculator),
  'finance-form': () => import('./public/forms/finance-page').then((m) => m.FinanceApplicationForm),
  'acquisition-form': () => import('./public/forms/acquisitions-page').then((m) => m.AcquisitionForm),
  'vehicle-submission-form': () =>
    import('./public/forms/vehicle-submission-form').then((m) => m.VehicleSubmissionForm),
  unsubscribe: () => import('./public/unsubscribe/unsubscribe-page').then((m) => m.Unsubscribe),
  'vehicle-gallery': () => import('./components/vehicle/vehicle-gallery').then((m) => m.VehicleStatusGallery),
  share: () => import('./components/vehicle/share-button').then((m) => m.ShareButton),
  'notify-me': () => import('./public/cars/notify-me').then((m) => m.NotifyMe),
  'view-toggle': () => import('./components/vehicle/view-toggle').then((m) => m.AddressViewToggle),
  'hire-photos': () => import('./components/vehicle/image-carousel').then((m) => m.HireCarPhotos),
  'availability-toggle': () => import('./public/hire/hire-terms').then((m) => m.AvailabilityToggle),
  gallery: () => import('./components/vehicle/image-gallery').then((m) => m.StatusGallery),
  'hire-availability': () => import('./public/hire/hire-terms').then((m) => m.HireAvailability),
  'cars-filters': () => import('./public/cars/cars-filters').then((m) => m.CarsFilters),
  'car-dialog': () => import('./public/cars/car-dialog-host').then((m) => m.CarDialogHost),
};

/**
 * Every behaviour by name: plain DOM code for a part that only moves (decision 0027), each its own small
 * chunk, started on the element its `behaviour()` marks; `islands.test.ts` checks the names agree.
 */
export const BEHAVIOURS: BehaviourRegistry = {
  'header-strip': () => import('./public/home/header-strip-motion').then((m) => m.moveStrip),
  'brand-strip': () => import('./public/home/brand-strip-motion').then((m) => m.moveLogos),
  testimonials: () => import('./public/home/testimonials-motion').then((m) => m.moveTestimonials),
};
