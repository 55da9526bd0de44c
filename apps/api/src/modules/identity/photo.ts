import sharp from 'sharp';
import { invalid } from '../../lib/errors';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Checks an uploaded profile photo by its bytes (not its claimed type), re-encodes it as a
 * 512×512 WebP (which also strips EXIF such as GPS position) and returns the bytes.
 */
export async function processProfilePhoto(body: Buffer, claimedType: string): Promise<Buffer> {
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
  return sharp(body).rotate().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}
