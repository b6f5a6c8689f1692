import type { ImgHTMLAttributes } from 'react';
import { imageSrcSets } from '../../../shared/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space and nothing shifts when it loads. */
  width: number;
  height: number;
  sizes?: string;
  /** The first, largest image on the page: loaded eagerly with high priority. */
  priority?: boolean;
};

/** An <img> with AVIF/WebP variants for uploads, lazy by default. */
export function ResponsiveImage({ src, alt, width, height, sizes = '100vw', priority, ...rest }: Props) {
  // A fixed width ("120px") bounds the variants worth naming; a fluid one ("50vw") does not.
  const fixed = /^(\d+)px$/.exec(sizes);
  const sets = imageSrcSets(src, fixed ? Number(fixed[1]) : undefined);
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      // The browser reports when this image was first on screen (Element Timing): HERO_TIMING in
      // shared/page-chunks.ts, which the home page's browser test reads.
      {...(priority ? { elementtiming: 'hero' } : {})}
      {...rest}
    />
  );
  if (!sets) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
