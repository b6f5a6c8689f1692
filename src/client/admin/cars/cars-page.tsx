import { framedScreen } from '../frame/admin-page';
import { CarsManager } from './cars-manager';

export const { head, Screen } = framedScreen(
  'Manage Cars',
  'The cars for sale and the sold archive shown on the website.',
  CarsManager,
);
export default Screen;
