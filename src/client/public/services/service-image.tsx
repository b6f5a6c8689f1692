import { cn } from '../../components/ui/cn';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/** A service's photo at 3:2, or a quiet gradient when staff have not chosen one. */
export function ServiceImage({
  src,
  alt,
  sizes,
  priority,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          'h-full w-full bg-ink-3 bg-[radial-gradient(ellipse_at_top_right,rgba(201,169,110,0.18),transparent_55%)]',
          className,
        )}
      />
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={1200}
      height={800}
      sizes={sizes}
      priority={priority}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
