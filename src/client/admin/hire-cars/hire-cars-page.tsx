import { framedScreen } from '../frame/admin-page';
import { HireCarsManager } from './hire-cars-manager';

export const { head, Screen } = framedScreen(
  'Manage Hire Fleet',
  'The hire fleet, daily rates and the dates each car is blocked out.',
  HireCarsManager,
);
export default Screen;
