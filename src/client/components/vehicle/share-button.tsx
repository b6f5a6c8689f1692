import { formatDailyRate, formatPrice, vehicleTitle } from '../../../shared/format';
import { hireCarPath } from '../../../shared/vehicle-path';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { Share2 } from '../ui/icons';

/** A car for sale (its price) or a hire car (its daily rate): plain data, so an island can take it. */
type Shareable = { id: number; year: number; make: string; model: string } & (
  | { price: number }
  | { dailyRate: number }
);

/** SPEC's "Check out this … for $price" (or "for sale"); a hire car is offered at its daily rate. */
export function shareText(car: Shareable): string {
  const title = vehicleTitle(car);
  if ('dailyRate' in car)
    return car.dailyRate > 0
      ? `Check out this ${title} for hire at ${formatDailyRate(car.dailyRate)}`
      : `Check out this ${title} for hire`;
  return car.price > 0
    ? `Check out this ${title} for ${formatPrice(car.price)}`
    : `Check out this ${title} for sale`;
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    window.alert('Link copied to clipboard!');
  } catch {
    window.alert(`Share this link: ${link}`);
  }
}

/**
 * SPEC §2 Share: the device share sheet when there is one, else copy the link. A cancelled share
 * (AbortError) does nothing; any other failure falls back to copying, and finally to showing the link.
 * A car's link is SPEC's /cars?carId= unless `path` names another page (its own page shares itself);
 * a hire car's is its own page.
 */
export async function shareCar(car: Shareable, path?: string): Promise<void> {
  const link = `${window.location.origin}${path ?? ('dailyRate' in car ? hireCarPath(car) : `/cars?carId=${car.id}`)}`;
  const title = vehicleTitle(car);
  const text = shareText(car);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url: link });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      await copyLink(link);
    }
    return;
  }
  await copyLink(link);
}

export function ShareButton({
  car,
  path,
  variant = 'outline',
  size = 'md',
  className,
}: {
  car: Shareable;
  /** The page to share, when not the car's /cars?carId= dialog (or the hire car's own page). */
  path?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void shareCar(car, path)}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Share
    </Button>
  );
}
