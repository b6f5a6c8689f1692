import type { Car, CarPage, HireCar } from '../../shared/schemas/car';
import type {
  BrandLogo,
  HeaderSlide,
  HeroSlide,
  PageSummary,
  ServiceItem,
  Testimonial,
  TestimonialSettings,
} from '../../shared/schemas/content';
import type { Availability } from '../../shared/schemas/hire-booking';
import type { FooterSettings, SiteSetting } from '../../shared/schemas/settings';
import { type QueryClient, type QueryOptions, queryOptions } from './page-query';

/** Public reads. The key is the API path; the query client's fetcher fetches it. */
const get = <T>(path: string) => queryOptions<T>({ queryKey: [path] });

/**
 * For a page's `load`: fetch the query, and when that fails cache `fallback` instead (an empty list, or
 * null for "not found"), so the page renders its empty state, and the browser hydrates the same, rather
 * than an error (SPEC §8).
 */
export async function ensureQueryDataOr<T>(queryClient: QueryClient, query: QueryOptions<T>, fallback: T) {
  await queryClient.ensureQueryData(query).catch(() => queryClient.setQueryData(query.queryKey, fallback));
}

export const queries = {
  cars: () => get<Car[]>('/api/cars'),
  carsByStatus: (status: 'available' | 'sold', limit: number) =>
    get<Car[]>(`/api/cars?status=${status}&limit=${limit}`),
  car: (id: number) => get<Car>(`/api/cars/${id}`),
  /** A car page's "similar cars": up to 4 others still for sale of its make, or within 30% of its price. */
  similarCars: (car: Pick<Car, 'id' | 'make' | 'price'>, by: 'make' | 'price') =>
    get<CarPage>(
      `/api/cars?${new URLSearchParams({
        ...(by === 'make'
          ? { make: car.make }
          : { priceMin: String(Math.round(car.price * 0.7)), priceMax: String(Math.round(car.price * 1.3)) }),
        exclude: String(car.id),
        pageSize: '4',
      })}`,
    ),
  /** One page of a car search; `query` is the search's one spelling (public/cars/cars-search.ts). */
  carSearch: (query: string) => get<CarPage>(`/api/cars?${query}`),
  hireCars: () => get<HireCar[]>('/api/hire-cars'),
  hireCar: (id: number) => get<HireCar>(`/api/hire-cars/${id}`),
  hireNextFree: (from: string) => get<Record<number, string | null>>(`/api/hire-cars/next-free?from=${from}`),
  hireAvailability: (id: number, from: string, to: string) =>
    get<Availability>(`/api/hire-cars/${id}/availability?from=${from}&to=${to}`),
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
