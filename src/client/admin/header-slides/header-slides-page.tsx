import { framedScreen } from '../frame/admin-page';
import { HeaderSlidesManager } from './header-slides-manager';

export const { head, Screen } = framedScreen(
  'Header Slides',
  'The cards that scroll along the top of the home page.',
  HeaderSlidesManager,
);
export default Screen;
