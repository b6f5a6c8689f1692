import { queryOptions } from '@tanstack/react-query';
import type { Car, HireCar } from '../../shared/schemas/car';
import type {
  BrandLogo,
  HeaderSlide,
  HeroSlide,
  PageSummary,
  ServiceItem,
  Testimonial,
  TestimonialSettings,
} from '../../shared/schemas/content';
import type { FooterSettings, SiteSetting } from '../../shared/schemas/settings';

/** Public reads. The key is the API path; the default query function fetches it. */
const get = <T>(path: string) => queryOptions<T>({ queryKey: [path] });

export const queries = {
  cars: () => get<Car[]>('/api/cars'),
  carsByStatus: (status: 'available' | 'sold', limit: number) =>
    get<Car[]>(`/api/cars?status=${status}&limit=${limit}`),
  car: (id: number) => get<Car>(`/api/cars/${id}`),
  hireCars: () => get<HireCar[]>('/api/hire-cars'),
  headerSlides: () => get<HeaderSlide[]>('/api/header-slides'),
  heroSlides: () => get<HeroSlide[]>('/api/hero-slides'),
  testimonials: () => get<Testimonial[]>('/api/testimonials'),
  testimonialSettings: () => get<TestimonialSettings>('/api/testimonial-settings'),
  brandLogos: () => get<BrandLogo[]>('/api/brand-logos'),
  serviceItems: () => get<ServiceItem[]>('/api/service-items'),
  footerSettings: () => get<FooterSettings>('/api/footer-settings'),
  siteSettings: () => get<SiteSetting[]>('/api/site-settings'),
  pages: () => get<PageSummary[]>('/api/pages'),
  page: (slug: string) => get<PageSummary & { body: string; updatedAt: string }>(`/api/pages/${slug}`),
};
