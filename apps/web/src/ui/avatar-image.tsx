import { imageSrcSet, STORED_IMAGE_SIZES } from '@haoyue/contracts';
import { useState, type CSSProperties } from 'react';
import classes from './avatar-image.module.css';

/** Props of {@link AvatarImage}. */
export interface AvatarImageProps {
  src: string | null | undefined;
  /** Whose picture it is; its first character is shown when there is no picture. */
  name: string;
  /** Diameter in px. */
  size: number;
  /** Empty for decorative avatars next to the name. */
  alt?: string;
  className?: string;
}

/**
 * A round picture with an initial as fallback. Hand-rolled rather than Mantine's Avatar because it
 * sits on the shop page's critical path and this is a fraction of the code.
 */
export function AvatarImage({ src, name, size, alt = '', className }: AvatarImageProps) {
  const [failed, setFailed] = useState(false);
  const style: CSSProperties = { width: size, height: size, fontSize: size * 0.4 };
  // Avatars are stored 512 px square; a 56 px circle needs a copy of a fraction of that.
  const srcSet = src ? imageSrcSet(src, STORED_IMAGE_SIZES.SHOP_AVATAR.width) : undefined;
  return (
    <span className={className ? `${classes.root} ${className}` : classes.root} style={style}>
      {src && !failed ? (
        <img
          className={classes.img}
          src={src}
          srcSet={srcSet}
          sizes={srcSet && `${size}px`}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true">{Array.from(name.trim())[0] ?? '好'}</span>
      )}
    </span>
  );
}
