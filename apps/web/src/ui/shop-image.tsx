import { imageSrcSet, STORED_IMAGE_SIZES } from '@haoyue/contracts';
import { useState } from 'react';
import classes from './shop-image.module.css';

/** Props of {@link ShopImage}. */
export interface ShopImageProps {
  src: string | null | undefined;
  /** Shown as a big initial when there is no image or it fails to load. */
  name: string;
  alt?: string;
  /**
   * `eager` for an above-the-fold image (the shop page's cover, a search's first results): it is
   * also fetched ahead of other pictures, as a candidate for the page's largest paint.
   */
  loading?: 'lazy' | 'eager';
  /**
   * How wide the image is shown (`<img sizes>`), so the browser fetches a copy of about that
   * width rather than the stored picture; the default is the whole screen's width.
   */
  sizes?: string;
  /** The width the picture is stored at (a shop cover's, by default): the widest copy to offer. */
  largest?: number;
}

/**
 * What stands for a missing picture (a shop without a cover, a product without photos, an image
 * that failed to load): the name's first character on the brand's colours, filling its parent.
 * Decorative: the name is always written beside it.
 */
export function ImageFallback({ name }: { name: string }) {
  return (
    <div className={classes.fallback} aria-hidden="true" data-testid="image-fallback">
      {Array.from(name.trim())[0] ?? '好'}
    </div>
  );
}

/** A cover-fitted image filling its parent, with a branded fallback. */
export function ShopImage({
  src,
  name,
  alt = '',
  loading = 'lazy',
  sizes = '100vw',
  largest = STORED_IMAGE_SIZES.SHOP_COVER.width,
}: ShopImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ImageFallback name={name} />;
  const srcSet = imageSrcSet(src, largest);
  return (
    <img
      className={classes.img}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      loading={loading}
      // A candidate for the page's largest paint: fetch it first.
      fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
