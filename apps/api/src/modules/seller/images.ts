import sharp from 'sharp';
import { invalid } from '../../lib/errors';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const SHOP_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const GALLERY_MAX_IMAGES = 20;

/** Output size per kind of shop image: avatars square, covers wide, gallery within 1600 px. */
const SIZES = {
  AVATAR: { width: 512, height: 512, fit: 'cover' as const },
  COVER: { width: 1600, height: 900, fit: 'cover' as const },
  GALLERY: { width: 1600, height: 1600, fit: 'inside' as const },
};

/**
 * Checks an uploaded shop image by its bytes (not its claimed type), then re-encodes it as WebP
 * at the size of its kind (which also drops EXIF such as the camera's GPS position).
 */
export async function processShopImage(
  body: Buffer,
  claimedType: string,
  type: keyof typeof SIZES,
): Promise<Buffer> {
  if (!ACCEPTED.has(claimedType)) throw invalid('file', '請上傳 JPG、PNG 或 WebP 圖片');
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !['jpeg', 'png', 'webp'].includes(format)) {
    throw invalid('file', '無法讀取這個圖片檔');
  }
  const size = SIZES[type];
  return sharp(body)
    .rotate()
    .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
    .webp({ quality: 82 })
    .toBuffer();
}
