import { formatPrice, vehicleTitle } from '../../../shared/format';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { Share2 } from '../ui/icons';

type Shareable = { id: number; year: number; make: string; model: string; price: number };

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
 * The link is SPEC's /cars?carId= unless `path` names another page (a car's own page shares itself).
 */
export async function shareCar(car: Shareable, path = `/cars?carId=${car.id}`): Promise<void> {
  const link = `${window.location.origin}${path}`;
  const title = vehicleTitle(car);
  const text =
    car.price > 0
      ? `Check out this ${title} for ${formatPrice(car.price)}`
      : `Check out this ${title} for sale`;
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
  /** The page to share, when not the car's /cars?carId= dialog. */
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
