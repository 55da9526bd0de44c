// Smaller copies of the app's own pictures, for `<img srcset>`: the server makes them on first
// request (apps/api/src/http/image-variants.ts) and the pages ask for them (issue 11). A shop's
// 1600 px cover is ~100 KB as a phone photo; the 112 px square of a search result needs ~4 KB.

/**
 * How the upload pipeline stores each kind of picture (apps/api/src/http/image-upload.ts): the
 * pages offer copies up to `width`, the widest there is.
 */
export const STORED_IMAGE_SIZES = {
  PROFILE_PHOTO: { width: 512, height: 512, fit: 'cover' },
  OPERATOR_AVATAR: { width: 512, height: 512, fit: 'cover' },
  SHOP_AVATAR: { width: 512, height: 512, fit: 'cover' },
  SHOP_COVER: { width: 1600, height: 900, fit: 'cover' },
  SHOP_GALLERY: { width: 1600, height: 1600, fit: 'inside' },
  PRODUCT_IMAGE: { width: 1080, height: 1080, fit: 'cover' },
  PUSH_IMAGE: { width: 1280, height: 1280, fit: 'inside' },
  /** A bank document of a LINE Pay application: kept private, large enough to read. */
  BANK_DOCUMENT: { width: 2400, height: 2400, fit: 'inside' },
  INDUSTRY_IMAGE: { width: 800, height: 800, fit: 'cover' },
  /** A support chat image: kept private (signed URLs), large enough to read a screenshot. */
  CHAT_IMAGE: { width: 1600, height: 1600, fit: 'inside' },
} as const satisfies Record<string, { width: number; height: number; fit: 'cover' | 'inside' }>;

/** The widths the server makes a picture at: `?w=` accepts only these. */
export const IMAGE_WIDTHS = [128, 256, 384, 640, 960, 1280, 1600] as const;

export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The folders the app serves pictures from itself, and the raster formats it resizes. */
const RESIZABLE = /^\/(?:uploads|static)\/[^?#]+\.(?:jpe?g|png|webp)$/i;

/** Whether `url` is one of the app's raster pictures, which it serves at {@link IMAGE_WIDTHS}. */
export function isResizableImageUrl(url: string): boolean {
  return RESIZABLE.test(url);
}

/** The URL of `url` at `width` px wide (never wider than the picture itself). */
export function imageUrlAt(url: string, width: TImageWidth): string {
  return `${url}?w=${width}`;
}

/**
 * A `srcset` of the picture at every width up to `largest` (the widest the picture is stored
 * at: 1600 for a cover, 512 for an avatar), the stored picture itself as the last candidate;
 * `undefined` for a picture the server cannot resize (an SVG, another site's picture).
 */
export function imageSrcSet(url: string, largest: number): string | undefined {
  if (!isResizableImageUrl(url)) return undefined;
  const smaller = IMAGE_WIDTHS.filter((w) => w < largest).map((w) => `${imageUrlAt(url, w)} ${w}w`);
  return [...smaller, `${url} ${largest}w`].join(', ');
}
