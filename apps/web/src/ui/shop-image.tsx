import { useState } from 'react';
import classes from './shop-image.module.css';

/** Props of {@link ShopImage}. */
export interface ShopImageProps {
  src: string | null | undefined;
  /** Shown as a big initial when there is no image or it fails to load. */
  name: string;
  alt?: string;
  /** `eager` for an above-the-fold image (the shop page's cover, a search's first result). */
  loading?: 'lazy' | 'eager';
  /** Fetched before other images (the page's largest paint); by default every eager image is. */
  priority?: boolean;
}

/** A cover-fitted image filling its parent, with a branded fallback. */
export function ShopImage({
  src,
  name,
  alt = '',
  loading = 'lazy',
  priority = loading === 'eager',
}: ShopImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={classes.fallback} aria-hidden="true">
        {Array.from(name.trim())[0] ?? '好'}
      </div>
    );
  }
  return (
    <img
      className={classes.img}
      src={src}
      alt={alt}
      loading={loading}
      // The page's largest paint: fetch it first.
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
