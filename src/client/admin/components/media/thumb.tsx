import { Film, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { variantBase, variantUrl } from '../../../../shared/images';
import type { MediaAsset } from '../../../../shared/schemas/media';
import { cn } from '../../../components/ui/cn';
import { isFresh, isVideo } from './media-api';

/**
 * A small preview of a stored image or video for admin lists. Raster uploads use their 480 px WebP
 * variant (a grid of full-size photos would be slow); if that variant is missing it falls back to the
 * original (`original` skips the variant), and a broken URL shows a quiet placeholder instead of the browser's broken-image icon.
 */
export function Thumb({
  src,
  alt = '',
  video,
  className,
  fit = 'cover',
  original,
}: {
  src: string | null | undefined;
  alt?: string;
  video?: boolean;
  className?: string;
  fit?: 'cover' | 'contain';
  /** Load the original file, e.g. for a fresh upload whose variants are still being made. */
  original?: boolean;
}) {
  const base = src && !original ? variantBase(src) : null;
  const preferred = base ? variantUrl(base, 480, 'webp') : src;
  const [current, setCurrent] = useState(preferred);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    setCurrent(preferred);
    setBroken(false);
  }, [preferred]);

  const box = cn('flex items-center justify-center overflow-hidden bg-ink-3 text-white/30', className);
  if (!src || broken) {
    return (
      <div className={box}>
        <ImageOff className="h-6 w-6" aria-hidden="true" />
        {alt && <span className="sr-only">{alt}</span>}
      </div>
    );
  }
  if (video) {
    return (
      <div className={cn(box, 'relative')}>
        <video src={src} muted playsInline preload="metadata" className="h-full w-full object-cover" />
        <Film className="absolute bottom-2 left-2 h-4 w-4 text-white drop-shadow" aria-hidden="true" />
        {alt && <span className="sr-only">{alt}</span>}
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={current ?? undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('h-full w-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
        onError={() => (current !== src ? setCurrent(src) : setBroken(true))}
      />
    </div>
  );
}

/** A library asset's preview: a video as such, and a fresh upload from its original until its variants exist. */
export function AssetThumb({ asset, className }: { asset: MediaAsset; className: string }) {
  return (
    <Thumb
      src={asset.publicUrl}
      alt={asset.altText}
      video={isVideo(asset)}
      original={isFresh(asset)}
      className={className}
    />
  );
}
