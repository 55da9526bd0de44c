import { IMAGE_KINDS, reencodeImage } from '../../http/image-upload';

// Kept while the seller's operator avatars still use it; new code calls receiveImage().

/** The largest profile photo accepted. */
export const PHOTO_MAX_BYTES = IMAGE_KINDS.PROFILE_PHOTO.maxBytes;

/** Checks an uploaded photo by its bytes and re-encodes it as a 512×512 WebP without EXIF. */
export function processProfilePhoto(body: Buffer, claimedType: string): Promise<Buffer> {
  return reencodeImage(body, claimedType, 'PROFILE_PHOTO');
}
